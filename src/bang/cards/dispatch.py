"""Where every frame and every prompt of the card game goes: the one dispatch table.

``CardGame.advance`` runs the top frame with ``RUN[type(frame)]``; a prompt of kind
``k`` is decided by ``LEGAL[k]`` (the only place its legality is decided) and answered
by ``ANSWER[k]``.  The tables are made of, in order:

1. the turn's own prompts (A3: ``play``, ``discard``);
2. the prompts the content asks (each ability's and card's own: Jesse Jones's
   ``draw_jesse`` ...), from ``bang.cards.content``;
3. the answers out of turn and around a death (A7, A9: ``respond``, ``duel`` ...);
4. each variant's prompts (``Ruleset.prompts``), and its frames through
   ``Ruleset.run_phase``.

``PROMPTS`` lists the kinds of 1-3 and ``VARIANT_PROMPTS`` those of 4, in that order
(the RL observation's one-hot follows it).  Registering content rebuilds the tables.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bang.cards import base as _base  # noqa: F401  (registers the base content set)
from bang.cards import content, death, event_deck, play, responses, turn
from bang.cards import high_noon_events as _high_noon  # noqa: F401  (High Noon's events)
from bang.cards.config import CardConfig
from bang.cards.dead_mans_hand import DeadMansHand
from bang.cards.dead_reckonin import DeadReckonin
from bang.cards.frames import (
    Check,
    Damage,
    Draw,
    DuelFrame,
    Dying,
    Elimination,
    EventStep,
    GhostPhase,
    HandLoss,
    IndiansAnswer,
    Round,
    Shot,
    Steal,
    Store,
    Turn,
)
from bang.cards.state import BASE_RULES, AnswerFn, CardState, LegalFn, Ruleset
from bang.core.errors import ConfigError
from bang.core.protocol import Action


def run_variant_phase(game: CardState, frame: GhostPhase) -> bool:
    """C1, C2: a variant's own frame (``GhostPhase``): its ruleset runs it."""
    return game.rules.run_phase(game, frame)


#: What runs each kind of frame (``CardGame.advance``).
RUN: dict[type, Callable[[CardState, Any], bool]] = {
    Turn: turn.run_turn, Check: turn.run_check, Shot: responses.run_shot,
    Damage: death.run_damage, Dying: death.run_dying, Elimination: death.run_elimination,
    DuelFrame: responses.run_duel, Round: responses.run_round,
    IndiansAnswer: responses.run_indians, Store: responses.run_store,
    Steal: responses.run_steal, Draw: turn.run_draw, GhostPhase: run_variant_phase,
    HandLoss: turn.run_hand_loss, EventStep: event_deck.run_event_step,
}

#: The turn's own prompts (A3).
TURN_PROMPTS: dict[str, tuple[LegalFn, AnswerFn]] = {
    "play": (play.legal_play, play.answer_play),
    "discard": (turn.legal_discard, turn.answer_discard),
}
#: Answers out of turn (A7) and around a death (A9).
ANSWER_PROMPTS: dict[str, tuple[LegalFn, AnswerFn]] = {
    "respond": (responses.legal_respond, responses.answer_respond),
    "duel": (responses.legal_duel, responses.answer_duel),
    "indians": (responses.legal_indians, responses.answer_indians),
    "store_pick": (responses.legal_store_pick, responses.answer_store_pick),
    "choose_card": (responses.legal_choose_card, responses.answer_choose_card),
    "dying": (death.legal_dying, death.answer_dying),
    "discard_top": (death.legal_discard_top, death.answer_discard_top),
}

#: The rulesets by ``ghost_variant``.
RULESETS: dict[str, Ruleset] = {
    "none": BASE_RULES, "dead_reckonin": DeadReckonin(), "dead_mans_hand": DeadMansHand(),
}

LEGAL: dict[str, LegalFn] = {}
ANSWER: dict[str, AnswerFn] = {}
#: The same tables for a game whose deck holds green cards (Dodge City, E4.1,
#: ``CardState.greens``): phase 2 and the answer to a BANG! effect look at the green
#: cards in play too.  A game holds the pair it plays with (``CardState.prompt_tables``).
GREEN_LEGAL: dict[str, LegalFn] = {}
GREEN_ANSWER: dict[str, AnswerFn] = {}
#: The prompts whose green-aware versions replace them in those tables.
GREEN_PROMPTS: dict[str, tuple[LegalFn, AnswerFn]] = {
    "play": (play.legal_play_greens, play.answer_play),
    "respond": (responses.legal_respond_greens, responses.answer_respond_greens),
}
PROMPTS: list[str] = []
VARIANT_PROMPTS: list[str] = []
#: The event decks' prompt kinds (Part F: the deck's own and each event card's), kept
#: apart from the two lists above so the RL observation of a game without events keeps
#: its shape.
EVENT_PROMPT_KINDS: list[str] = []


def rebuild() -> None:
    """Make the prompt tables from their sources (at import, and whenever content is
    registered or removed)."""
    base = {**TURN_PROMPTS, **content.CONTENT_PROMPTS, **ANSWER_PROMPTS}
    variants: dict[str, tuple[LegalFn, AnswerFn]] = {}
    for ruleset in RULESETS.values():
        variants.update(ruleset.prompts)
    clash = set(base) & set(variants)
    if clash:
        raise ConfigError(f"prompt kinds {sorted(clash)} are both the game's and a variant's")
    events = {**event_deck.DECK_PROMPTS, **event_deck.EVENT_PROMPTS}
    clash = (set(base) | set(variants)) & set(events)
    if clash:
        raise ConfigError(f"prompt kinds {sorted(clash)} are both an event card's and"
                          " another's")
    # What a content set may not take (``content.register`` refuses it before changing
    # anything; this rebuild runs once the change is made).
    content.OTHER_PROMPTS.clear()
    content.OTHER_PROMPTS.update(TURN_PROMPTS, ANSWER_PROMPTS, variants, events)
    LEGAL.clear()
    ANSWER.clear()
    for kind, (legal, answer) in (*base.items(), *variants.items(), *events.items()):
        LEGAL[kind] = legal
        ANSWER[kind] = answer
    PROMPTS[:] = list(base)
    VARIANT_PROMPTS[:] = list(variants)
    EVENT_PROMPT_KINDS[:] = list(events)
    GREEN_LEGAL.clear()
    GREEN_ANSWER.clear()
    GREEN_LEGAL.update(LEGAL)
    GREEN_ANSWER.update(ANSWER)
    for kind, (legal, answer) in GREEN_PROMPTS.items():
        GREEN_LEGAL[kind] = legal
        GREEN_ANSWER[kind] = answer
    for source_legal, source_answer, target_legal, target_answer in (
            (LEGAL, ANSWER, EVENT_LEGAL, EVENT_ANSWER),
            (GREEN_LEGAL, GREEN_ANSWER, EVENT_GREEN_LEGAL, EVENT_GREEN_ANSWER)):
        target_legal.clear()
        target_answer.clear()
        for kind, legal_fn in source_legal.items():
            target_legal[kind] = EventLegal(kind, legal_fn)
        for kind, answer_fn in source_answer.items():
            target_answer[kind] = EventAnswer(kind, answer_fn)


class EventLegal:
    """A prompt's legal answers while an event card is in force (Part F): the rules' own,
    as the event changes them (``EventCard.legal``).  A game holds tables of these only
    while an event is in force (``event_deck.put_in_force``), so a game without one
    calls the rules directly.  Pickled by reference to its function, as the tables'
    plain functions are."""

    __slots__ = ("base", "kind")

    def __init__(self, kind: str, base: LegalFn) -> None:
        self.kind = kind
        self.base = base

    def __call__(self, game: CardState) -> tuple[Action, ...]:
        acts = self.base(game)
        ev, decision = game.ev, game.decision
        if ev is None or decision is None:
            return acts
        return ev.legal(game, self.kind, decision.seat, acts)

    def __reduce__(self) -> tuple[Any, ...]:
        return (EventLegal, (self.kind, self.base))

    def __eq__(self, other: object) -> bool:
        """Alike when they wrap the same function for the same prompt (a table rebuilt
        after a registration is the table it was)."""
        return (isinstance(other, EventLegal) and other.kind == self.kind
                and other.base == self.base)

    def __hash__(self) -> int:
        return hash((self.kind, self.base))


class EventAnswer:
    """The effect of an answer while an event card is in force: the event's own for an
    action it added (``EventCard.answer``), otherwise the rules'."""

    __slots__ = ("base", "kind")

    def __init__(self, kind: str, base: AnswerFn) -> None:
        self.kind = kind
        self.base = base

    def __call__(self, game: CardState, action: Action) -> None:
        ev = game.ev
        if ev is None or not ev.answer(game, self.kind, action):
            self.base(game, action)

    def __reduce__(self) -> tuple[Any, ...]:
        return (EventAnswer, (self.kind, self.base))

    def __eq__(self, other: object) -> bool:
        """Alike when they wrap the same function for the same prompt (a table rebuilt
        after a registration is the table it was)."""
        return (isinstance(other, EventAnswer) and other.kind == self.kind
                and other.base == self.base)

    def __hash__(self) -> int:
        return hash((self.kind, self.base))


#: The four tables above as an event in force sees them (``prompt_tables(..., True)``).
EVENT_LEGAL: dict[str, LegalFn] = {}
EVENT_ANSWER: dict[str, AnswerFn] = {}
EVENT_GREEN_LEGAL: dict[str, LegalFn] = {}
EVENT_GREEN_ANSWER: dict[str, AnswerFn] = {}


def prompt_tables(greens: bool, event: bool = False
                  ) -> tuple[dict[str, LegalFn], dict[str, AnswerFn]]:
    """The prompt tables of a game (``GREEN_LEGAL`` and ``GREEN_ANSWER`` if its deck
    holds green cards; their ``EVENT_`` forms while an event card is in force)."""
    if event:
        return ((EVENT_GREEN_LEGAL, EVENT_GREEN_ANSWER) if greens
                else (EVENT_LEGAL, EVENT_ANSWER))
    return (GREEN_LEGAL, GREEN_ANSWER) if greens else (LEGAL, ANSWER)


def ruleset_for(config: CardConfig) -> Ruleset:
    """The ruleset a config plays (its ``ghost_variant``)."""
    return RULESETS[config.ghost_variant]


rebuild()
content.LISTENERS.append(rebuild)
event_deck.EVENT_LISTENERS.append(rebuild)
