"""High Noon's event cards (rules/high-noon-fistful.md F5.1-F5.15), each in one home: a
subclass of ``EventCard`` saying what it changes while in force, registered with the
event deck at import (``bang.cards.event_deck``).

The Bullet's two extras (Handcuffs, New Identity) are registered too; the deck holds
them only with ``hn_bullet_extras`` (F1.1).
"""

from __future__ import annotations

import random
from typing import ClassVar

from bang.cards import content
from bang.cards.data import BANG, BEER, IS_BLUE, IS_GREEN, KIND, MISSED, SHERIFF, SUIT, SUITS
from bang.cards.event_deck import EventCard, opener_seat, register_event
from bang.cards.frames import START, Damage, EventStep, Turn
from bang.cards.ghost_base import GhostRules
from bang.cards.state import AnswerFn, CardState, LegalFn
from bang.core.protocol import Action

#: The prompts in which a player uses a card of his hand (to play it, or to give it up
#: for an effect): what The Sermon and Handcuffs restrict in his own turn (F5.10, F5.14).
USE_PROMPTS = frozenset(("play", "respond", "duel", "indians", "dying"))


class Blessing(EventCard):
    """F5.1: every card's suit is ♥ (draw!s, Black Jack, every suit test)."""

    key = "blessing"
    name = "Blessing"
    clause = "F5.1"
    forced_suit = "♥"


class Curse(EventCard):
    """F5.2: every card's suit is ♠ (Dynamite explodes on any 2-9)."""

    key = "curse"
    name = "Curse"
    clause = "F5.2"
    forced_suit = "♠"


class GoldRush(EventCard):
    """F5.4: turns go counter-clockwise for the round, from the Sheriff; card effects
    still go clockwise (only whose turn is next changes)."""

    key = "gold_rush"
    name = "Gold Rush"
    clause = "F5.4"

    def next_turn_seat(self, game: CardState, seat: int, usual: int) -> int:
        n = game.n
        rules = game.rules
        for k in range(1, n + 1):
            s = (seat - k) % n
            if game.alive[s] or rules.takes_turn(game, s):
                return s
        return usual


class Hangover(EventCard):
    """F5.5: every character loses his ability (``CardState.refresh_abilities``)."""

    key = "hangover"
    name = "Hangover"
    clause = "F5.5"
    no_abilities = True


class Shootout(EventCard):
    """F5.6: two BANG! cards a turn instead of one (Volcanic and Willy still any)."""

    key = "shootout"
    name = "Shootout"
    clause = "F5.6"
    bang_cap = 2


# --- The Daltons (ENTRY) ---------------------------------------------------------
def blue_cards(game: CardState, seat: int) -> list[int]:
    """F5.7: the blue cards in play in front of ``seat`` (Jail and Dynamite included,
    Dodge City's green cards not)."""
    return [c for c in game.tables[seat] if IS_BLUE[c] and not IS_GREEN[c]]


def legal_daltons(game: CardState) -> tuple[Action, ...]:
    """F5.7: one of the seat's blue cards."""
    frame = game.stack[-1]
    assert isinstance(frame, EventStep)
    return tuple(Action("discard", c) for c in blue_cards(game, frame.data[0]))


def answer_daltons(game: CardState, action: Action) -> None:
    """F5.7: the chosen blue card goes to the discard pile; the next player chooses."""
    frame = game.stack[-1]
    assert isinstance(frame, EventStep)
    seat, *rest = frame.data
    game.tables[seat].remove(action.card)
    game.to_discard(action.card)
    game.emit("discard_from_table", seat=seat, victim=seat, card=action.card)
    game.stack[-1] = EventStep(frame.name, 0, tuple(rest))


class TheDaltons(EventCard):
    """F5.7 (ENTRY): each living player with a blue card in play discards one of them,
    his choice, from the Sheriff clockwise."""

    key = "the_daltons"
    name = "The Daltons"
    clause = "F5.7"
    prompts: ClassVar[dict[str, tuple[LegalFn, AnswerFn]]] = {
        "daltons_discard": (legal_daltons, answer_daltons)}

    def on_reveal(self, game: CardState) -> bool:
        # From the round's opener (the Sheriff), whose turn is about to begin: the
        # seat whose turn just ended may still be the game's ``turn_seat`` here.
        first = opener_seat(game)
        order = tuple((first + k) % game.n for k in range(game.n))
        game.stack.append(EventStep(self.key, 0, order))
        return False

    def run_phase(self, game: CardState, frame: EventStep) -> bool:
        order = list(frame.data)
        while order and not (game.alive[order[0]] and blue_cards(game, order[0])):
            order.pop(0)
        if not order:
            game.stack.pop()
            return False
        game.stack[-1] = EventStep(self.key, 0, tuple(order))
        return game.prompt(order[0], "daltons_discard", public_forced=True)


class TheDoctor(EventCard):
    """F5.8 (ENTRY): the living player(s) with the fewest life points regain 1 (the
    lowest among all living, or among the damaged with ``doctor_lowest_among``)."""

    key = "the_doctor"
    name = "The Doctor"
    clause = "F5.8"

    def on_reveal(self, game: CardState) -> bool:
        living = game.living()
        if game.config.doctor_lowest_among == "damaged_only":
            living = [s for s in living if game.life[s] < game.max_life[s]]
        if not living:
            return False
        lowest = min(game.life[s] for s in living)
        for s in living:
            if game.life[s] == lowest:
                game.heal(s, 1)
        return False


class TheReverend(EventCard):
    """F5.9: no Beer may be played, in phase 2 or as a death save
    (``death.beer_saves``); Saloon, Tequila, Sid Ketchum are not Beers."""

    key = "the_reverend"
    name = "The Reverend"
    clause = "F5.9"
    beer_allowed = False

    def legal(self, game: CardState, kind: str, seat: int,
              acts: tuple[Action, ...]) -> tuple[Action, ...]:
        if kind != "play":
            return acts
        return tuple(a for a in acts if not (a.kind == "play" and KIND[a.card] == BEER))

    def explain(self, game: CardState, kind: str, seat: int,
                action: Action) -> tuple[str, str] | None:
        if action.card >= 0 and KIND[action.card] == BEER:
            return ("event_forbids", "The Reverend: no Beer may be played this round")
        return None


def sermon_use(action: Action) -> bool:
    """Whether an answer uses a BANG! card (F5.10, F9-6): a BANG! card played or given
    up in answer (as itself, or as Calamity Janet's Missed!), or a card given or played
    as a BANG! (her Missed! in a Duel, or aimed at a player).  A phase-3 discard and Sid
    Ketchum's pair are not uses of a BANG! card."""
    card = action.card
    if card < 0 or action.kind in ("discard", "sid"):
        return False
    if KIND[card] == BANG or action.kind == "bang":
        return True
    return KIND[card] == MISSED and action.kind == "play" and action.target >= 0


class TheSermon(EventCard):
    """F5.10: in his own turn a player may not use BANG! cards in any way (to shoot, to
    answer a Duel, as Calamity Janet's Missed!); the others may."""

    key = "the_sermon"
    name = "The Sermon"
    clause = "F5.10"

    def legal(self, game: CardState, kind: str, seat: int,
              acts: tuple[Action, ...]) -> tuple[Action, ...]:
        if seat != game.turn_seat or kind not in USE_PROMPTS:
            return acts
        kept = tuple(a for a in acts if not sermon_use(a))
        return kept if kept else acts

    def explain(self, game: CardState, kind: str, seat: int,
                action: Action) -> tuple[str, str] | None:
        if seat == game.turn_seat and sermon_use(action):
            return ("event_forbids", "The Sermon: no BANG! card in your own turn")
        return None


# --- Ghost Town ------------------------------------------------------------------
class GhostTown(EventCard):
    """F5.3: eliminated players take their turns as ghosts: in play (in the seat ring
    for every distance) for their turn, drawing 3, at 0 life and unable to lose or
    regain any, eliminated again at its end with no elimination event (no reward, no
    Vulture Sam unless ``ghost_town_vulture_takes``, no victory check); a ghost never
    counts as living for victory (``death.living_players``)."""

    key = "ghost_town"
    name = "Ghost Town"
    clause = "F5.3"
    revival = True

    def takes_turn(self, game: CardState, seat: int) -> bool:
        # Every eliminated seat: a Part C ghost too (F7.2-1, F7.2-5), since Ghost Town is
        # in a ghost variant's deck only with ``event_revival_cards = "always"`` (F7.1).
        return True

    def run_dead_turn(self, game: CardState, seat: int) -> bool:
        events = game.events
        assert events is not None
        events.ghost_turn = seat
        if game.ghost.ghosts[seat]:
            # F7.2-1, F7.2-5: a Part C ghost sets his own hand aside face down and starts
            # from an empty hand; his variant's immunity does not hold in this turn (he
            # is in play like any Ghost Town ghost), and he draws nothing to four.
            events.aside = game.hands[seat]
            game.hands[seat] = []
            game.emit("ghost_town_sets_aside", seat=seat, count=len(events.aside))
        game.alive[seat] = True
        game.life[seat] = 0
        game.rebuild_distances()
        game.refresh_abilities(seat)
        game.emit("ghost_town_returns", seat=seat)
        game.stack[-1] = Turn(seat, START, 1)  # his turn, as any (no reveal: F5.3-10)
        return False

    def next_turn_seat(self, game: CardState, seat: int, usual: int) -> int:
        # F5.3-1: the turn order does not skip the seats of the eliminated.
        n = game.n
        for k in range(1, n + 1):
            s = (seat + k) % n
            if game.alive[s] or self.takes_turn(game, s):
                return s
        return usual

    def phase_one_count(self, game: CardState, seat: int, count: int) -> int:
        return count + 1 if ghost_of(game) == seat else count  # F5.3-5: 3, not 2

    def hand_limit(self, game: CardState, seat: int, limit: int) -> int:
        # F5.3-7: his limit is his life, 0, so his whole hand goes; it goes at once, just
        # before his cards in play, at the end of the turn (``ghost_leaves``), not card
        # by card: a Suzy Lafayette ghost would otherwise draw a card for every card
        # discarded.  Which card lands on top is still his choice (``end_of_turn``).
        return len(game.hands[seat]) if ghost_of(game) == seat else limit

    def damage(self, game: CardState, target: int, amount: int, source: int) -> int:
        return 0 if ghost_of(game) == target else amount

    def heal(self, game: CardState, seat: int, amount: int) -> int:
        return 0 if ghost_of(game) == seat else amount

    def legal(self, game: CardState, kind: str, seat: int,
              acts: tuple[Action, ...]) -> tuple[Action, ...]:
        if ghost_of(game) != seat:
            return acts
        if kind == "discard_top":
            # F5.3-7, -8: his top card is one of those that go last.
            last = ghost_last_discards(game, seat)
            return tuple(a for a in acts if a.card in last)
        # F9-3: no Beer (he cannot heal) and no Sid Ketchum's pair for a life.
        kept = tuple(a for a in acts if not (
            a.kind == "sid" or a.kind == "beer"
            or (a.kind == "play" and KIND[a.card] == BEER)))
        return kept if kept else acts

    def end_of_turn(self, game: CardState, seat: int, skipped: bool) -> bool:
        if ghost_of(game) != seat:
            return False
        # F5.3-7, -8: the card on top of the discard pile is his choice among the cards
        # that go last (FAQ Q07, A9.3), asked only when another player's ability reads
        # that top (Pedro Ramirez), as at any elimination (``death.give_up_cards``).
        powers = game.powers
        if (len(ghost_last_discards(game, seat)) >= 2
                and any(powers[s].reads_discard_top for s in range(game.n) if s != seat)):
            return game.prompt(seat, "discard_top", public_forced=False)
        ghost_leaves(game, seat, -1)
        return False

    def answer(self, game: CardState, kind: str, action: Action) -> bool:
        seat = ghost_of(game)
        if kind != "discard_top" or seat < 0 or game.decision is None \
                or game.decision.seat != seat:
            return False
        ghost_leaves(game, seat, action.card)
        return True


def vulture_taker(game: CardState, seat: int) -> int:
    """F9-4, F15-1: the Vulture Sam who takes the ghost's cards in play as he leaves
    (``ghost_town_vulture_takes``), or -1."""
    if game.config.ghost_town_vulture_takes and game.tables[seat]:
        return game.holder("vulture_sam", exclude=seat)
    return -1


def ghost_last_discards(game: CardState, seat: int) -> list[int]:
    """F5.3-7, -8: the ghost's cards that go last onto the discard pile: his hand goes in
    phase 3, then his cards in play (unless Vulture Sam takes them, F15-1); so his cards
    in play if he has any there, else his hand."""
    table = game.tables[seat]
    if table and vulture_taker(game, seat) < 0:
        return list(table)
    return list(game.hands[seat])


def ghost_leaves(game: CardState, seat: int, top: int) -> None:
    """F5.3-7, -8: eliminated again at the end of his turn, which is not an elimination
    event: his hand to the discard pile (his phase 3, limit 0), then his cards in play
    (or to Vulture Sam, F9-4), ``top`` (his choice, or -1) last of the cards that go last
    (``ghost_last_discards``); then a Part C ghost takes his own hand back (F7.2-1, -5)."""
    events = game.events
    assert events is not None
    table = game.tables[seat]
    taker = vulture_taker(game, seat)
    # F15-1: his hand is gone in phase 3 (to the discard pile here); Vulture Sam
    # takes what is still in front of him.
    cards = list(game.hands[seat]) + ([] if taker >= 0 else list(table))
    if top >= 0 and top in cards:
        cards.remove(top)
        cards.append(top)
    for card in cards:
        game.to_discard(card)
    if taker >= 0:
        game.hands[taker].extend(table)
        game.emit("vulture_sam_takes", frozenset((taker, seat)), seat=taker, victim=seat,
                  table=list(table), cards=[])
    game.hands[seat] = []
    game.tables[seat] = []
    game.alive[seat] = False
    game.life[seat] = 0
    events.ghost_turn = -1
    game.rebuild_distances()
    game.refresh_abilities(seat)
    game.emit("ghost_town_leaves", seat=seat, cards=cards if taker < 0 else [])
    rules = game.rules
    if game.ghost.ghosts[seat] and isinstance(rules, GhostRules):
        # F7.2-1, F7.2-5: he takes his own hand back; Dead Man's Hand's procedure
        # follows (``after_ghost_town_turn``).
        game.hands[seat] = events.aside
        events.aside = []
        game.emit("ghost_town_takes_back", seat=seat, count=len(game.hands[seat]))
        rules.after_ghost_town_turn(game, seat)


def ghost_of(game: CardState) -> int:
    """The seat playing a Ghost Town turn now, or -1."""
    events = game.events
    return -1 if events is None else events.ghost_turn


class Thirst(EventCard):
    """F5.11: phase 1 draws one card, not two (F6.4 for the phase-1 characters)."""

    key = "thirst"
    name = "Thirst"
    clause = "F5.11"

    def phase_one_count(self, game: CardState, seat: int, count: int) -> int:
        return count - 1 if count > 1 else count


class TrainArrival(EventCard):
    """F5.12: one more card from the deck at the end of phase 1 (after any character's
    own phase 1, F6.4)."""

    key = "train_arrival"
    name = "Train Arrival"
    clause = "F5.12"
    after_phase_one_hook = True

    def after_phase_one(self, game: CardState, seat: int) -> bool:
        game.draw(seat, 1, "train_arrival")
        return False


class HighNoon(EventCard):
    """F5.13 (final, START): each player loses 1 life at the start of his turn, before
    Dynamite and Jail; nobody is responsible.  In force until the game ends."""

    key = "high_noon"
    name = "High Noon"
    clause = "F5.13"
    final = True

    def turn_start(self, game: CardState, seat: int) -> bool:
        game.stack.append(Damage(target=seat, amount=1, source=-1, step=0))
        return False


# --- Handcuffs (The Bullet) --------------------------------------------------------
def legal_handcuffs(game: CardState) -> tuple[Action, ...]:
    """F5.14: one of the four suits."""
    return tuple(Action("suit", arg=i) for i in range(len(SUITS)))


def answer_handcuffs(game: CardState, action: Action) -> None:
    """F5.14: the named suit binds the rest of the turn."""
    events = game.events
    assert events is not None
    events.turn_marks["handcuffs"] = action.arg
    game.emit("handcuffs", seat=game.turn_seat, suit=SUITS[action.arg])


def handcuffed(action: Action, suit: str) -> bool:
    """Whether an answer uses a hand card of another suit than ``suit`` (F5.14); Sid
    Ketchum's pair names its second card in ``arg``."""
    if action.card < 0:
        return False
    if SUIT[action.card] != suit:
        return True
    return action.kind == "sid" and action.arg >= 0 and SUIT[action.arg] != suit


class Handcuffs(EventCard):
    """F5.14 (The Bullet): after phase 1 the player names a suit; for the rest of his
    turn he may play or give up only hand cards of that printed suit (phase-3 discards
    and draw!s are free)."""

    key = "handcuffs"
    name = "Handcuffs"
    clause = "F5.14"
    extra = True
    after_phase_one_hook = True
    prompts: ClassVar[dict[str, tuple[LegalFn, AnswerFn]]] = {
        "handcuffs_suit": (legal_handcuffs, answer_handcuffs)}

    def after_phase_one(self, game: CardState, seat: int) -> bool:
        return game.prompt(seat, "handcuffs_suit")

    def legal(self, game: CardState, kind: str, seat: int,
              acts: tuple[Action, ...]) -> tuple[Action, ...]:
        events = game.events
        assert events is not None
        chosen = events.turn_marks.get("handcuffs", -1)
        if chosen < 0 or seat != game.turn_seat or kind not in USE_PROMPTS:
            return acts
        suit = SUITS[chosen]
        kept = tuple(a for a in acts if not (a.kind != "discard" and handcuffed(a, suit)))
        return kept if kept else acts


# --- New Identity (The Bullet) -----------------------------------------------------
def legal_new_identity(game: CardState) -> tuple[Action, ...]:
    """F5.15: switch to the spare character, or keep the one in play."""
    return (Action("switch"), Action("keep"))


def answer_new_identity(game: CardState, action: Action) -> None:
    """F5.15: the switch is for the rest of the game: life 2 (never above the new
    maximum), the new character's maximum (the Sheriff's +1 kept), hand, cards in play
    and role kept; the old character is set aside face up."""
    events = game.events
    assert events is not None
    seat = game.turn_seat
    spare = events.spares[seat]
    events.spares = events.spares[:]
    events.spares[seat] = ""
    if action.kind != "switch":
        events.turn_marks["kept_identity"] = 1
        return
    old = game.characters[seat]
    life = content.in_use(game.config.content_sets).life
    characters = game.characters[:]  # shared by clones: replaced, never changed
    characters[seat] = spare
    game.characters = characters
    bonus = 1 if game.roles[seat] == SHERIFF and not game.config.three_player else 0
    game.max_life[seat] = life[spare] + bonus
    game.life[seat] = min(2, game.max_life[seat])
    game.copied[seat] = ""
    game.refresh_abilities(seat)
    game.emit("new_identity", seat=seat, character=spare, old=old, life=game.life[seat])


class NewIdentity(EventCard):
    """F5.15 (The Bullet): at the start of his turn a player may switch to his spare
    character (dealt face down at the deal, ``EventState.spares``) for the rest of the
    game, restarting at 2 life; once per game."""

    key = "new_identity"
    name = "New Identity"
    clause = "F5.15"
    extra = True
    prompts: ClassVar[dict[str, tuple[LegalFn, AnswerFn]]] = {
        "new_identity": (legal_new_identity, answer_new_identity)}

    def deal(self, game: CardState, rng: random.Random) -> None:
        """F5.15 setup: every player gets a second character face down, from those
        nobody plays."""
        events = game.events
        assert events is not None
        free = [c.name for c in content.in_use(game.config.content_sets).characters
                if c.name not in game.characters]
        if len(free) >= game.n:
            events.spares = rng.sample(free, game.n)

    def turn_start(self, game: CardState, seat: int) -> bool:
        events = game.events
        assert events is not None
        if not events.spares or not events.spares[seat]:
            return False
        return game.prompt(seat, "new_identity", character=events.spares[seat])


for _card in (Blessing(), Curse(), GhostTown(), GoldRush(), Hangover(), Shootout(),
              TheDaltons(), TheDoctor(), TheReverend(), TheSermon(), Thirst(), TrainArrival(),
              HighNoon(), Handcuffs(), NewIdentity()):
    register_event(_card)
