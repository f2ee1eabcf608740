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
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
from numpy.typing import NDArray

from bang.cards import content, dodge_city_cards, dodge_city_characters
from bang.cards.data import CHARACTERS as CARD_CHARACTERS
from bang.cards.data import KIND, KIND_KEYS
from bang.cards.view import CardView
from bang.core.protocol import Action, Event, parse_action
from bang.core.seats import distance_table
from bang.dice.data import CHARACTERS as DICE_CHARACTERS
from bang.dice.data import FACES, ROLES
from bang.dice.turn import DECISION_KINDS as DICE_PROMPTS
from bang.dice.view import DiceView
from bang.rl.codec import MAX_SEATS, dodge_city_ids

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
#: The base game's prompt kinds (A3, A7, A9, A12, its ghost variants' of Part C) in the
#: order its layouts list them.  Fixed here rather than read from the dispatch table, so
#: that content registered beside the base game (Dodge City's characters ask prompts of
#: their own) never moves a slot of a base game's observation.
BASE_CARD_PROMPTS = (
    "play", "discard", "draw_jesse", "draw_pedro", "kit_return", "lucky_duke", "respond",
    "duel", "indians", "store_pick", "choose_card", "dying", "discard_top", "ghost_contest",
    "ghost_suit", "ghost_action", "ghost_give", "dmh_discard", "dmh_predict", "dmh_shoot",
    "dmh_missed",
)
DICE_SOURCES = ("die0", "die1", "die2", "die3", "die4", "gatling")


@dataclass(frozen=True)
class Part:
    """One named slice of an observation."""

    name: str
    size: int
    high: float
    meaning: str


class Layout:
    """The slices of one game's observation vector, in order; ``version`` changes
    whenever they do (a policy trained on one version means nothing on another)."""

    def __init__(self, name: str, parts: Iterable[Part], version: int = 1) -> None:
        self.name = name
        self.version = version
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
    lines = [f"Observation `{layout.name}`, version {layout.version}:"
             f" `Box(0, high, ({layout.size},), float32)`.", "",
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
            kinds: Mapping[str, int], me: int, n: int,
            card_kind: Sequence[int] | None = None) -> None:
    """The last ``kept`` events into ``out`` from ``base``, oldest first: each event's
    kind, its ``seat`` and its ``target`` (or ``victim``) relative to ``me``, and, for
    the card game (``card_kind``: a card id's kind slot, -1 for none), its card's kind
    after the two seats."""
    recent = events[-kept:]
    other = len(kinds)
    at = base + (kept - len(recent)) * width
    seat_at = other + 1
    target_at = seat_at + MAX_SEATS
    card_at = target_at + MAX_SEATS
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
        if card_kind is not None:
            card = data.get("card")
            if type(card) is int and 0 <= card < len(card_kind) and card_kind[card] >= 0:
                out[at + card_at + card_kind[card]] = 1.0
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
#: Seats a card prompt's context may name, each coded relative (one-hot).
CARD_CONTEXT_SEATS = ("source", "target", "challenger", "challenged")
CARD_CONTEXT_NUMBERS = ("need", "barrels", "life", "limit")
#: Dodge City's prompts (its characters': Pat Brennan's phase 1, Vera Custer's copy) and
#: the event kinds its cards and characters add (rules/dodge-city.md E6.1).
DODGE_CITY_PROMPTS = ("draw_pat", "vera_copy")
DODGE_CITY_EVENT_KINDS = ("chuck_wengam", "copy_ends", "copy_none", "doc_holyday",
                          "jose_delgado", "no_effect", "vera_copies")
#: The event cards of rules/high-noon-fistful.md F2 in its order (High Noon's 13, The
#: Bullet's two, A Fistful of Cards' 15), by key: the slots of an event layout's one-hots,
#: fixed here (a card registered later moves no slot).
EVENT_CARDS = (
    "blessing", "curse", "ghost_town", "gold_rush", "hangover", "shootout", "the_daltons",
    "the_doctor", "the_reverend", "the_sermon", "thirst", "train_arrival", "high_noon",
    "handcuffs", "new_identity", "abandoned_mine", "ambush", "blood_brothers", "dead_man",
    "hard_liquor", "lasso", "law_of_the_west", "peyote", "ranch", "ricochet",
    "russian_roulette", "sniper", "the_judge", "vendetta", "a_fistful_of_cards")
#: The prompts and the event kinds the event decks add: the deck's own, High Noon's
#: cards', A Fistful of Cards' (rules/high-noon-fistful.md F5).
EVENT_PROMPTS = ("event_final", "daltons_discard", "handcuffs_suit", "new_identity",
                 "mine_pedro", "blood_brothers", "hard_liquor", "peyote", "ranch",
                 "ricochet_answer", "roulette")
EVENT_EVENT_KINDS = (
    "event_revealed", "event_final", "handcuffs", "new_identity", "ghost_town_returns",
    "ghost_town_leaves", "mine_draws", "mine_face_down", "blood_brothers", "dead_man",
    "hard_liquor", "lasso_no_effect", "law_of_the_west", "peyote_right", "peyote_wrong",
    "ranch", "ricochet", "ricochet_saved", "roulette_loses", "sniper", "vendetta",
    "fistful_bangs")
#: Bound of an event layout's round count (the rounds of a longer game count as this).
EVENT_ROUNDS_HIGH = 100
#: The newest layout version; each layout carries its own (``Layout.version``).
#: 1: the dice game and the base card game; 2: Dodge City's layouts; 3: the layouts of
#: games with an event deck; 4: the dice game with its expansions (``dice-x``,
#: ``bang.rl.dice_expansions``).
LAYOUT_VERSION = 4


@dataclass(frozen=True)
class CardContent:
    """What one card-game layout covers, fixed when it is defined (never read from the
    registry as it stands, so content registered later moves no slot): the card ids in
    slot order, the kinds (keys) and characters (names) of its one-hots, the prompt and
    event kinds, and Dodge City's additions to a seat's slot (a flag per green kind for
    the cards waiting to be usable, the character Vera Custer copies).  The ``*_text``
    are the words docs/rl.md prints."""

    name: str
    version: int
    ids: tuple[int, ...]
    kinds: tuple[str, ...]
    characters: tuple[str, ...]
    prompts: tuple[str, ...]
    events: tuple[str, ...]
    greens: tuple[str, ...] = ()
    copies: bool = False
    #: The event cards of the ``event`` part's one-hots (none: no event part).
    event_cards: tuple[str, ...] = ()
    #: Bound of the counts (cards in hand, in the deck, in the pile).
    count_high: float = 160
    ids_text: str = "RULES.md A6 order"
    kinds_text: str = "BANG!, Missed!, ... Winchester"
    characters_text: str = "RULES.md A12 order"


class CardLayout(Layout):
    """A card-game layout with the look-up tables its encoder reads: each card id's
    slot (-1: not covered) and its kind's slot, by card id."""

    def __init__(self, covered: CardContent, parts: Iterable[Part]) -> None:
        super().__init__(covered.name, parts, covered.version)
        self.content = covered
        self.player = player_width(covered)
        self.event = len(covered.events) + 1 + 2 * MAX_SEATS + len(covered.kinds)
        size = max(len(KIND), max(covered.ids) + 1)
        self.card_slot = [-1] * size
        for slot, card in enumerate(covered.ids):
            self.card_slot[card] = slot
        kind_slot = {key: i for i, key in enumerate(covered.kinds)}
        keys = [k.key for k in content.KINDS]
        self.card_kind = [kind_slot.get(keys[KIND[c]], -1) if 0 <= KIND[c] < len(keys)
                          else -1 for c in range(len(KIND))] + [-1] * (size - len(KIND))
        self.card_green = [-1] * size
        green_slot = {key: i for i, key in enumerate(covered.greens)}
        for c in range(len(KIND)):
            if 0 <= KIND[c] < len(keys):
                self.card_green[c] = green_slot.get(keys[KIND[c]], -1)
        self.prompt = {name: i for i, name in enumerate(covered.prompts)}
        self.events = {name: i for i, name in enumerate(covered.events)}
        self.character = {name: i for i, name in enumerate(covered.characters)}
        self.event_card = {key: i for i, key in enumerate(covered.event_cards)}


def player_width(covered: CardContent) -> int:
    """A seat slot's width: 11 numbers, the role (known, one-hot), the character, the
    kinds in play; with Dodge City the green kinds waiting and the character copied."""
    return (11 + 1 + len(_CARD_ROLES) + len(covered.characters) + len(covered.kinds)
            + len(covered.greens) + (len(covered.characters) if covered.copies else 0))


def card_layout(covered: CardContent) -> CardLayout:
    """The card game's layout for ``covered``: its parts and their words."""
    ids, kinds, prompts, events = (len(covered.ids), len(covered.kinds),
                                   len(covered.prompts), len(covered.events))
    width = player_width(covered)
    high = covered.count_high
    dodge_city = ""
    if covered.greens:
        dodge_city += (f"; waiting: one flag per green kind ({len(covered.greens)}) played this"
                       " turn, not usable before it ends")
    if covered.copies:
        dodge_city += ("; copy: the character whose ability Vera Custer holds, one-hot"
                       f" ({len(covered.characters)})")
    cards = len(covered.event_cards)
    event_part = [
        Part("event", 3 * cards + 2, 1,
             "the event deck as everyone sees it (F3.1-2): the card in force one-hot"
             f" ({cards}, rules/high-noon-fistful.md F2 order), the next card one-hot, the"
             " cards revealed so far (one flag each); no card in force, no next card"),
        Part("event_counts", 2, EVENT_ROUNDS_HIGH,
             f"cards left in the event deck, rounds begun (at most {EVENT_ROUNDS_HIGH})"),
    ] if cards else []
    return CardLayout(covered, [
        Part("role", len(_CARD_ROLES), 1, "own role, one-hot (sheriff, deputy, outlaw,"
             " renegade)"),
        Part("hand", ids, 1, f"own hand: one flag per card id ({covered.ids_text})"),
        Part("hand_kinds", kinds, 80,
             f"own hand: how many cards of each kind ({covered.kinds_text})"),
        Part("players", MAX_SEATS * width, high,
             f"8 relative seat slots of {width}: present, alive, life, max life,"
             " cards in hand, distance, in reach, ghost, revived, has the turn, must decide;"
             f" role known, role one-hot (4); character one-hot ({len(covered.characters)},"
             f" {covered.characters_text}); equipment: one flag per card kind in play in"
             f" front of him{dodge_city}"),
        Part("table", 3 + kinds + 1 + ids, high,
             "cards in the deck, in the discard pile, BANG!s played this turn; kind of the"
             " discard pile's top card one-hot (or none); revealed cards (General Store,"
             " Kit Carlson...): one flag per card id"),
        *event_part,
        Part("pending", prompts + 1 + MAX_SEATS
             + len(CARD_CONTEXT_SEATS) * MAX_SEATS + kinds
             + len(CARD_CONTEXT_NUMBERS) + ids, 20,
             "prompt kind one-hot (" + ", ".join(covered.prompts) + "); it is mine; the"
             " deciding seat (relative, one-hot); context: " + ", ".join(CARD_CONTEXT_SEATS)
             + " (relative, one-hot each); the kind of its `card`; "
             + ", ".join(CARD_CONTEXT_NUMBERS) + "; its `cards` (one flag per id)"),
        Part("events", CARD_EVENTS_KEPT * (events + 1 + 2 * MAX_SEATS + kinds), 1,
             f"last {CARD_EVENTS_KEPT} events this seat may see, oldest first, each: kind"
             f" one-hot ({events} kinds + other), its `seat` and its"
             " `target` or `victim` (relative, one-hot), the kind of its `card`"),
        Part("over", 1, 1, "the game is over"),
    ])


def _base_content(ids: int) -> CardContent:
    """The base game's layout content (version 1): the 22 kinds of A6, the 16 characters
    of A12, the prompts of the base game and its ghost variants."""
    return CardContent(
        name=f"cards-{ids}", version=1, ids=tuple(range(ids)), kinds=KIND_KEYS,
        characters=tuple(c.name for c in CARD_CHARACTERS), prompts=BASE_CARD_PROMPTS,
        events=CARD_EVENT_KINDS)


def _dodge_city_content(two_decks: bool) -> CardContent:
    """Dodge City's layout content (version 2): the base game's and Dodge City's ids
    (the codec's), its 44 kinds, 31 characters, the prompts and events its characters
    add, the green kinds' waiting flags and Vera Custer's copy."""
    ids = dodge_city_ids(two_decks)
    kinds = (*KIND_KEYS, *(k.key for k in dodge_city_cards.KINDS))
    return CardContent(
        name=f"cards-dc-{len(ids)}", version=2, ids=ids, kinds=kinds,
        characters=(*(c.name for c in CARD_CHARACTERS),
                    *(c.name for c in dodge_city_characters.CHARACTER_LIST)),
        prompts=(*BASE_CARD_PROMPTS, *DODGE_CITY_PROMPTS),
        events=(*CARD_EVENT_KINDS, *DODGE_CITY_EVENT_KINDS),
        greens=tuple(k.key for k in dodge_city_cards.KINDS if k.green), copies=True,
        count_high=float(len(ids)),
        ids_text="0-159 as the base game's, then Dodge City's in E2 order"
        if two_decks else "0-79 in RULES.md A6 order, then Dodge City's 160-199 in E2 order"
        " and Buffalo Rifle 9♣, 240",
        kinds_text=f"{len(kinds)}: the base game's 22, then Dodge City's 22 in E2 order",
        characters_text="RULES.md A12 order, then rules/dodge-city.md E6 order")


def _event_content(covered: CardContent) -> CardContent:
    """The layout content of ``covered``'s game with an event deck (version 3): its own,
    with the event deck's prompts and event kinds after its own and the event part."""
    family, ids = covered.name.rsplit("-", 1)
    return replace(covered, name=f"{family}-ev-{ids}", version=3,
                   prompts=(*covered.prompts, *EVENT_PROMPTS),
                   events=(*covered.events, *EVENT_EVENT_KINDS), event_cards=EVENT_CARDS)


_CONTENTS = (_base_content(80), _base_content(160), _dodge_city_content(False),
             _dodge_city_content(True))
#: The card game's layouts by name (the same names as their codecs').
CARD_LAYOUTS: dict[str, CardLayout] = {
    layout.name: layout for layout in (
        *(card_layout(c) for c in _CONTENTS),
        *(card_layout(_event_content(c)) for c in _CONTENTS))}


def encode_cards(view: CardView, layout: str = "cards-80") -> Obs:
    """The observation of ``view`` (a seat's view of a card game) in the layout named
    ``layout`` (``CARD_LAYOUTS``)."""
    lay = CARD_LAYOUTS[layout]
    slot, kind_of = lay.card_slot, lay.card_kind
    kinds_count = len(lay.content.kinds)
    characters = lay.character
    out: Sparse = {}
    me = view.seat if view.seat is not None else 0
    n = len(view.players)
    if view.role is not None:
        out[_CARD_ROLE[view.role]] = 1.0
    at = lay.offset("hand")
    kinds = lay.offset("hand_kinds")
    for card in view.hand:
        out[at + slot[card]] = 1.0
        out[kinds + kind_of[card]] = out.get(kinds + kind_of[card], 0.0) + 1.0
    pending = view.pending
    base = lay.offset("players")
    width = lay.player
    green_at = 12 + len(_CARD_ROLES) + len(characters) + kinds_count
    copy_at = green_at + len(lay.content.greens)
    copies = lay.content.copies
    for k in range(n):
        s = (me + k) % n
        p = view.players[s]
        at = base + k * width
        _put(out, at, (
            1.0, float(p.alive), float(max(p.life, 0)), float(p.max_life),
            float(p.hand_count), float(p.distance or 0), float(p.in_reach), float(p.ghost),
            float(p.revived), float(s == view.turn and view.winners is None),
            float(pending is not None and pending.seat == s)))
        if p.role is not None:
            out[at + 11] = 1.0
            out[at + 12 + _CARD_ROLE[p.role]] = 1.0
        char = characters.get(p.character)
        if char is not None:
            out[at + 12 + len(_CARD_ROLES) + char] = 1.0
        equipment_at = at + 12 + len(_CARD_ROLES) + len(characters)
        for card in p.equipment:
            out[equipment_at + kind_of[card]] = 1.0
        for card in p.waiting:
            green = lay.card_green[card]
            if green >= 0:
                out[at + green_at + green] = 1.0
        if copies and p.copy is not None:
            copied = characters.get(p.copy)
            if copied is not None:
                out[at + copy_at + copied] = 1.0
    at = lay.offset("table")
    _put(out, at, (float(view.deck_count), float(view.discard_count),
                   float(view.bangs_played)))
    at += 3
    top = view.discard_top
    out[at + (kind_of[top] if top is not None else kinds_count)] = 1.0
    at += kinds_count + 1
    for card in view.revealed:
        out[at + slot[card]] = 1.0
    if lay.event_card:
        _event_deck(out, lay, view.event)
    if pending is not None:
        at = lay.offset("pending")
        prompts = lay.prompt
        out[at + prompts.get(pending.kind, 0)] = 1.0
        at += len(prompts)
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
        if type(answered) is int and 0 <= answered < len(kind_of) and kind_of[answered] >= 0:
            out[at + kind_of[answered]] = 1.0
        at += kinds_count
        for i, key in enumerate(CARD_CONTEXT_NUMBERS):
            value = ctx.get(key)
            if type(value) is int:
                out[at + i] = float(min(max(value, 0), 20))
        at += len(CARD_CONTEXT_NUMBERS)
        cards = ctx.get("cards")
        if isinstance(cards, list):
            for card in cards:
                if type(card) is int and 0 <= card < len(slot) and slot[card] >= 0:
                    out[at + slot[card]] = 1.0
    _events(out, lay.offset("events"), view.events, CARD_EVENTS_KEPT, lay.event,
            lay.events, me, n, lay.card_kind)
    if view.winners is not None:
        out[lay.offset("over")] = 1.0
    return _dense(out, lay.size)


def _event_deck(out: Sparse, lay: CardLayout, event: Mapping[str, Any] | None) -> None:
    """The ``event`` part: the public event deck of ``view.event`` (F3.1-2)."""
    at = lay.offset("event")
    slots = lay.event_card
    cards = len(slots)
    in_force = upcoming = None
    if event is not None:
        in_force, upcoming = event["in_force"], event["next"]
        for key in event["pile"]:
            if key in slots:
                out[at + 2 * cards + slots[key]] = 1.0
        _put(out, lay.offset("event_counts"), (
            float(event["deck_count"]), float(min(event["round"], EVENT_ROUNDS_HIGH))))
    for k, key in enumerate((in_force, upcoming)):
        if key is None:
            out[at + 3 * cards + k] = 1.0
        elif key in slots:
            out[at + k * cards + slots[key]] = 1.0


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
