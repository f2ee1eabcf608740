"""The observation of a dice game played with its expansions (RULES.md Part G): layout
``dice-x``, version 4, the partner of the ``dice-x`` action codec.

The base game's layout (``bang.rl.features.DICE_LAYOUT``) is fixed for the checkpoints
trained on it; this one widens what the expansions change and adds what they bring:
six dice over every face and die kind (G2), the Saloon declaration and the Chief's
Arrow (G4.1, G5), each seat's Duel Wound tokens (G7.3), zombie and Zombie Master flags,
and the Boneyard's public counts (G10).  Every one-hot's slots are fixed here (the
faces, dice, characters, prompts and event kinds in Part G's order), never read from
the registry as it stands.

As for every observation, only ``game.view(seat)`` reaches the encoder: the Boneyard's
face-down cards and the order of the Duel Wound pile are counts there, so two games that
differ in them give the same observation (tests/rl's twin tests).
"""

from __future__ import annotations

from typing import Any

from bang.dice.data import CHARACTERS as BASE_CHARACTERS
from bang.dice.data import FACES as BASE_FACES
from bang.dice.data import ROLES
from bang.dice.turn import DECISION_KINDS as BASE_PROMPTS
from bang.dice.view import DiceView
from bang.rl.codec import DICE_X, MAX_SEATS
from bang.rl.features import (
    DICE_EVENT_KINDS,
    Layout,
    Obs,
    Part,
    Sparse,
    _dense,
    _distances,
    _events,
    _put,
    _rel,
)

#: Every face of Part G's dice after Part B's six (G2.1).
FACES_X: tuple[str, ...] = (*BASE_FACES, "double_one", "double_two", "double_beer",
                            "double_gatling", "broken_arrow", "bullet", "whiskey", "duel")
#: The kinds of dice (G2.2, G2.3).
DIE_KINDS = ("base", "loudmouth", "coward", "duel")
#: The characters of both expansions after the base game's 16 (G6, G9; Pat Brennan and
#: Pixie Pete are never dealt but keep their slots), and the zombies' card.
CHARACTERS_X: tuple[str, ...] = (
    *(c.name for c in BASE_CHARACTERS),
    "José Delgado", "Tequila Joe", "Apache Kid", "Bill Noface", "Elena Fuente",
    "Vera Custer", "Doc Holyday", "Molly Stark",
    "Belle Star", "Chuck Wengam", "Greg Digger", "Herb Hunter", "Pat Brennan",
    "Pixie Pete", "Sam the Healer", "Sean Mallory", "Zombie")
#: The prompts the expansions add after the base game's (RULES.md Part G).
PROMPTS_X: tuple[str, ...] = (
    *BASE_PROMPTS, "saloon_die", "broken_arrow", "chief_arrow", "apache_kid",
    "elena_fuente", "molly_stark", "whiskey", "challenge", "sam_the_healer", "sean_mallory",
    "belle_star", "chuck_wengam", "sean_mallory_roll")
#: The event kinds the expansions add after the base game's.
EVENT_KINDS_X: tuple[str, ...] = (
    *DICE_EVENT_KINDS, "saloon_die", "broken_arrow", "bullet", "chief_arrow", "apache_kid",
    "bill_noface", "elena_fuente", "vera_custer", "doc_holyday", "molly_stark", "whiskey",
    "wound", "wound_back", "wound_none", "wound_cancel", "wound_discard",
    "wounds_returned", "duel", "duel_roll", "duel_lost", "duel_wasted", "belle_star",
    "chuck_wengam", "herb_hunter", "sam_the_healer", "sean_mallory", "boneyard",
    "boneyard_back", "boneyard_empty", "outbreak", "side_won", "rage_skipped")
#: Duel Wound tokens by symbol (``bang.dice.uoa.TOKENS`` order).
TOKENS = ("beer", "one", "two", "dynamite")
#: Damage sources a pending prompt may name (``bang.dice.state.SOURCE_NAMES``).
SOURCES_X = ("die0", "die1", "die2", "die3", "die4", "gatling", "dynamite", "die5", "duel",
             "bullet", "indians")
EVENTS_KEPT = 8

#: One seat's slot: present, alive, life, max life, arrows, has the turn, must decide,
#: distance; holds the Chief's Arrow, zombie, Zombie Master; role known, role one-hot;
#: its Duel Wound tokens; character one-hot.
PLAYER_X = 8 + 3 + 1 + len(ROLES) + len(TOKENS) + len(CHARACTERS_X)
EVENT_X = len(EVENT_KINDS_X) + 1 + 2 * MAX_SEATS
PENDING_X = (len(PROMPTS_X) + 1 + MAX_SEATS + DICE_X + len(FACES_X) + 3 + len(SOURCES_X)
             + MAX_SEATS)
DICE_X_LAYOUT = Layout("dice-x", [
    Part("role", len(ROLES), 1, "own role, one-hot (sheriff, deputy, outlaw, renegade)"),
    Part("players", MAX_SEATS * PLAYER_X, 20,
         f"8 relative seat slots of {PLAYER_X}: present, alive, life, max life, arrows,"
         " has the turn, must decide, distance; holds the Chief's Arrow, zombie, Zombie"
         " Master; role known, role one-hot (4); Duel Wound tokens (Beer, one, two,"
         f" Dynamite); character one-hot ({len(CHARACTERS_X)}: RULES.md B8, G6, G9 order,"
         " then the zombies' card)"),
    Part("table", 12, 20,
         "arrows in the centre, rolls used, rolls left; the Chief's Arrow in the pile;"
         " Duel Wound tokens in their pile; Boneyard cards face down, zombie hands"
         " showing, no-hand cards shown this turn, outbreak blocked this turn; outbreak"
         " begun, outbreak pending, zombies' life"),
    Part("dice", DICE_X * (len(FACES_X) + 1 + len(DIE_KINDS)), 1,
         f"{DICE_X} dice, each one-hot over the {len(FACES_X)} faces (RULES.md G2.1"
         " order) or not rolled, then its kind (base, Loudmouth, Coward, Duel)"),
    Part("saloon", 3, 1, "this turn's Saloon die: none declared, Loudmouth, Coward"),
    Part("pending", PENDING_X, 9,
         "prompt kind one-hot (" + ", ".join(PROMPTS_X) + "); it is mine; the deciding"
         f" seat (relative, one-hot); context: die one-hot ({DICE_X}), face one-hot,"
         " rolls_left, left, points; source one-hot (" + ", ".join(SOURCES_X) + "); its"
         " target seat (relative, one-hot)"),
    Part("events", EVENTS_KEPT * EVENT_X, 1,
         f"last {EVENTS_KEPT} events, oldest first, each: kind one-hot"
         f" ({len(EVENT_KINDS_X)} kinds + other), its `seat` and its `target`"
         " (relative, one-hot)"),
    Part("over", 1, 1, "the game is over"),
], version=4)

_ROLE = {name: i for i, name in enumerate(ROLES)}
_CHAR = {name: i for i, name in enumerate(CHARACTERS_X)}
_FACE = {name: i for i, name in enumerate(FACES_X)}
_KIND = {name: i for i, name in enumerate(DIE_KINDS)}
_PROMPT = {name: i for i, name in enumerate(PROMPTS_X)}
_EVENT = {name: i for i, name in enumerate(EVENT_KINDS_X)}
_TOKEN = {name: i for i, name in enumerate(TOKENS)}
_SOURCE = {name: i for i, name in enumerate(SOURCES_X)}
_SALOON = {None: 0, "loudmouth": 1, "coward": 2}


def encode_dice_x(view: DiceView) -> Obs:
    """The observation of ``view`` (a seat's view of a dice game with expansions)."""
    layout = DICE_X_LAYOUT
    out: Sparse = {}
    me = view.seat if view.seat is not None else 0
    n = len(view.players)
    if view.role is not None:
        out[_ROLE[view.role]] = 1.0
    modules: dict[str, Any] = view.modules or {}
    extra: dict[str, Any] = view.extra or {}
    undead: dict[str, Any] = modules.get("uoa_undead") or {}
    duels: dict[str, Any] = modules.get("uoa_duel_dice") or {}
    zombies = set(undead.get("zombies", ()))
    master = undead.get("master", -1)
    chief = extra.get("chief")
    wounds = duels.get("wounds", ())
    dist = _distances(tuple(p.alive for p in view.players))[me]
    pending = view.pending
    base = layout.offset("players")
    tokens_at = 12 + len(ROLES)
    for k in range(n):
        s = (me + k) % n
        p = view.players[s]
        at = base + k * PLAYER_X
        _put(out, at, (1.0, float(p.alive), float(p.life), float(p.max_life),
                       float(p.arrows), float(s == view.turn and not view.is_over),
                       float(pending is not None and pending.seat == s), float(dist[s]),
                       float(chief == s), float(s in zombies), float(s == master)))
        if p.role is not None:
            out[at + 11] = 1.0
            out[at + 12 + _ROLE[p.role]] = 1.0
        if s < len(wounds):
            for token in wounds[s]:
                if token in _TOKEN:
                    out[at + tokens_at + _TOKEN[token]] = 1.0
        char = _CHAR.get(p.character)
        if char is not None:
            out[at + tokens_at + len(TOKENS) + char] = 1.0
    at = layout.offset("table")
    _put(out, at, (float(view.arrows_centre), float(view.rolls_used), float(view.rolls_left),
                   float(chief == "pile"), float(duels.get("pile", 0)),
                   float(undead.get("boneyard", 0)), float(undead.get("hands", 0)),
                   float(undead.get("no_hand_shown", 0)), float(bool(undead.get("blocked"))),
                   float(bool(undead.get("outbreak"))),
                   float(bool(undead.get("pending_outbreak"))),
                   float(undead.get("zombie_life", 0))))
    at = layout.offset("dice")
    width = len(FACES_X) + 1 + len(DIE_KINDS)
    kinds = extra.get("dice_kinds") or ()
    for d, face in enumerate(view.dice[:DICE_X]):
        slot = at + d * width
        out[slot + (_FACE[face] if face in _FACE else len(FACES_X))] = 1.0
        kind = _KIND.get(kinds[d] if d < len(kinds) else "base")
        if kind is not None:
            out[slot + len(FACES_X) + 1 + kind] = 1.0
    saloon = _SALOON.get(extra.get("saloon_die"))
    if "saloon_die" in extra and saloon is not None:
        out[layout.offset("saloon") + saloon] = 1.0
    if pending is not None:
        _pending(out, layout.offset("pending"), pending, me, n)
    _events(out, layout.offset("events"), view.events, EVENTS_KEPT, EVENT_X, _EVENT, me, n)
    if view.is_over:
        out[layout.offset("over")] = 1.0
    return _dense(out, layout.size)


def _pending(out: Sparse, at: int, pending: Any, me: int, n: int) -> None:
    """The prompt: its kind, who decides, and what its context names."""
    out[at + _PROMPT.get(pending.kind, 0)] = 1.0
    at += len(PROMPTS_X)
    if pending.seat == me:
        out[at] = 1.0
    seat = _rel(pending.seat, me, n)
    if seat >= 0:
        out[at + 1 + seat] = 1.0
    at += 1 + MAX_SEATS
    ctx = pending.context or {}
    die = ctx.get("die")
    if type(die) is int and 0 <= die < DICE_X:
        out[at + die] = 1.0
    at += DICE_X
    face = ctx.get("face")
    if face in _FACE:
        out[at + _FACE[face]] = 1.0
    at += len(FACES_X)
    numbers = []
    for key in ("rolls_left", "left", "points"):
        value = ctx.get(key, 0)
        numbers.append(float(value) if type(value) is int else 0.0)
    _put(out, at, numbers)
    at += 3
    source = ctx.get("source")
    if source in _SOURCE:
        out[at + _SOURCE[source]] = 1.0
    at += len(SOURCES_X)
    target = _rel(ctx.get("target"), me, n)
    if target >= 0:
        out[at + target] = 1.0
