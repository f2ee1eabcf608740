"""Observations: one seat's view turned into a flat vector with named slices.

Only the view reaches these encoders (``game.view(seat)``, the engines' one redaction
function), so an observation can hold nothing the seat may not know; the swap-twin
tests check it.  Everything about other players is laid out *relative to the
observer*: slot 0 is the observer, slot 1 his left neighbour, and so on, to 8 slots;
the slots of a smaller table stay zero.  The same holds for the seats in the pending
prompt and in the recent events, and for the seats of the action codec.

A :class:`Layout` lists the slices (name, size, upper bound, meaning); docs/rl.md prints
it with :func:`layout_table`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from numpy.typing import NDArray

from bang.cards.data import CHARACTERS as CARD_CHARACTERS
from bang.cards.data import KIND, KIND_NAMES
from bang.cards.dispatch import PROMPTS as CARD_BASE_PROMPTS
from bang.cards.dispatch import VARIANT_PROMPTS as CARD_VARIANT_PROMPTS
from bang.cards.view import CardView
from bang.core.protocol import Action, Event, parse_action
from bang.core.seats import distance_table
from bang.dice.data import CHARACTERS as DICE_CHARACTERS
from bang.dice.data import FACES, ROLES
from bang.dice.turn import DECISION_KINDS as DICE_PROMPTS
from bang.dice.view import DiceView
from bang.rl.codec import MAX_SEATS

Obs = NDArray[np.float32]

#: Events kept in an observation, newest last.
DICE_EVENTS_KEPT = 8
CARD_EVENTS_KEPT = 12

#: Event kinds each game reports (docs/dice_protocol.md and the card engine's log); an
#: event of another kind counts in the last column, "other".
DICE_EVENT_KINDS = (
    "setup", "turn", "roll", "indians", "dynamite", "shoot", "damage", "bart_cassidy",
    "pedro_ramirez", "el_gringo", "beer", "gatling", "kit_carlson", "sid_ketchum",
    "suzy_lafayette", "vulture_sam", "eliminated", "game_over", "round_limit",
)
CARD_EVENT_KINDS = (
    "game_start", "turn", "turn_end", "draw", "play", "end_play", "discard", "discard_all",
    "respond", "missed", "barrel_cancels", "damage", "heal", "beer_save", "saved", "check",
    "eliminated", "sheriff_penalty", "game_over", "reshuffle", "store_reveals",
    "store_pick", "take_from_hand", "take_from_table", "discard_from_hand",
    "discard_from_table", "take_discard", "dynamite_passes", "dynamite_explodes",
    "jail_escaped", "jail_skips_turn", "weapon_replaced", "black_jack_reveals",
    "kit_returns", "lucky_duke_chooses", "sid_ketchum", "vulture_sam_takes", "auto",
    "ghost_turn", "ghost_contest", "ghost_contest_choice", "ghost_action", "ghost_action_void",
    "ghost_again",
    "ghost_heals", "ghost_revived", "ghost_scares", "ghost_spooks_hand",
    "ghost_spooks_table", "ghost_will_discards", "ghost_will_draws", "ghost_will_gives",
    "ghost_reshuffle", "ghost_will_returns", "prediction", "prediction_scores", "dmh_shoot",
    "dmh_forfeit", "dmh_sits_out", "dmh_showdown", "round_limit",
)
CARD_PROMPTS = (*CARD_BASE_PROMPTS, *CARD_VARIANT_PROMPTS)
CARD_KINDS = len(KIND_NAMES)
#: Card ids the flat per-id tables cover (both decks).
_CARD_IDS_MAX = len(KIND)
DICE_SOURCES = ("die0", "die1", "die2", "die3", "die4", "gatling")


@dataclass(frozen=True)
class Part:
    """One named slice of an observation."""

    name: str
    size: int
    high: float
    meaning: str


class Layout:
    """The slices of one game's observation vector, in order."""

    def __init__(self, name: str, parts: Iterable[Part]) -> None:
        self.name = name
        self.parts = tuple(parts)
        self.slices: dict[str, slice] = {}
        start = 0
        for p in self.parts:
            self.slices[p.name] = slice(start, start + p.size)
            start += p.size
        self.size = start
        self.high = np.concatenate(
            [np.full(p.size, p.high, dtype=np.float32) for p in self.parts])

    def offset(self, name: str) -> int:
        return int(self.slices[name].start)

    def split(self, obs: Obs) -> dict[str, Obs]:
        """The observation cut into its named slices (for reading and for tests)."""
        return {name: obs[s] for name, s in self.slices.items()}


def layout_table(layout: Layout) -> str:
    """The layout as the Markdown table of docs/rl.md."""
    lines = [f"Observation `{layout.name}`: `Box(0, high, ({layout.size},), float32)`.", "",
             "| slice | first | size | high | holds |", "|---|---:|---:|---:|---|"]
    for p in layout.parts:
        s = layout.slices[p.name]
        lines.append(f"| `{p.name}` | {s.start} | {p.size} | {p.high:g} | {p.meaning} |")
    return "\n".join(lines)


Sparse = dict[int, float]


def _put(out: Sparse, at: int, values: Sequence[float]) -> None:
    """Write ``values`` from index ``at`` (zeros need no writing)."""
    for i, value in enumerate(values):
        if value:
            out[at + i] = value


def _dense(out: Sparse, size: int) -> Obs:
    """The vector of the sparse ``{index: value}`` an encoder wrote (observations are
    mostly zeros: a sparse build is several times cheaper than a dense list)."""
    obs = np.zeros(size, np.float32)
    if out:
        obs[np.fromiter(out, np.intp, len(out))] = np.fromiter(out.values(), np.float32,
                                                               len(out))
    return obs


_DISTANCES: dict[tuple[bool, ...], list[list[int]]] = {}


def _distances(alive: tuple[bool, ...]) -> list[list[int]]:
    """The ring distances of a table of living and dead seats (few patterns: cached)."""
    table = _DISTANCES.get(alive)
    if table is None:
        table = _DISTANCES[alive] = distance_table(alive)
    return table


def _rel(seat: Any, me: int, n: int) -> int:
    """Seat ``seat`` counted from ``me`` (0..n-1), or -1 when it is not a seat."""
    if type(seat) is int and 0 <= seat < n:
        return (seat - me) % n
    return -1


# --- the dice game ------------------------------------------------------------------------
DICE_PLAYER = 8 + 1 + len(ROLES) + len(DICE_CHARACTERS)
DICE_EVENT = len(DICE_EVENT_KINDS) + 1 + 2 * MAX_SEATS
DICE_LAYOUT = Layout("dice", [
    Part("role", len(ROLES), 1, "own role, one-hot (sheriff, deputy, outlaw, renegade)"),
    Part("players", MAX_SEATS * DICE_PLAYER, 20,
         f"8 relative seat slots of {DICE_PLAYER}: present, alive, life, max life, arrows,"
         " has the turn, must decide, distance; role known, role one-hot (4);"
         " character one-hot (16, RULES.md B8 order)"),
    Part("table", 3, 9, "arrows in the centre, rolls used, rolls left"),
    Part("dice", 5 * (len(FACES) + 1), 1,
         "5 dice, each one-hot over arrow, dynamite, one, two, beer, gatling, not rolled"),
    Part("pending", len(DICE_PROMPTS) + 1 + MAX_SEATS + 5 + len(FACES) + 2
         + len(DICE_SOURCES), 9,
         "prompt kind one-hot (" + ", ".join(DICE_PROMPTS) + "); it is mine; the"
         " deciding seat (relative, one-hot); context: die one-hot, face one-hot,"
         " rolls_left, left, source one-hot (die0..die4, gatling)"),
    Part("events", DICE_EVENTS_KEPT * DICE_EVENT, 1,
         f"last {DICE_EVENTS_KEPT} events, oldest first, each: kind one-hot"
         f" ({len(DICE_EVENT_KINDS)} kinds + other), its `seat` and its `target`"
         " (relative, one-hot)"),
    Part("over", 1, 1, "the game is over"),
])

_DICE_ROLE = {name: i for i, name in enumerate(ROLES)}
_DICE_CHAR = {c.name: i for i, c in enumerate(DICE_CHARACTERS)}
_DICE_FACE = {name: i for i, name in enumerate(FACES)}
_DICE_PROMPT = {name: i for i, name in enumerate(DICE_PROMPTS)}
_DICE_EVENT = {name: i for i, name in enumerate(DICE_EVENT_KINDS)}
_DICE_SOURCE = {name: i for i, name in enumerate(DICE_SOURCES)}


def _events(out: Sparse, base: int, events: Sequence[Event], kept: int, width: int,
            kinds: Mapping[str, int], me: int, n: int, card_base: int = -1) -> None:
    """The last ``kept`` events into ``out`` from ``base``, oldest first."""
    recent = events[-kept:]
    other = len(kinds)
    at = base + (kept - len(recent)) * width
    seat_at = other + 1
    target_at = seat_at + MAX_SEATS
    for event in recent:
        out[at + kinds.get(event.kind, other)] = 1.0
        data = event.data
        seat = data.get("seat")
        if type(seat) is int and 0 <= seat < n:
            out[at + seat_at + (seat - me) % n] = 1.0
        second = data.get("target")
        if second is None:
            second = data.get("victim")
        if type(second) is int and 0 <= second < n:
            out[at + target_at + (second - me) % n] = 1.0
        if card_base >= 0:
            card = data.get("card")
            if type(card) is int and 0 <= card < _CARD_IDS_MAX:
                out[at + card_base + KIND[card]] = 1.0
        at += width


def encode_dice(view: DiceView) -> Obs:
    """The observation of ``view`` (a seat's view of a dice game)."""
    layout = DICE_LAYOUT
    out: Sparse = {}
    me = view.seat if view.seat is not None else 0
    n = len(view.players)
    if view.role is not None:
        out[_DICE_ROLE[view.role]] = 1.0
    dist = _distances(tuple(p.alive for p in view.players))[me]
    pending = view.pending
    base = layout.offset("players")
    for k in range(n):
        s = (me + k) % n
        p = view.players[s]
        at = base + k * DICE_PLAYER
        _put(out, at, (1.0, float(p.alive), float(p.life), float(p.max_life),
                       float(p.arrows), float(s == view.turn and not view.is_over),
                       float(pending is not None and pending.seat == s), float(dist[s])))
        if p.role is not None:
            out[at + 8] = 1.0
            out[at + 9 + _DICE_ROLE[p.role]] = 1.0
        out[at + 9 + len(ROLES) + _DICE_CHAR[p.character]] = 1.0
    at = layout.offset("table")
    _put(out, at, (float(view.arrows_centre), float(view.rolls_used), float(view.rolls_left)))
    at = layout.offset("dice")
    for d, face in enumerate(view.dice):
        out[at + d * 7 + (_DICE_FACE[face] if face is not None else 6)] = 1.0
    if pending is not None:
        at = layout.offset("pending")
        out[at + _DICE_PROMPT.get(pending.kind, 0)] = 1.0
        at += len(DICE_PROMPTS)
        if pending.seat == me:
            out[at] = 1.0
        out[at + 1 + _rel(pending.seat, me, n)] = 1.0
        at += 1 + MAX_SEATS
        ctx = pending.context
        die = ctx.get("die")
        if type(die) is int and 0 <= die < 5:
            out[at + die] = 1.0
        face = ctx.get("face")
        if face in _DICE_FACE:
            out[at + 5 + _DICE_FACE[face]] = 1.0
        at += 5 + len(FACES)
        _put(out, at, (float(ctx.get("rolls_left", 0)), float(ctx.get("left", 0))))
        source = ctx.get("source")
        if source in _DICE_SOURCE:
            out[at + 2 + _DICE_SOURCE[source]] = 1.0
    _events(out, layout.offset("events"), view.events, DICE_EVENTS_KEPT, DICE_EVENT,
            _DICE_EVENT, me, n)
    if view.is_over:
        out[layout.offset("over")] = 1.0
    return _dense(out, layout.size)


# --- the card game ------------------------------------------------------------------------
_CARD_ROLES = ("sheriff", "deputy", "outlaw", "renegade")
_CARD_ROLE = {name: i for i, name in enumerate(_CARD_ROLES)}
_CARD_CHAR = {c.name: i for i, c in enumerate(CARD_CHARACTERS)}
_CARD_PROMPT = {name: i for i, name in enumerate(CARD_PROMPTS)}
_CARD_EVENT = {name: i for i, name in enumerate(CARD_EVENT_KINDS)}
CARD_PLAYER = 11 + 1 + len(_CARD_ROLES) + len(CARD_CHARACTERS) + CARD_KINDS
CARD_EVENT = len(CARD_EVENT_KINDS) + 1 + 2 * MAX_SEATS + CARD_KINDS
#: Seats a card prompt's context may name, each coded relative (one-hot).
CARD_CONTEXT_SEATS = ("source", "target", "challenger", "challenged")
CARD_CONTEXT_NUMBERS = ("need", "barrels", "life", "limit")


def card_layout(ids: int) -> Layout:
    """The card game's layout for ``ids`` card ids (80, or 160 with two decks)."""
    return Layout(f"cards-{ids}", [
        Part("role", len(_CARD_ROLES), 1, "own role, one-hot (sheriff, deputy, outlaw,"
             " renegade)"),
        Part("hand", ids, 1, "own hand: one flag per card id (RULES.md A6 order)"),
        Part("hand_kinds", CARD_KINDS, 80,
             "own hand: how many cards of each kind (BANG!, Missed!, ... Winchester)"),
        Part("players", MAX_SEATS * CARD_PLAYER, 160,
             f"8 relative seat slots of {CARD_PLAYER}: present, alive, life, max life,"
             " cards in hand, distance, in reach, ghost, revived, has the turn, must decide;"
             " role known, role one-hot (4); character one-hot (16, RULES.md A12 order);"
             " equipment: one flag per card kind in play in front of him"),
        Part("table", 3 + CARD_KINDS + 1 + ids, 160,
             "cards in the deck, in the discard pile, BANG!s played this turn; kind of the"
             " discard pile's top card one-hot (or none); revealed cards (General Store,"
             " Kit Carlson...): one flag per card id"),
        Part("pending", len(CARD_PROMPTS) + 1 + MAX_SEATS
             + len(CARD_CONTEXT_SEATS) * MAX_SEATS + CARD_KINDS
             + len(CARD_CONTEXT_NUMBERS) + ids, 20,
             "prompt kind one-hot (" + ", ".join(CARD_PROMPTS) + "); it is mine; the deciding"
             " seat (relative, one-hot); context: " + ", ".join(CARD_CONTEXT_SEATS)
             + " (relative, one-hot each); the kind of its `card`; "
             + ", ".join(CARD_CONTEXT_NUMBERS) + "; its `cards` (one flag per id)"),
        Part("events", CARD_EVENTS_KEPT * CARD_EVENT, 1,
             f"last {CARD_EVENTS_KEPT} events this seat may see, oldest first, each: kind"
             f" one-hot ({len(CARD_EVENT_KINDS)} kinds + other), its `seat` and its"
             " `target` or `victim` (relative, one-hot), the kind of its `card`"),
        Part("over", 1, 1, "the game is over"),
    ])


CARD_LAYOUTS = {ids: card_layout(ids) for ids in (80, 160)}


def encode_cards(view: CardView, ids: int) -> Obs:
    """The observation of ``view`` (a seat's view of a card game with ``ids`` card ids)."""
    layout = CARD_LAYOUTS[ids]
    out: Sparse = {}
    me = view.seat if view.seat is not None else 0
    n = len(view.players)
    if view.role is not None:
        out[_CARD_ROLE[view.role]] = 1.0
    at = layout.offset("hand")
    kinds = layout.offset("hand_kinds")
    for card in view.hand:
        out[at + card] = 1.0
        out[kinds + KIND[card]] = out.get(kinds + KIND[card], 0.0) + 1.0
    pending = view.pending
    base = layout.offset("players")
    for k in range(n):
        s = (me + k) % n
        p = view.players[s]
        at = base + k * CARD_PLAYER
        _put(out, at, (
            1.0, float(p.alive), float(max(p.life, 0)), float(p.max_life),
            float(p.hand_count), float(p.distance or 0), float(p.in_reach), float(p.ghost),
            float(p.revived), float(s == view.turn and view.winners is None),
            float(pending is not None and pending.seat == s)))
        if p.role is not None:
            out[at + 11] = 1.0
            out[at + 12 + _CARD_ROLE[p.role]] = 1.0
        at += 12 + len(_CARD_ROLES)
        char = _CARD_CHAR.get(p.character)
        if char is not None:
            out[at + char] = 1.0
        at += len(CARD_CHARACTERS)
        for card in p.equipment:
            out[at + KIND[card]] = 1.0
    at = layout.offset("table")
    _put(out, at, (float(view.deck_count), float(view.discard_count),
                   float(view.bangs_played)))
    at += 3
    top = view.discard_top
    out[at + (KIND[top] if top is not None else CARD_KINDS)] = 1.0
    at += CARD_KINDS + 1
    for card in view.revealed:
        out[at + card] = 1.0
    if pending is not None:
        at = layout.offset("pending")
        out[at + _CARD_PROMPT.get(pending.kind, 0)] = 1.0
        at += len(CARD_PROMPTS)
        if pending.seat == me:
            out[at] = 1.0
        out[at + 1 + _rel(pending.seat, me, n)] = 1.0
        at += 1 + MAX_SEATS
        ctx = pending.context
        for i, key in enumerate(CARD_CONTEXT_SEATS):
            rel = _rel(ctx.get(key), me, n)
            if rel >= 0:
                out[at + i * MAX_SEATS + rel] = 1.0
        at += len(CARD_CONTEXT_SEATS) * MAX_SEATS
        answered = ctx.get("card")
        if type(answered) is int and 0 <= answered < _CARD_IDS_MAX:
            out[at + KIND[answered]] = 1.0
        at += CARD_KINDS
        for i, key in enumerate(CARD_CONTEXT_NUMBERS):
            value = ctx.get(key)
            if type(value) is int:
                out[at + i] = float(min(max(value, 0), 20))
        at += len(CARD_CONTEXT_NUMBERS)
        cards = ctx.get("cards")
        if isinstance(cards, list):
            for card in cards:
                if type(card) is int and 0 <= card < ids:
                    out[at + card] = 1.0
    _events(out, layout.offset("events"), view.events, CARD_EVENTS_KEPT, CARD_EVENT,
            _CARD_EVENT, me, n, card_base=len(CARD_EVENT_KINDS) + 1 + 2 * MAX_SEATS)
    if view.winners is not None:
        out[layout.offset("over")] = 1.0
    return _dense(out, layout.size)


# --- the legal options a view carries ------------------------------------------------------
_PARSED: dict[str, Action] = {}


def view_options(view: DiceView | CardView) -> tuple[Action, ...]:
    """The legal actions the view shows its seat (empty when he does not decide).  The
    dice view carries them as notation; each text is parsed once and remembered."""
    pending = view.pending
    if pending is None or pending.options is None:
        return ()
    options: Sequence[Any] = pending.options
    if options and isinstance(options[0], str):
        parsed = []
        for text in options:
            action = _PARSED.get(text)
            if action is None:
                action = _PARSED[text] = parse_action(text)
            parsed.append(action)
        return tuple(parsed)
    return tuple(options)
