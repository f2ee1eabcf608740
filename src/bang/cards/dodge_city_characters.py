"""The 15 characters of Dodge City (rules/dodge-city.md E6, E6.1, E9), each in one
home: its life points and its ability, as data (the numbers it changes for its seat)
and hooks (what it does at the procedure's named points).  Registered as the content
set ``dodge_city_characters``, which a game uses when ``dodge_city`` and
``dodge_city_characters`` are on (``CardConfig.content_sets``).

All 15 are registered (``CHARACTER_LIST``), so a game with them deals from a pool of
31 (E2.3).  What an ability does to the procedure goes through the named points of
``Ability`` (``bang.cards.state``): phase 1, the start-of-turn hook (Vera Custer's
choice), phase-2 actions (Chuck Wengam, Doc Holyday, José Delgado), cards that do
nothing to their holder (Apache Kid), others' cards in play switched off (Belle Star),
any card as a Missed! (Elena Fuente), hand cards used (Molly Stark); a copy (Vera
Custer) is read by ``Ruleset.abilities``, the one place a seat's abilities come from.
"""

from __future__ import annotations

from bang.cards import content
from bang.cards.actions import CARD_ACTION
from bang.cards.config import DODGE_CITY_CHARACTERS
from bang.cards.content import CharacterCard, ContentSet
from bang.cards.data import DUEL, KIND, SUIT
from bang.cards.frames import DuelFrame
from bang.cards.responses import start_shot
from bang.cards.state import Ability, CardState
from bang.core.protocol import Action

_TABLE = CARD_ACTION["table"]
_CHUCK = Action("chuck")
_DRAW_DECK = Action("draw_deck")
_NO_COPY = Action("no_copy")

#: E6: every Dodge City character's life points (before the Sheriff's +1).
LIFE: dict[str, int] = {
    "Apache Kid": 3, "Belle Star": 4, "Bill Noface": 4, "Chuck Wengam": 4,
    "Doc Holyday": 4, "Elena Fuente": 3, "Greg Digger": 4, "Herb Hunter": 4,
    "José Delgado": 4, "Molly Stark": 4, "Pat Brennan": 4, "Pixie Pete": 3,
    "Sean Mallory": 3, "Tequila Joe": 4, "Vera Custer": 3,
}


# --- Bill Noface -----------------------------------------------------------------------
def bill_noface_phase_one(game: CardState, seat: int) -> bool:
    """E6.1 Bill Noface: one card plus one per life point missing when phase 1 starts;
    the count an event changes (F6.4: Thirst one less if above 1, a ghost one more)."""
    game.draw(seat, game.phase_one_count(seat, 1 + game.max_life[seat] - game.life[seat]),
              "phase1")
    return False


# --- Pixie Pete ------------------------------------------------------------------------
def pixie_pete_phase_one(game: CardState, seat: int) -> bool:
    """E6.1 Pixie Pete: three cards in phase 1 instead of two; the count an event
    changes (F6.4: two under Thirst, four for a Ghost Town ghost)."""
    game.draw(seat, game.phase_one_count(seat, 3), "phase1")
    return False


# --- Greg Digger, Herb Hunter ----------------------------------------------------------
def greg_digger_after(game: CardState, seat: int, dead: int) -> bool:
    """E6.1 Greg Digger: two life back (capped) for each other character eliminated,
    once A9.3 is settled (E9-8, E17-3); not a Beer, so it works with two left."""
    game.heal(seat, 2)
    return False


def herb_hunter_after(game: CardState, seat: int, dead: int) -> bool:
    """E6.1 Herb Hunter: two cards for each other character eliminated, after the
    bounty (E11-29: a killer Herb draws his three first)."""
    game.draw(seat, 2, "herb_hunter")
    return False


# --- Apache Kid -------------------------------------------------------------------------
def apache_kid_ignores(game: CardState, seat: int, player: int, cards: tuple[int, ...]) -> bool:
    """E6.1 Apache Kid: what another player does with ♦ cards has no effect on him (all
    the cards spent are ♦: Doc Holyday's pair reaches him if one is not, Apache 6),
    except in a Duel (Apache 5, E17-2).  His own cards affect him (Apache 8)."""
    if player < 0 or player == seat or not cards:
        return False
    for card in cards:
        if (game.forced_suit or SUIT[card]) != "♦" or KIND[card] == DUEL:  # F8
            return False
    return True


# --- Chuck Wengam ----------------------------------------------------------------------
def chuck_wengam_actions(game: CardState, seat: int) -> list[Action]:
    """E6.1 Chuck Wengam 1-2: in his phase 2, any number of times, never at 1 life."""
    return [_CHUCK] if game.life[seat] > 1 else []


def chuck_wengam_answer(game: CardState, action: Action) -> None:
    """E6.1 Chuck Wengam 1, 3, E9-20: one life lost, caused by nobody (no Damage: no
    bounty, penalty or El Gringo), then two cards from the deck."""
    seat = game.turn_seat
    game.life[seat] -= 1
    game.emit("chuck_wengam", seat=seat, life=game.life[seat])
    game.draw(seat, 2, "chuck_wengam")


def chuck_wengam_explain(game: CardState, seat: int, action: Action) -> tuple[str, str]:
    """E6.1 Chuck Wengam 2: the one reason his action is refused."""
    return "last_life", "Chuck Wengam may not lose his last life point"


# --- Doc Holyday -----------------------------------------------------------------------
def doc_holyday_actions(game: CardState, seat: int) -> list[Action]:
    """E6.1 Doc Holyday 1, 3, 5, E9-6: once per turn, two hand cards and a player in
    his weapon's reach, chosen together; outside the BANG! limit (Doc 2)."""
    hand = sorted(game.hands[seat])
    if game.turn_uses.get("doc_holyday", 0) or len(hand) < 2:
        return []
    reach = game.weapon_range(seat)
    distances = game.distances_from(seat)
    near = [t for t in game.others(seat) if distances[t] <= reach]
    return [Action("doc", a, t, b) for i, a in enumerate(hand) for b in hand[i + 1:]
            for t in near]


def doc_holyday_answer(game: CardState, action: Action) -> None:
    """E6.1 Doc Holyday 1, 4, 6: both cards discarded (their own symbols do nothing),
    then a BANG! effect on the target, one cancel needed, caused by Doc; none on a
    player it does not affect (Apache Kid and two ♦ cards)."""
    seat, target = game.turn_seat, action.target
    game.turn_uses = {**game.turn_uses, "doc_holyday": game.turn_uses.get("doc_holyday", 0) + 1}
    cards = (action.card, action.arg)
    for card in cards:
        game.remove_from_hand(seat, card)
        game.to_discard(card)
    game.emit("doc_holyday", seat=seat, cards=list(cards), target=target)
    game.after_hand_loss(seat)
    if game.unaffected(target, seat, cards):
        game.emit("no_effect", seat=target, source=seat, card=-1)
        return
    start_shot(game, target, seat, -1)


def doc_holyday_explain(game: CardState, seat: int, action: Action) -> tuple[str, str]:
    """E6.1 Doc Holyday 1, 3, 5 and Apache Kid 6: why a use is refused."""
    if game.turn_uses.get("doc_holyday", 0):
        return "once_per_turn", "Doc Holyday's ability is used once per turn"
    hand = game.hands[seat]
    if action.card not in hand or action.arg not in hand or action.card == action.arg:
        return "not_in_hand", "Doc Holyday discards two different cards from his hand"
    if not 0 <= action.target < game.n or not game.alive[action.target] \
            or action.target == seat:
        return "bad_target", f"seat {action.target} is not another living player"
    if game.unaffected(action.target, seat, (action.card, action.arg)):
        return "unaffected", "those two cards have no effect on that player"
    return "out_of_range", f"seat {action.target} is not in reach of his weapon"


# --- José Delgado ----------------------------------------------------------------------
def is_blue_kind(card: int) -> bool:
    """A card of a kind with a blue border (never green: E6.1 José Delgado 1)."""
    return content.KINDS[KIND[card]].color == "blue"


def jose_delgado_actions(game: CardState, seat: int) -> list[Action]:
    """E6.1 José Delgado 1-2: up to twice per turn, a blue card from his hand."""
    if game.turn_uses.get("jose_delgado", 0) >= 2:
        return []
    return [Action("jose", c) for c in game.hands[seat] if is_blue_kind(c)]


def jose_delgado_answer(game: CardState, action: Action) -> None:
    """E6.1 José Delgado: the blue card to the discard pile, then two cards drawn."""
    seat = game.turn_seat
    game.turn_uses = {**game.turn_uses,
                      "jose_delgado": game.turn_uses.get("jose_delgado", 0) + 1}
    game.remove_from_hand(seat, action.card)
    game.to_discard(action.card)
    game.emit("jose_delgado", seat=seat, card=action.card)
    game.after_hand_loss(seat)
    game.draw(seat, 2, "jose_delgado")


def jose_delgado_explain(game: CardState, seat: int, action: Action) -> tuple[str, str]:
    """E6.1 José Delgado 1-2: why a use is refused."""
    if game.turn_uses.get("jose_delgado", 0) >= 2:
        return "twice_per_turn", "José Delgado's ability is used at most twice per turn"
    if action.card not in game.hands[seat]:
        return "not_in_hand", f"card {action.card} is not in his hand"
    return "not_blue", "only a blue card from his hand (not a green one) may be discarded"


# --- Molly Stark -----------------------------------------------------------------------
def molly_stark_used(game: CardState, seat: int, count: int) -> None:
    """E6.1 Molly Stark 1-3: out of her own turn, one card per hand card she used; in a
    Duel, all at its end (``molly_stark_duel_draw`` "end", drawn by
    ``CardState.settle_owed_draws``) or at once ("immediate", usable in the same Duel,
    E17-5)."""
    if seat == game.turn_seat:
        return
    if (game.config.molly_stark_duel_draw == "end" and game.stack
            and isinstance(game.stack[-1], DuelFrame)):
        owed = game.owed_draws[:]
        owed[seat] += count
        game.owed_draws = owed
        return
    game.draw(seat, count, "molly_stark")


# --- Pat Brennan -----------------------------------------------------------------------
def pat_brennan_cards(game: CardState, seat: int) -> list[int]:
    """E6.1 Pat Brennan 2, E9-7: the cards in play in front of the other living players
    (his own too with ``pat_brennan_own_table``), clockwise from his left."""
    seats = game.others(seat)
    if game.config.pat_brennan_own_table:
        seats = [*seats, seat]
    return [c for s in seats for c in game.tables[s]]


def pat_brennan_phase_one(game: CardState, seat: int) -> bool:
    """E6.1 Pat Brennan 1, 3: two cards from the deck (phase 1's count, F6.4: one under
    Thirst), or one card in play; with no card in play anywhere he draws normally."""
    if pat_brennan_cards(game, seat):
        return game.prompt(seat, "draw_pat")
    game.draw(seat, game.phase_one_count(seat), "phase1")
    return False


def legal_draw_pat(game: CardState) -> tuple[Action, ...]:
    """E6.1 Pat Brennan: the deck, or each card in play he may take."""
    return (_DRAW_DECK, *(_TABLE[c] for c in pat_brennan_cards(game, game.turn_seat)))


def answer_draw_pat(game: CardState, action: Action) -> None:
    """E6.1 Pat Brennan 1, 4: two from the deck (phase 1's count, F6.4), or the chosen
    card into his hand and nothing from the deck (a Jail or Dynamite so taken may be
    played later; one card whatever the count)."""
    seat = game.turn_seat
    if action.kind == "draw_deck":
        game.draw(seat, game.phase_one_count(seat), "phase1")
        return
    card = action.card
    owner = next(s for s in range(game.n) if card in game.tables[s])
    game.tables[owner].remove(card)
    game.hands[seat].append(card)
    game.emit("take_from_table", seat=seat, victim=owner, card=card, why="pat_brennan")


# --- Vera Custer -----------------------------------------------------------------------
def vera_custer_candidates(game: CardState, seat: int) -> list[int]:
    """E6.1 Vera Custer 8: the other living characters (never herself, the dead or a
    Ghost, E10)."""
    return game.others(seat)


def vera_custer_begun(game: CardState, seat: int, played: bool) -> bool:
    """E6.1 Vera Custer 1-3: once her start-of-turn draw!s are done (the old copy helped
    her with them) the old copy ends; if she plays her turn she chooses the next one,
    before phase 1 (with one candidate the choice is forced and public)."""
    if game.copied[seat]:
        copied = game.copied[:]
        copied[seat] = ""
        game.copied = copied
        game.refresh_abilities(seat)
        game.emit("copy_ends", seat=seat)
    candidates = vera_custer_candidates(game, seat)
    if not played or not candidates:
        return False
    forced = len(candidates) == 1 and not game.config.vera_custer_optional
    return game.prompt(seat, "vera_copy", public_forced=forced)


def legal_vera_copy(game: CardState) -> tuple[Action, ...]:
    """E6.1 Vera Custer 1, 8: each other living character; with ``vera_custer_optional``
    also no copy."""
    seat = game.turn_seat
    acts = [Action("copy", target=t) for t in vera_custer_candidates(game, seat)]
    if game.config.vera_custer_optional:
        acts.append(_NO_COPY)
    return tuple(acts)


def answer_vera_copy(game: CardState, action: Action) -> None:
    """E6.1 Vera Custer 1, 3, 4, 7: she holds the chosen character's abilities (with her
    own) until her next choice, even if he dies; her life does not change."""
    seat = game.turn_seat
    if action.kind == "no_copy":
        game.emit("copy_none", seat=seat)
        return
    copied = game.copied[:]
    copied[seat] = game.characters[action.target]
    game.copied = copied
    game.refresh_abilities(seat)
    game.emit("vera_copies", seat=seat, target=action.target, character=copied[seat])


def _key(name: str) -> str:
    return name.lower().replace(" ", "_").replace("é", "e")


#: Every character's ability, by character name.
ABILITY_OF: dict[str, Ability] = {
    "Apache Kid": Ability("apache_kid", "E6.1 Apache Kid", ignores=apache_kid_ignores),
    "Belle Star": Ability("belle_star", "E6.1 Belle Star, E9-4", others_tables_off=True),
    "Chuck Wengam": Ability("chuck_wengam", "E6.1 Chuck Wengam, E9-20", play_actions={
        "chuck": (chuck_wengam_actions, chuck_wengam_answer, chuck_wengam_explain)}),
    "Doc Holyday": Ability("doc_holyday", "E6.1 Doc Holyday, E9-6", play_actions={
        "doc": (doc_holyday_actions, doc_holyday_answer, doc_holyday_explain)}),
    "Elena Fuente": Ability("elena_fuente", "E6.1 Elena Fuente, E9-10", any_card_missed=True),
    "José Delgado": Ability("jose_delgado", "E6.1 José Delgado", play_actions={
        "jose": (jose_delgado_actions, jose_delgado_answer, jose_delgado_explain)}),
    "Molly Stark": Ability("molly_stark", "E6.1 Molly Stark", on_hand_used=molly_stark_used),
    "Pat Brennan": Ability("pat_brennan", "E6.1 Pat Brennan, E9-7",
                           phase_one=pat_brennan_phase_one,
                           prompts={"draw_pat": (legal_draw_pat, answer_draw_pat)}),
    "Vera Custer": Ability("vera_custer", "E6.1 Vera Custer, E9-5", turn_begun=vera_custer_begun,
                           prompts={"vera_copy": (legal_vera_copy, answer_vera_copy)}),
    "Bill Noface": Ability("bill_noface", "E6.1 Bill Noface", phase_one=bill_noface_phase_one),
    "Greg Digger": Ability("greg_digger", "E6.1 Greg Digger, E9-8",
                           after_other_eliminated=greg_digger_after),
    "Herb Hunter": Ability("herb_hunter", "E6.1 Herb Hunter, E9-8",
                           after_other_eliminated=herb_hunter_after),
    "Pixie Pete": Ability("pixie_pete", "E6.1 Pixie Pete", phase_one=pixie_pete_phase_one),
    "Sean Mallory": Ability("sean_mallory", "E6.1 Sean Mallory", hand_limit=10),
    "Tequila Joe": Ability("tequila_joe", "E6.1 Tequila Joe", beer_heal=2),
}

ABILITY_LIST: tuple[Ability, ...] = tuple(ABILITY_OF.values())

#: The registered characters (E6 order), each with the ability of its own name.
CHARACTER_LIST: tuple[CharacterCard, ...] = tuple(
    CharacterCard(_key(name), name, life, "E6 " + name, (ABILITY_OF[name].key,))
    for name, life in LIFE.items())

DODGE_CITY_CHARACTER_SET: ContentSet = ContentSet(
    key=DODGE_CITY_CHARACTERS, first_id=0, kinds=(), rows=(),
    abilities=ABILITY_LIST, characters=CHARACTER_LIST)
