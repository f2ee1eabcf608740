"""The 16 characters of the base game (RULES.md A12), each in one home: its abilities
as data (the numbers it adds to its seat) and hooks (what it does at the procedure's
named points), with the prompts it asks beside them.  The procedure asks
``CardState.powers`` and ``CardState.has_ability``, never a character's name.
"""

from __future__ import annotations

from bang.cards.actions import CARD_ACTION
from bang.cards.content import CharacterCard
from bang.cards.data import CHARACTERS, IS_HEART, IS_RED
from bang.cards.frames import Check
from bang.cards.state import Ability, CardState
from bang.core.protocol import Action

_CHOOSE = CARD_ACTION["choose"]
_RETURN = CARD_ACTION["return"]


# --- Bart Cassidy -----------------------------------------------------------------
def bart_cassidy_damaged(game: CardState, seat: int, amount: int, source: int) -> None:
    """A12 Bart Cassidy: one card from the deck per life point lost, once the death
    check is survived (a lethal hit draws only after a save)."""
    game.draw(seat, amount, "bart_cassidy")


# --- Black Jack -------------------------------------------------------------------
def black_jack_phase_one(game: CardState, seat: int) -> bool:
    """A12 Black Jack: he shows his second card; on ♥ or ♦ (``black_jack_hearts_only``:
    ♥) he draws one more."""
    count = 2 if game.ev is None else game.phase_one_count(seat)  # F6.4
    got = game.draw(seat, count, "phase1")
    if len(got) >= 2:  # F6.4: under Thirst (one card) there is no second to show
        second = got[1]
        game.emit("black_jack_reveals", seat=seat, card=second)
        forced = game.forced_suit  # F5.1-2: Blessing's ♥, Curse's ♠
        if forced:
            lucky = forced == "♥"
        else:
            lucky = IS_HEART[second] if game.config.black_jack_hearts_only else IS_RED[second]
        if lucky:
            game.draw(seat, 1, "black_jack")
    return False


# --- El Gringo --------------------------------------------------------------------
def el_gringo_damaged(game: CardState, seat: int, amount: int, source: int) -> None:
    """A12 El Gringo: a random card from the hand of the player responsible, per life
    point lost, while he has one; never for Dynamite (no one is responsible) nor in
    his own turn (Dynamite, or a Duel he played himself, whoever is credited with it
    under ``duel_winner_is_killer``)."""
    if source < 0 or source == seat or seat == game.turn_seat:
        return
    for _ in range(amount):
        if not game.hands[source]:
            break
        card = game.random_hand_card(source)
        game.hands[seat].append(card)
        game.emit("take_from_hand", frozenset((seat, source)), seat=seat, victim=source,
                  why="el_gringo", cards=[card])
        game.after_hand_loss(source)


# --- Jesse Jones ------------------------------------------------------------------
def jesse_sources(game: CardState, seat: int) -> list[int]:
    """A12 Jesse Jones: whom he may take his first card from: the other living players
    with cards in hand, clockwise from his left."""
    n = game.n
    result = []
    for k in range(1, n):
        s = (seat + k) % n
        if game.alive[s] and game.hands[s]:
            result.append(s)
    return result


def jesse_jones_phase_one(game: CardState, seat: int) -> bool:
    """A12 Jesse Jones: he may take his first card at random from another player's
    hand; with nobody to take from he draws from the deck."""
    if jesse_sources(game, seat):
        return game.prompt(seat, "draw_jesse")
    game.draw(seat, 2 if game.ev is None else game.phase_one_count(seat), "phase1")
    return False


def legal_draw_jesse(game: CardState) -> tuple[Action, ...]:
    """A12 Jesse Jones: the deck, or any other player holding a card."""
    seat = game.turn_seat
    sources = jesse_sources(game, seat)
    return (Action("draw_deck"), *(Action("draw_from", target=s) for s in sources))


def answer_draw_jesse(game: CardState, action: Action) -> None:
    """A12 Jesse Jones: the first card from the deck or the chosen hand (at random),
    the second from the deck."""
    seat = game.turn_seat
    if action.kind == "draw_deck":
        game.draw(seat, 2 if game.ev is None else game.phase_one_count(seat), "phase1")
        return
    victim = action.target
    card = game.random_hand_card(victim)
    game.hands[seat].append(card)
    game.emit("take_from_hand", frozenset((seat, victim)), seat=seat, victim=victim,
              why="jesse_jones", cards=[card])
    game.after_hand_loss(victim)
    game.draw(seat, 1 if game.ev is None else game.phase_one_count(seat) - 1,
              "phase1")  # F6.4


# --- Kit Carlson ------------------------------------------------------------------
def kit_carlson_phase_one(game: CardState, seat: int) -> bool:
    """A12 Kit Carlson: he looks at the top three cards (reshuffling first if fewer
    are left, A11), keeps two and puts one back on top."""
    # F6.4: one more than phase 1's count.
    look = (2 if game.ev is None else game.phase_one_count(seat)) + 1
    if len(game.deck) < look:
        game.reshuffle()
    for _ in range(look):
        card = game.take_top()
        if card >= 0:
            game.limbo.append(card)
    if len(game.limbo) == look:
        return game.prompt(seat, "kit_return")
    game.hands[seat].extend(game.limbo)
    game.emit("draw", frozenset((seat,)), seat=seat, why="phase1", cards=list(game.limbo))
    game.limbo.clear()
    return False


def legal_kit_return(game: CardState) -> tuple[Action, ...]:
    """A12 Kit Carlson: any of the three cards goes back."""
    return tuple(_RETURN[card] for card in game.limbo)


def answer_kit_return(game: CardState, action: Action) -> None:
    """A12 Kit Carlson: the chosen card back on top of the deck, face down; the other
    two into his hand."""
    seat = game.turn_seat
    kept = [c for c in game.limbo if c != action.card]
    game.limbo.clear()
    game.deck.append(action.card)
    game.hands[seat].extend(kept)
    game.emit("draw", frozenset((seat,)), seat=seat, why="phase1", cards=kept)
    game.emit("kit_returns", frozenset((seat,)), seat=seat, cards=[action.card])


# --- Lucky Duke -------------------------------------------------------------------
def lucky_duke_check(game: CardState, frame: Check) -> bool:
    """A12 Lucky Duke: each draw! flips two cards and he chooses the one that counts.

    His first card stays off the discard pile until his second is flipped: if the
    deck runs out between the two, the reshuffle (A11) must not put the first card
    back into the deck, or he could flip the same card twice.  Both then go to the
    discard pile in the order they were flipped (the second on top, where Pedro
    Ramirez may take it), as two single draw!s would leave them (docs/card_setup.md
    "Cards revealed together").  With a single card left to flip, it counts.
    """
    seat = frame.seat
    first = game.take_top()
    if first >= 0:
        second = game.take_top()
        game.to_discard(first)
        if second >= 0:
            game.to_discard(second)
            game.emit("check", seat=seat, reason=frame.reason, cards=[first, second])
            game.stack[-1] = Check(seat=seat, reason=frame.reason, flipped=(first, second))
            return game.prompt(seat, "lucky_duke", reason=frame.reason, cards=[first, second])
    game.emit("check", seat=seat, reason=frame.reason, card=first)
    game.check_card = first
    game.stack.pop()
    return False


def legal_lucky_duke(game: CardState) -> tuple[Action, ...]:
    """A12 Lucky Duke: either flipped card."""
    frame = game.stack[-1]
    assert isinstance(frame, Check)
    return tuple(_CHOOSE[card] for card in frame.flipped)


def answer_lucky_duke(game: CardState, action: Action) -> None:
    """A12 Lucky Duke: the chosen card decides the draw!."""
    game.check_card = action.card
    game.emit("lucky_duke_chooses", seat=game.decision.seat if game.decision else -1,
              card=action.card)
    game.stack.pop()


# --- Pedro Ramirez ----------------------------------------------------------------
def pedro_ramirez_phase_one(game: CardState, seat: int) -> bool:
    """A12 Pedro Ramirez: he may take his first card from the top of the discard
    pile; with none there he draws from the deck."""
    if game.discard:
        return game.prompt(seat, "draw_pedro", top=game.discard[-1])
    game.draw(seat, 2 if game.ev is None else game.phase_one_count(seat), "phase1")
    return False


def legal_draw_pedro(game: CardState) -> tuple[Action, ...]:
    """A12 Pedro Ramirez: the deck or the discard pile's top."""
    return (Action("draw_deck"), Action("draw_discard"))


def answer_draw_pedro(game: CardState, action: Action) -> None:
    """A12 Pedro Ramirez: the first card from where he chose, the second from the deck."""
    seat = game.turn_seat
    if action.kind == "draw_deck":
        game.draw(seat, 2 if game.ev is None else game.phase_one_count(seat), "phase1")
        return
    card = game.discard.pop()
    game.hands[seat].append(card)
    game.emit("take_discard", seat=seat, card=card)
    game.draw(seat, 1 if game.ev is None else game.phase_one_count(seat) - 1,
              "phase1")  # F6.4


# --- Suzy Lafayette ---------------------------------------------------------------
def suzy_lafayette_hand_empty(game: CardState, seat: int) -> None:
    """A12 Suzy Lafayette: as soon as she has no card in hand she draws one (at any
    moment, in anyone's turn, while she is in the game)."""
    game.draw(seat, 1, "suzy")


# --- Vulture Sam ------------------------------------------------------------------
def vulture_sam_takes(game: CardState, seat: int, dead: int) -> bool:
    """A12 Vulture Sam: he takes every card of an eliminated player, hand and table,
    into his hand, in place of their discard (A9.3 step 2)."""
    hand, table = game.hands[dead], game.tables[dead]
    taken_hand = list(hand)
    game.hands[seat].extend(hand)
    game.hands[seat].extend(table)
    game.emit("vulture_sam_takes", frozenset((seat, dead)), seat=seat, victim=dead,
              table=list(table), cards=taken_hand)
    hand.clear()
    table.clear()
    return True


#: The base game's abilities.  The four that ask prompts of their own come first, so
#: that the prompt kinds (``dispatch.PROMPTS``, the RL one-hot) keep their order.
ABILITY_LIST: tuple[Ability, ...] = (
    Ability("jesse_jones", "A12 Jesse Jones", phase_one=jesse_jones_phase_one,
            prompts={"draw_jesse": (legal_draw_jesse, answer_draw_jesse)}),
    Ability("pedro_ramirez", "A12 Pedro Ramirez", phase_one=pedro_ramirez_phase_one,
            reads_discard_top=True,
            prompts={"draw_pedro": (legal_draw_pedro, answer_draw_pedro)}),
    Ability("kit_carlson", "A12 Kit Carlson", phase_one=kit_carlson_phase_one,
            prompts={"kit_return": (legal_kit_return, answer_kit_return)}),
    Ability("lucky_duke", "A12 Lucky Duke, A8", on_check=lucky_duke_check,
            prompts={"lucky_duke": (legal_lucky_duke, answer_lucky_duke)}),
    Ability("bart_cassidy", "A12 Bart Cassidy, A9.1", on_damaged=bart_cassidy_damaged),
    Ability("black_jack", "A12 Black Jack", phase_one=black_jack_phase_one),
    Ability("calamity_janet", "A12 Calamity Janet", swaps_bang_missed=True),
    Ability("el_gringo", "A12 El Gringo, A9.4", on_damaged=el_gringo_damaged),
    Ability("jourdonnais", "A12 Jourdonnais", barrels=1),
    Ability("paul_regret", "A12 Paul Regret, A4", defence=1),
    Ability("rose_doolan", "A12 Rose Doolan, A4", sight=1),
    Ability("sid_ketchum", "A12 Sid Ketchum, A9.2, A14.3", pairs_for_life=True),
    Ability("slab_the_killer", "A12 Slab the Killer", shot_need=2),
    Ability("suzy_lafayette", "A12 Suzy Lafayette", on_hand_empty=suzy_lafayette_hand_empty),
    Ability("vulture_sam", "A12 Vulture Sam, A9.3", on_other_eliminated=vulture_sam_takes),
    Ability("willy_the_kid", "A12 Willy the Kid, A5", free_bangs=True),
)


def _key(name: str) -> str:
    return name.lower().replace(" ", "_")


#: The 16 characters (``data.CHARACTERS`` gives their names and life, A12), each with
#: the ability of its own name.
CHARACTER_LIST: tuple[CharacterCard, ...] = tuple(
    CharacterCard(_key(c.name), c.name, c.life, "A12 " + c.name, (_key(c.name),))
    for c in CHARACTERS)
