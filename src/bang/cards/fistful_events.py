"""A Fistful of Cards' event cards (rules/high-noon-fistful.md F5.16-F5.30), each in one
home: a subclass of ``EventCard`` saying what it changes while in force, registered with
the event deck at import (``bang.cards.event_deck``).

The new choices these cards give are prompts of their own (Blood Brothers, Hard Liquor,
Peyote, Ranch, Russian Roulette, a Ricochet's target, Pedro Ramirez under Abandoned
Mine) or actions added to phase 2's (Sniper, Ricochet), so their legality lives where
every prompt's does: in a legal-answers function, refined by the card's ``legal``.
"""

from __future__ import annotations

from typing import ClassVar

from bang.cards import content
from bang.cards.base_cards import dynamite_check
from bang.cards.base_characters import pedro_ramirez_phase_one
from bang.cards.content import ANSWER_DRAWS, AS_MISSED, GREEN_ANSWER_CARDS
from bang.cards.data import BANG, DEFENCE, DYNAMITE, IS_BLUE, IS_HEART, IS_RED, JAIL, KIND, SIGHT
from bang.cards.event_deck import FISTFUL, EventCard, opener_seat, register_event
from bang.cards.frames import DRAW, Check, Damage, EventStep
from bang.cards.play import answer_play, calamity_bang, may_bang
from bang.cards.responses import answer_cards, discard_answer, start_shot
from bang.cards.state import AnswerFn, CardState, LegalFn, SeatHook, per_kind
from bang.core.protocol import Action

#: The prompts in which a player uses a card of his hand, to play it or to give it up
#: for an effect (Abandoned Mine's wider scope follows these cards, F15-3).
USE_PROMPTS = frozenset(("play", "respond", "duel", "indians", "dying", "roulette",
                         "ricochet_answer"))
DECLINE = Action("decline")
NO_MISSED = Action("no_missed")
GIVE_UP = Action("give_up")


def bang_cards(game: CardState, seat: int) -> list[int]:
    """The hand cards of ``seat`` that are BANG! cards for Sniper and Ricochet (F5.25,
    F5.27, F8: cards named BANG!, and Calamity Janet's Missed!; never a card that only
    has a BANG! symbol)."""
    swap = game.powers[seat].swaps_bang_missed
    return [c for c in game.hands[seat]
            if KIND[c] == BANG or (swap and calamity_bang(game, KIND[c]))]


def may_aim(game: CardState, seat: int, target: int, cards: tuple[int, ...]) -> bool:
    """Whether ``seat`` may aim ``cards`` at ``target`` (a Sniper pair at him, a
    Ricochet's BANG! at his card in play): with ``apache_kid_target_legal`` false, not
    when they would have no effect on him (E6.1 Apache Kid 1, E17-2, F8), as for every
    card of phase 2 (``play.refuse_unaffected``)."""
    return (game.config.apache_kid_target_legal or not game.immune
            or not game.unaffected(target, seat, cards))


def refused_unaffected(game: CardState, seat: int, target: int,
                       cards: tuple[int, ...]) -> tuple[str, str] | None:
    """``IllegalAction``'s reason when ``may_aim`` refuses ``cards`` at ``target``."""
    if 0 <= target < game.n and target != seat and not may_aim(game, seat, target, cards):
        return ("unaffected", f"seat {target} cannot be the target of cards that have no"
                " effect on him")
    return None


def missed_answers(game: CardState, seat: int) -> list[Action]:
    """What ``seat`` may give up as a Missed! outside a BANG! (Russian Roulette, a
    Ricochet, F5.25-26, F8): every hand card that counts as one (Calamity Janet's BANG!,
    Elena Fuente's any card, Dodge) and each ready green Missed! card in play, unless
    cards in play are inert (Lasso; not in force together)."""
    acts = [Action("missed", c) for c in answer_cards(game, seat, AS_MISSED)]
    if game.greens and not game.cards_off(seat, green=True):
        fresh = game.green_new
        acts.extend(Action("use", c) for c in game.tables[seat]
                    if c in GREEN_ANSWER_CARDS and c not in fresh)
    return acts


def give_missed(game: CardState, seat: int, action: Action) -> None:
    """A Missed! effect given up (``missed_answers``): the card goes to the discard pile,
    and Dodge or Bible draws its card (E4.4), as in answer to a BANG!."""
    card = action.card
    if action.kind == "use":
        game.tables[seat].remove(card)
        game.to_discard(card)
        game.emit("respond", seat=seat, card=card, counts_as="missed", used=True)
    else:
        discard_answer(game, seat, card, "missed")
    draws = ANSWER_DRAWS[KIND[card]]
    if draws:
        game.draw(seat, draws, content.KINDS[KIND[card]].key)


def usual_phase_one(game: CardState, seat: int) -> bool:
    """Phase 1 as the rules give it without the event (A3, A12): the seat's ability's own
    draw, or the phase-1 count from the deck; True when it asked a prompt."""
    hook = game.powers[seat].phase_one
    if hook is not None:
        return hook(game, seat)
    game.draw(seat, game.phase_one_count(seat), "phase1")
    return False


def frame_data(game: CardState) -> tuple[int, ...]:
    frame = game.stack[-1]
    assert isinstance(frame, EventStep)
    return frame.data


# --- F5.16 Abandoned Mine ---------------------------------------------------------
def legal_mine_pedro(game: CardState) -> tuple[Action, ...]:
    """F15-2: Pedro Ramirez under Abandoned Mine: every card from the discard pile, or
    (his ability, the places swapped) the first from the deck."""
    return (Action("mine_pile"), Action("mine_deck"))


def answer_mine_pedro(game: CardState, action: Action) -> None:
    """F15-2: the deck's top card first (hidden, his own), then the rest from the
    discard pile; or all of them from the discard pile."""
    seat = game.turn_seat
    count = game.phase_one_count(seat)
    events = game.events
    assert events is not None
    if action.kind == "mine_deck":
        below = events.turn_marks["mine_deck"]
        if below > 0:
            card = game.deck.pop(below - 1)  # the deck's own top, under the pile's cards
            events.turn_marks["mine_deck"] = below - 1
            game.hands[seat].append(card)
            game.emit("draw", frozenset((seat,)), seat=seat, why="phase1", cards=[card])
            count -= 1
    game.draw(seat, count, "phase1")


class AbandonedMine(EventCard):
    """F5.16: phase 1's cards come from the discard pile (from the deck once it is
    empty); a player who took one puts his phase-3 discards face down on the deck
    (``abandoned_mine_scope = "all_played"``: every card he plays until his next turn,
    once its effect has resolved, F15-3).

    Phase 1 draws from the deck as it is, with the discard pile laid on top of it for
    the phase: every character's own phase 1 then takes the discard pile's cards first
    (Kit Carlson looks at its top three and puts one back where it came from; Jesse
    Jones's second card comes from it), and the two piles are parted again at the end
    of phase 1, and while another player's ability draws (Suzy Lafayette, from the
    deck)."""

    key = "abandoned_mine"
    name = "Abandoned Mine"
    deck = FISTFUL
    clause = "F5.16"
    after_phase_one_hook = True
    prompts: ClassVar[dict[str, tuple[LegalFn, AnswerFn]]] = {
        "mine_pedro": (legal_mine_pedro, answer_mine_pedro)}

    def turn_start(self, game: CardState, seat: int) -> bool:
        events = game.events
        assert events is not None
        if f"mine_all.{seat}" in events.marks:
            clear_mine_marks(game, seat)  # F15-3: "until his next turn"
        return False

    def on_cover(self, game: CardState) -> None:
        clear_mine_marks(game, -1)

    def phase_one(self, game: CardState, seat: int) -> int:
        events = game.events
        assert events is not None
        if not game.discard:
            return -1  # nothing to take: the usual phase 1 (and no face-down discards)
        events.turn_marks["mine_taken"] = 0
        join_piles(game)
        if game.powers[seat].phase_one is pedro_ramirez_phase_one:
            return 1 if game.prompt(seat, "mine_pedro") else 0
        return 1 if usual_phase_one(game, seat) else 0

    def after_phase_one(self, game: CardState, seat: int) -> bool:
        events = game.events
        assert events is not None
        marks = events.turn_marks
        if "mine_deck" not in marks:
            return False
        part_piles(game)
        took = marks.pop("mine_taken")
        if took > 0:
            marks["mine_took"] = 1
            game.emit("mine_draws", seat=seat, count=took)
            if game.config.abandoned_mine_scope == "all_played":
                events.marks[f"mine_all.{seat}"] = 1
        return False

    def outside_phase_one(self, game: CardState, seat: int, react: SeatHook) -> None:
        events = game.events
        assert events is not None
        if "mine_deck" not in events.turn_marks:
            react(game, seat)
            return
        # Suzy Lafayette emptied by Jesse Jones in his phase 1: she draws from the deck
        # (F5.16 changes the turn player's phase-1 draws only, F7.3), the piles apart.
        part_piles(game)
        react(game, seat)
        join_piles(game)

    def phase_three_discard(self, game: CardState, seat: int, card: int) -> bool:
        events = game.events
        assert events is not None
        if "mine_took" not in events.turn_marks:
            return False
        face_down(game, seat, card)
        return True

    def answer(self, game: CardState, kind: str, action: Action) -> bool:
        events = game.events
        assert events is not None
        if kind == "kit_return" and "mine_deck" in events.turn_marks:
            note_kit_return(game, action.card)
            return False
        decision = game.decision
        if (decision is None or kind not in USE_PROMPTS
                or f"mine_all.{decision.seat}" not in events.marks):
            return False
        seat = decision.seat
        # F15-3: the cards this answer sends to the discard pile from his hand go face
        # down onto the deck once what they started is over (the stack back down to
        # where it was, or to below the frame answered).
        depth = len(game.stack) - (0 if kind == "play" else 1)
        hand = game.hands[seat]
        for card in (action.card, action.arg if action.kind in ("sid", "sniper") else -1):
            if card >= 0 and card in hand and not IS_BLUE[card]:
                events.marks[f"mine_card.{card}.{seat}"] = depth
        return False

    def legal(self, game: CardState, kind: str, seat: int,
              acts: tuple[Action, ...]) -> tuple[Action, ...]:
        events = game.events
        assert events is not None
        if events.marks:
            settle_face_down(game)
        return acts


def join_piles(game: CardState) -> None:
    """F5.16: for phase 1 the discard pile is laid on the deck, so that every draw of
    phase 1 takes its cards first; the turn's marks say where the deck's part ends
    (``mine_deck``) and how many cards the pile's part holds (``mine_pile``)."""
    events = game.events
    assert events is not None
    marks = events.turn_marks
    marks["mine_deck"] = len(game.deck)
    marks["mine_pile"] = len(game.discard)
    game.deck = game.deck + game.discard
    game.discard = []


def part_piles(game: CardState) -> None:
    """F5.16: the two piles parted again (``join_piles`` undone): what is left of the
    pile's part goes back on the discard pile, with the card Kit Carlson put back if it
    came from there (``mine_back``); the cards taken from the pile are added to the
    turn's ``mine_taken``."""
    events = game.events
    assert events is not None
    marks = events.turn_marks
    below = marks.pop("mine_deck")
    pile = marks.pop("mine_pile")
    back = marks.pop("mine_back", -1)
    joined = game.deck
    if back >= 0 and joined and joined[-1] == back:
        joined = joined[:-1]
    else:
        back = -1
    cut = min(below, len(joined))
    game.deck = joined[:cut]
    rest = joined[cut:]
    if back >= 0:
        rest.append(back)
    game.discard = rest + game.discard
    marks["mine_taken"] = marks.get("mine_taken", 0) + pile - len(rest)


def note_kit_return(game: CardState, card: int) -> None:
    """F5.16: the card Kit Carlson does not keep goes back where it came from: onto the
    discard pile if it was the pile's (he looks at the pile's top three, and at the
    deck's top once the pile is empty), face down onto the deck if it was the deck's
    (A12).  His three cards were taken from the top of the piles laid together, the
    first (``limbo[0]``) from the very top, so the place each held tells its pile."""
    events = game.events
    assert events is not None
    marks = events.turn_marks
    limbo = game.limbo
    if card not in limbo:
        return
    place = len(game.deck) + len(limbo) - 1 - limbo.index(card)
    if place >= marks["mine_deck"]:
        marks["mine_back"] = card


def face_down(game: CardState, seat: int, card: int) -> None:
    """F5.16: ``card`` goes face down on top of the deck: its owner knows it, the others
    see only that a card went there."""
    game.deck.append(card)
    game.emit("mine_face_down", frozenset((seat,)), seat=seat, cards=[card])


def settle_face_down(game: CardState) -> None:
    """F15-3: every card noted by ``AbandonedMine.answer`` (``mine_card.<card>.<seat>``:
    the depth it was played at) whose effect has resolved (the stack is back at that
    depth) and that is still on the discard pile goes face down on the deck, in the
    order played."""
    events = game.events
    assert events is not None
    depth = len(game.stack)
    for key in [k for k in events.marks if k.startswith("mine_card.")]:
        if events.marks[key] < depth:
            continue
        del events.marks[key]
        _, card, seat = key.split(".")
        if int(card) in game.discard:
            game.discard.remove(int(card))
            face_down(game, int(seat), int(card))


def clear_mine_marks(game: CardState, seat: int) -> None:
    """F15-3: ``seat``'s period (-1: every seat's, the card is covered) ends; what he
    played and has resolved goes face down first."""
    events = game.events
    assert events is not None
    settle_face_down(game)
    ends = ("mine_all.", "mine_card.")
    for key in [k for k in events.marks if k.startswith(ends)]:
        if seat < 0 or key.endswith(f".{seat}"):
            del events.marks[key]


# --- F5.17 Ambush -----------------------------------------------------------------
class Ambush(EventCard):
    """F5.17, F6.2: the base distance between any two players is 1, changed only by the
    cards in play (Mustang, Scope, Hideout, Binocular), never below 1; with
    ``ambush_character_modifiers`` Paul Regret and Rose Doolan count too."""

    key = "ambush"
    name = "Ambush"
    deck = FISTFUL
    clause = "F5.17"
    custom_distance = True

    def distance(self, game: CardState, a: int, b: int) -> int:
        if game.config.ambush_character_modifiers:
            d = 1 + game.defence(b) - game.sight(a)
        else:
            off = game.tables_off
            far = 0 if off and game.cards_off(b) else per_kind(game.tables[b], DEFENCE)
            near = 0 if off and game.cards_off(a) else per_kind(game.tables[a], SIGHT)
            d = 1 + far - near
        return d if d > 1 else 1


# --- F5.18 Blood Brothers ---------------------------------------------------------
def blood_targets(game: CardState, seat: int) -> list[int]:
    """F5.18, F15-5: another living player below his maximum life, at any distance, if
    ``seat`` has more than 1 life to give."""
    if game.life[seat] <= 1:
        return []
    return [t for t in game.others(seat) if game.life[t] < game.max_life[t]]


def legal_blood_brothers(game: CardState) -> tuple[Action, ...]:
    """F5.18: give one life point to one of ``blood_targets``, or not."""
    seat = game.turn_seat
    return (*(Action("give", target=t) for t in blood_targets(game, seat)), DECLINE)


def answer_blood_brothers(game: CardState, action: Action) -> None:
    """F5.18: he loses 1 life (nobody responsible: Bart Cassidy draws for it), then the
    other regains 1."""
    if action.kind != "give":
        return
    seat = game.turn_seat
    game.emit("blood_brothers", seat=seat, target=action.target)
    game.stack.append(EventStep(BloodBrothers.key, 0, (action.target,)))
    game.stack.append(Damage(target=seat, amount=1, source=-1, step=0))


class BloodBrothers(EventCard):
    """F5.18 (START): at the start of his turn a player may lose 1 life (not his last)
    to make another player below full life regain 1; once a turn."""

    key = "blood_brothers"
    name = "Blood Brothers"
    deck = FISTFUL
    clause = "F5.18"
    prompts: ClassVar[dict[str, tuple[LegalFn, AnswerFn]]] = {
        "blood_brothers": (legal_blood_brothers, answer_blood_brothers)}

    def turn_start(self, game: CardState, seat: int) -> bool:
        if not blood_targets(game, seat):
            return False
        return game.prompt(seat, "blood_brothers")

    def run_phase(self, game: CardState, frame: EventStep) -> bool:
        game.stack.pop()
        target = frame.data[0]
        if game.alive[target]:
            game.heal(target, 1)
        return False


# --- F5.19 Dead Man ---------------------------------------------------------------
class DeadMan(EventCard):
    """F5.19: when play reaches the seat of the player eliminated first, he comes back
    with 2 life (capped) and 2 cards and plays that turn normally; once a game.  A Part
    C ghost (``event_revival_cards = "always"``) first gives up his ghost hand and
    prediction (F7.2-3, -6)."""

    key = "dead_man"
    name = "Dead Man"
    deck = FISTFUL
    clause = "F5.19"
    revival = True

    def takes_turn(self, game: CardState, seat: int) -> bool:
        events = game.events
        assert events is not None
        return (seat == events.first_dead and not game.alive[seat]
                and "dead_man" not in events.marks)

    def next_turn_seat(self, game: CardState, seat: int, usual: int) -> int:
        n = game.n
        for k in range(1, n):
            s = (seat + k) % n
            if s == usual:
                return usual
            if self.takes_turn(game, s):
                return s
        return usual

    def run_dead_turn(self, game: CardState, seat: int) -> bool:
        events = game.events
        assert events is not None
        events.marks["dead_man"] = 1
        ghost = game.ghost
        if ghost.ghosts and ghost.ghosts[seat]:
            # F7.2-3, -6: he stops being a Part C ghost: his ghost cards go to the
            # discard pile (F15-6) and his prediction is void.
            for card in game.hands[seat]:
                game.to_discard(card)
            game.hands[seat].clear()
            ghost.ghosts[seat] = False
            ghost.predictions[seat] = -1
        game.alive[seat] = True
        game.life[seat] = min(2, game.max_life[seat])
        game.rebuild_distances()
        game.refresh_abilities(seat)
        game.emit("dead_man", seat=seat, life=game.life[seat])
        game.draw(seat, 2, "dead_man")
        return False  # his turn now runs as any living player's


# --- F5.20 Hard Liquor ------------------------------------------------------------
def legal_hard_liquor(game: CardState) -> tuple[Action, ...]:
    """F5.20: skip phase 1 for a life point, or draw as usual."""
    return (Action("liquor"), Action("phase_one"))


def answer_hard_liquor(game: CardState, action: Action) -> None:
    """F5.20: the life point (capped), or phase 1 as the rules give it."""
    seat = game.turn_seat
    if action.kind == "liquor":
        game.heal(seat, 1)
        game.emit("hard_liquor", seat=seat, life=game.life[seat])
        return
    game.stack.append(EventStep(HardLiquor.key, 0, (seat,)))


class HardLiquor(EventCard):
    """F5.20 (PH1): instead of his phase 1 (character abilities included) a player may
    regain 1 life, if below his maximum (``hard_liquor_at_full_life``: at any life)."""

    key = "hard_liquor"
    name = "Hard Liquor"
    deck = FISTFUL
    clause = "F5.20"
    prompts: ClassVar[dict[str, tuple[LegalFn, AnswerFn]]] = {
        "hard_liquor": (legal_hard_liquor, answer_hard_liquor)}

    def phase_one(self, game: CardState, seat: int) -> int:
        if game.life[seat] >= game.max_life[seat] and not game.config.hard_liquor_at_full_life:
            return -1
        return 1 if game.prompt(seat, "hard_liquor") else 0

    def run_phase(self, game: CardState, frame: EventStep) -> bool:
        game.stack.pop()
        return usual_phase_one(game, frame.data[0])


# --- F5.21 Lasso ------------------------------------------------------------------
class Lasso(EventCard):
    """F5.21: cards in play in front of players have no effect (``CardState.cards_off``:
    weapons, Mustang, Scope, Barrel, Volcanic, green cards); Jail and Dynamite are
    dormant (no draw!, they stay), or with ``lasso_jail_dynamite = "check_no_effect"``
    draw! without effect (the Jail is discarded, the Dynamite passes)."""

    key = "lasso"
    name = "Lasso"
    deck = FISTFUL
    clause = "F5.21"
    tables_inert = True

    def start_checks(self, game: CardState, seat: int) -> bool:
        return game.config.lasso_jail_dynamite == "check_no_effect"

    def check_outcome(self, game: CardState, seat: int, kind: int, card: int,
                      flipped: int) -> int:
        if kind == DYNAMITE:
            return dynamite_check(game, seat, card, -1)  # passes, never explodes
        if kind == JAIL:
            game.tables[seat].remove(card)
            game.to_discard(card)
            game.emit("lasso_no_effect", seat=seat, card=card)
            return DRAW
        return -1

    def legal(self, game: CardState, kind: str, seat: int,
              acts: tuple[Action, ...]) -> tuple[Action, ...]:
        if kind != "play" or not game.greens:
            return acts
        return tuple(a for a in acts if a.kind != "use")  # green cards in play: inert

    def explain(self, game: CardState, kind: str, seat: int,
                action: Action) -> tuple[str, str] | None:
        if kind == "play" and action.kind == "use":
            return ("event_forbids", "Lasso: cards in play have no effect this round")
        return None


# --- F5.22 Law of the West --------------------------------------------------------
class LawOfTheWest(EventCard):
    """F5.22: the second card that enters a player's hand in phase 1 is shown; while it
    is a legal play of his phase 2, he may not end the phase (F9-7)."""

    key = "law_of_the_west"
    name = "Law of the West"
    deck = FISTFUL
    clause = "F5.22"
    after_phase_one_hook = True

    def phase_one(self, game: CardState, seat: int) -> int:
        events = game.events
        assert events is not None
        events.turn_marks["law_base"] = len(game.hands[seat])
        return -1

    def after_phase_one(self, game: CardState, seat: int) -> bool:
        events = game.events
        assert events is not None
        base = events.turn_marks.pop("law_base", -1)
        hand = game.hands[seat]
        if base >= 0 and len(hand) >= base + 2:
            card = hand[base + 1]
            events.turn_marks["law"] = card
            game.emit("law_of_the_west", seat=seat, card=card)
        return False

    def duty(self, game: CardState, seat: int, acts: tuple[Action, ...]) -> int:
        """The shown card while it must still be played (a legal play now), or -1."""
        events = game.events
        assert events is not None
        card = events.turn_marks.get("law", -1)
        if card < 0 or seat != game.turn_seat or card not in game.hands[seat]:
            return -1
        return card if any(a.kind == "play" and a.card == card for a in acts) else -1

    def legal(self, game: CardState, kind: str, seat: int,
              acts: tuple[Action, ...]) -> tuple[Action, ...]:
        if kind != "play" or self.duty(game, seat, acts) < 0:
            return acts
        return tuple(a for a in acts if a.kind != "end")

    def explain(self, game: CardState, kind: str, seat: int,
                action: Action) -> tuple[str, str] | None:
        if kind == "play" and action.kind == "end":
            acts = game.legal_of[kind](game)  # (with the event's filter: the card stays)
            if self.duty(game, seat, acts) >= 0:
                return ("event_forbids",
                        "Law of the West: play the card you showed before ending the phase")
        return None


# --- F5.23 Peyote -----------------------------------------------------------------
RED, BLACK = 0, 1


def legal_peyote(game: CardState) -> tuple[Action, ...]:
    """F5.23: guess red or black; after a right guess, stop (``peyote_may_stop``)."""
    events = game.events
    assert events is not None
    guesses = (Action("guess", arg=RED), Action("guess", arg=BLACK))
    if events.turn_marks.get("peyote", 0) and game.config.peyote_may_stop:
        return (*guesses, Action("stop"))
    return guesses


def answer_peyote(game: CardState, action: Action) -> None:
    """F5.23: the top card is drawn and shown: kept on a right guess (and he guesses
    again), discarded on a wrong one (phase 1 ends)."""
    seat = game.turn_seat
    events = game.events
    assert events is not None
    if action.kind == "stop":
        return
    card = game.take_top()
    if card < 0:
        return  # no card left anywhere: phase 1 is over
    if IS_RED[card] == (action.arg == RED):
        game.hands[seat].append(card)
        game.emit("peyote_right", seat=seat, card=card)
        events.turn_marks["peyote"] = events.turn_marks.get("peyote", 0) + 1
        game.stack.append(EventStep(Peyote.key, 0, (seat,)))
        return
    game.to_discard(card)
    game.emit("peyote_wrong", seat=seat, card=card)


class Peyote(EventCard):
    """F5.23 (PH1): instead of drawing, the player guesses the colour of the deck's top
    card (printed suit), again and again: each right guess keeps the card, the first
    wrong one discards it and ends phase 1.  Character phase-1 abilities do not apply,
    nor Lucky Duke's (not a draw!)."""

    key = "peyote"
    name = "Peyote"
    deck = FISTFUL
    clause = "F5.23"
    prompts: ClassVar[dict[str, tuple[LegalFn, AnswerFn]]] = {
        "peyote": (legal_peyote, answer_peyote)}

    def phase_one(self, game: CardState, seat: int) -> int:
        return 1 if game.prompt(seat, "peyote") else 0

    def run_phase(self, game: CardState, frame: EventStep) -> bool:
        game.stack.pop()
        return game.prompt(frame.data[0], "peyote")


# --- F5.24 Ranch ------------------------------------------------------------------
def legal_ranch(game: CardState) -> tuple[Action, ...]:
    """F5.24: one more hand card to exchange, or done."""
    seat = frame_data(game)[0]
    return (*(Action("ranch", c) for c in game.hands[seat]), Action("ranch_done"))


def answer_ranch(game: CardState, action: Action) -> None:
    """F5.24: each chosen card is discarded; once done he draws as many from the deck."""
    seat, count = frame_data(game)
    if action.kind == "ranch":
        game.remove_from_hand(seat, action.card)
        game.to_discard(action.card)
        game.emit("discard", seat=seat, card=action.card)
        game.stack[-1] = EventStep(Ranch.key, 0, (seat, count + 1))
        return
    game.stack.pop()
    if count:
        game.emit("ranch", seat=seat, count=count)
        game.draw(seat, count, "ranch")
    game.after_hand_loss(seat)


class Ranch(EventCard):
    """F5.24: once, at the end of his phase 1 (``ranch_timing = "end_of_phase2"``: when
    he ends phase 2, before the hand limit, F15-4), a player may discard any number of
    hand cards and draw as many from the deck."""

    key = "ranch"
    name = "Ranch"
    deck = FISTFUL
    clause = "F5.24"
    after_phase_one_hook = True
    prompts: ClassVar[dict[str, tuple[LegalFn, AnswerFn]]] = {
        "ranch": (legal_ranch, answer_ranch)}

    def after_phase_one(self, game: CardState, seat: int) -> bool:
        if game.config.ranch_timing == "end_of_phase1" and game.hands[seat]:
            game.stack.append(EventStep(self.key, 0, (seat, 0)))
        return False

    def answer(self, game: CardState, kind: str, action: Action) -> bool:
        if (kind != "play" or action.kind != "end"
                or game.config.ranch_timing != "end_of_phase2"):
            return False
        seat = game.turn_seat
        answer_play(game, action)  # phase 2 ends (the turn goes to phase 3)
        if game.hands[seat]:
            game.stack.append(EventStep(self.key, 0, (seat, 0)))
        return True

    def run_phase(self, game: CardState, frame: EventStep) -> bool:
        seat = frame.data[0]
        return game.prompt(seat, "ranch", public_forced=not game.hands[seat])


# --- F5.25 Ricochet ---------------------------------------------------------------
def legal_ricochet_answer(game: CardState) -> tuple[Action, ...]:
    """F5.25: the owner saves his card with a Missed! effect, or lets it go."""
    owner = frame_data(game)[0]
    return (*missed_answers(game, owner), GIVE_UP)


def answer_ricochet_answer(game: CardState, action: Action) -> None:
    """F5.25: a Missed! keeps the card in play; otherwise it is discarded (nobody loses
    life)."""
    owner, card, shooter = frame_data(game)
    game.stack.pop()
    if action.kind != "give_up":
        give_missed(game, owner, action)
        game.emit("ricochet_saved", seat=owner, card=card)
        return
    if card in game.tables[owner]:
        game.tables[owner].remove(card)
        game.to_discard(card)
        game.emit("discard_from_table", seat=shooter, victim=owner, card=card)


class Ricochet(EventCard):
    """F5.25, F9-12: in his phase 2 a player may discard a BANG! card against a card in
    play in front of another player (any distance, outside the BANG! limit); it is
    discarded unless its owner plays a Missed! effect (Barrels do not help)."""

    key = "ricochet"
    name = "Ricochet"
    deck = FISTFUL
    clause = "F5.25"
    prompts: ClassVar[dict[str, tuple[LegalFn, AnswerFn]]] = {
        "ricochet_answer": (legal_ricochet_answer, answer_ricochet_answer)}

    def offers(self, game: CardState, seat: int) -> list[Action]:
        shots = bang_cards(game, seat)
        if not shots:
            return []
        return [Action("ricochet", c, t, aim) for t in game.others(seat)
                for aim in game.tables[t] for c in shots if may_aim(game, seat, t, (c,))]

    def legal(self, game: CardState, kind: str, seat: int,
              acts: tuple[Action, ...]) -> tuple[Action, ...]:
        if kind != "play":
            return acts
        extra = self.offers(game, seat)
        return (*acts[:-1], *extra, acts[-1]) if extra else acts

    def answer(self, game: CardState, kind: str, action: Action) -> bool:
        if kind != "play" or action.kind != "ricochet":
            return False
        seat = game.turn_seat
        game.remove_from_hand(seat, action.card)
        game.to_discard(action.card)
        game.emit("discard", seat=seat, card=action.card)
        game.emit("ricochet", seat=seat, target=action.target, card=action.arg)
        game.after_hand_loss(seat)
        game.hand_used(seat, 1)
        if game.immune and game.unaffected(action.target, seat, (action.card,)):
            # F8: Apache Kid ignores a ♦ BANG! aimed at his cards; the card is spent.
            game.emit("no_effect", seat=action.target, source=seat, card=action.card)
            return True
        game.stack.append(EventStep(self.key, 0, (action.target, action.arg, seat)))
        return True

    def run_phase(self, game: CardState, frame: EventStep) -> bool:
        owner, card, _ = frame.data
        if not game.alive[owner] or card not in game.tables[owner]:
            game.stack.pop()
            return False
        return game.prompt(owner, "ricochet_answer", public_forced=not game.hands[owner],
                           card=card, source=frame.data[2])

    def explain(self, game: CardState, kind: str, seat: int,
                action: Action) -> tuple[str, str] | None:
        if action.kind != "ricochet":
            return None
        if kind != "play":
            return ("wrong_kind", "Ricochet is played in your phase 2")
        if action.card not in bang_cards(game, seat):
            return ("not_playable", "Ricochet needs a BANG! card from your hand")
        if action.target == seat or action.target not in game.others(seat):
            return ("bad_target", "Ricochet aims at a card in front of another player")
        if action.arg in game.tables[action.target]:
            why = refused_unaffected(game, seat, action.target, (action.card,))
            if why is not None:
                return why
        return ("bad_target", "that player has no such card in play")


# --- F5.26 Russian Roulette -------------------------------------------------------
def legal_roulette(game: CardState) -> tuple[Action, ...]:
    """F5.26: a Missed! effect, or (``roulette_may_decline``, or with none) not."""
    seat = frame_data(game)[0]
    answers = missed_answers(game, seat)
    if answers and not game.config.roulette_may_decline:
        return tuple(answers)
    return (*answers, NO_MISSED)


def answer_roulette(game: CardState, action: Action) -> None:
    """F5.26: a discarded Missed! passes the Roulette to the next living player
    clockwise; the first who does not discard one loses 2 life (nobody responsible)."""
    seat = frame_data(game)[0]
    if action.kind == "no_missed":
        game.stack.pop()
        game.emit("roulette_loses", seat=seat)
        game.stack.append(Damage(target=seat, amount=2, source=-1, step=0))
        return
    give_missed(game, seat, action)
    nxt = seat
    for k in range(1, game.n + 1):
        nxt = (seat + k) % game.n
        if game.alive[nxt]:
            break
    game.stack[-1] = EventStep(RussianRoulette.key, 0, (nxt,))


class RussianRoulette(EventCard):
    """F5.26 (ENTRY): from the Sheriff (the round's opener), each living player in turn
    discards a Missed! effect, round the table as often as needed, until one does not:
    he loses 2 life."""

    key = "russian_roulette"
    name = "Russian Roulette"
    deck = FISTFUL
    clause = "F5.26"
    prompts: ClassVar[dict[str, tuple[LegalFn, AnswerFn]]] = {
        "roulette": (legal_roulette, answer_roulette)}

    def on_reveal(self, game: CardState) -> bool:
        game.stack.append(EventStep(self.key, 0, (opener_seat(game),)))
        return False

    def run_phase(self, game: CardState, frame: EventStep) -> bool:
        seat = frame.data[0]
        if not game.alive[seat]:
            game.stack.pop()
            return False
        return game.prompt(seat, "roulette", public_forced=not game.hands[seat])


# --- F5.27 Sniper -----------------------------------------------------------------
class Sniper(EventCard):
    """F5.27, F9-13, F9-14: in his turn a player may discard two BANG! cards together at
    one player in range: one BANG! that only two Missed! effects cancel (Barrel draw!s
    count one each; Slab the Killer's needs no more), using the turn's BANG!
    (``sniper_uses_bang_limit``)."""

    key = "sniper"
    name = "Sniper"
    deck = FISTFUL
    clause = "F5.27"

    def offers(self, game: CardState, seat: int) -> list[Action]:
        shots = sorted(bang_cards(game, seat))
        if len(shots) < 2:
            return []
        if game.config.sniper_uses_bang_limit and not may_bang(game, seat):
            return []
        reach = game.weapon_range(seat)
        distances = game.distances_from(seat)
        targets = [t for t in game.others(seat) if distances[t] <= reach]
        return [Action("sniper", a, t, b) for t in targets
                for i, a in enumerate(shots) for b in shots[i + 1:]
                if may_aim(game, seat, t, (a, b))]

    def legal(self, game: CardState, kind: str, seat: int,
              acts: tuple[Action, ...]) -> tuple[Action, ...]:
        if kind != "play":
            return acts
        extra = self.offers(game, seat)
        return (*acts[:-1], *extra, acts[-1]) if extra else acts

    def answer(self, game: CardState, kind: str, action: Action) -> bool:
        if kind != "play" or action.kind != "sniper":
            return False
        seat = game.turn_seat
        pair = (action.card, action.arg)
        for card in pair:
            game.remove_from_hand(seat, card)
            game.to_discard(card)
        game.emit("sniper", seat=seat, target=action.target, cards=list(pair))
        if game.config.sniper_uses_bang_limit:
            game.bangs_played += 1
        game.after_hand_loss(seat)
        game.hand_used(seat, 2)
        if game.immune and game.unaffected(action.target, seat, pair):
            # F8: Apache Kid ignores a pair of ♦ cards (both: as Doc Holyday's pair,
            # E6.1 Apache 6); the turn's BANG! is still spent.
            game.emit("no_effect", seat=action.target, source=seat, card=action.card)
            return True
        start_shot(game, action.target, seat, action.card, 2)
        return True

    def explain(self, game: CardState, kind: str, seat: int,
                action: Action) -> tuple[str, str] | None:
        if action.kind != "sniper":
            return None
        if kind != "play":
            return ("wrong_kind", "Sniper is played in your phase 2")
        shots = bang_cards(game, seat)
        if action.card == action.arg or action.card not in shots or action.arg not in shots:
            return ("not_playable", "Sniper needs two BANG! cards from your hand")
        if game.config.sniper_uses_bang_limit and not may_bang(game, seat):
            return ("bang_limit", "Sniper counts as your BANG! of this turn")
        why = refused_unaffected(game, seat, action.target, (action.card, action.arg))
        if why is not None:
            return why
        swapped = Action("sniper", action.arg, action.target, action.card)
        if swapped in self.offers(game, seat):
            return ("bad_choice", "Sniper names its two cards lower id first:"
                    f" {swapped.format()}")
        return ("out_of_range", "Sniper's target must be in range of your weapon")


# --- F5.28 The Judge --------------------------------------------------------------
class TheJudge(EventCard):
    """F5.28: no card may be played in front of any player (blue and green cards, Jail,
    Dynamite); cards already in play still work, and Dynamite still passes."""

    key = "the_judge"
    name = "The Judge"
    deck = FISTFUL
    clause = "F5.28"

    def legal(self, game: CardState, kind: str, seat: int,
              acts: tuple[Action, ...]) -> tuple[Action, ...]:
        if kind != "play":
            return acts
        return tuple(a for a in acts if not (a.kind == "play" and IS_BLUE[a.card]))

    def explain(self, game: CardState, kind: str, seat: int,
                action: Action) -> tuple[str, str] | None:
        if action.kind == "play" and action.card >= 0 and IS_BLUE[action.card]:
            return ("event_forbids", "The Judge: no card may be played in front of anyone")
        return None


# --- F5.29 Vendetta ---------------------------------------------------------------
class Vendetta(EventCard):
    """F5.29, F9-1: at the end of his turn (not one skipped by Jail, nor when he died in
    it) a player draws!; on ♥ he plays another whole turn at once, which neither draws!
    again nor reveals an event."""

    key = "vendetta"
    name = "Vendetta"
    deck = FISTFUL
    clause = "F5.29"

    def turn_start(self, game: CardState, seat: int) -> bool:
        events = game.events
        assert events is not None
        if events.extra_turn == seat:
            events.turn_marks["vendetta_extra"] = 1
        return False

    def end_of_turn(self, game: CardState, seat: int, skipped: bool) -> bool:
        events = game.events
        assert events is not None
        if "vendetta_extra" in events.turn_marks:
            events.extra_turn = -1
            return False
        if skipped:
            return False
        game.stack.append(EventStep(self.key, 0, (seat,)))
        game.stack.append(Check(seat, "vendetta"))
        return False

    def run_phase(self, game: CardState, frame: EventStep) -> bool:
        game.stack.pop()
        seat = frame.data[0]
        card = game.check_card
        if card >= 0 and game.alive[seat] and (
                IS_HEART[card] if not game.forced_suit else game.forced_suit == "♥"):
            events = game.events
            assert events is not None
            events.extra_turn = seat
            game.emit("vendetta", seat=seat)
        return False

    def next_turn_seat(self, game: CardState, seat: int, usual: int) -> int:
        events = game.events
        assert events is not None
        if events.extra_turn == seat and "vendetta_extra" not in events.turn_marks:
            if game.alive[seat]:
                return seat
            # F5.29 is a living player's whole turn: one who is out when it would begin
            # (a revived Dead Man who is a ghost again, F7.2-3) loses it, and play goes on
            # to the left instead of giving his ghost turn after turn.
            events.extra_turn = -1
        return usual


# --- F5.30 A Fistful of Cards -----------------------------------------------------
class AFistfulOfCards(EventCard):
    """F5.30 (final, START), F9-16: at the start of his turn, before Dynamite and Jail,
    a player is the target of one BANG! per card in his hand, counted once: from
    nobody (no range, no limit, nobody responsible, no Slab), each answered as usual.
    In force until the game ends."""

    key = "a_fistful_of_cards"
    name = "A Fistful of Cards"
    deck = FISTFUL
    clause = "F5.30"
    final = True

    def turn_start(self, game: CardState, seat: int) -> bool:
        count = len(game.hands[seat])
        if count:
            game.emit("fistful_bangs", seat=seat, amount=count)
            game.stack.append(EventStep(self.key, 0, (seat, count)))
        return False

    def run_phase(self, game: CardState, frame: EventStep) -> bool:
        seat, left = frame.data
        if left <= 0 or not game.alive[seat]:
            game.stack.pop()  # F5.30: a dead player's remaining BANG!s lapse
            return False
        game.stack[-1] = EventStep(self.key, 0, (seat, left - 1))
        start_shot(game, seat, -1, -1, 1)
        return False


#: Every card of the deck, in the order of F2.
FISTFUL_EVENTS: tuple[EventCard, ...] = (
    AbandonedMine(), Ambush(), BloodBrothers(), DeadMan(), HardLiquor(), Lasso(),
    LawOfTheWest(), Peyote(), Ranch(), Ricochet(), RussianRoulette(), Sniper(), TheJudge(),
    Vendetta(), AFistfulOfCards())

for _card in FISTFUL_EVENTS:
    register_event(_card)
