"""The action codecs: every engine ``Action`` of a game as one integer of a fixed
``Discrete(N)`` space, and back.

A codec is a list of blocks, one per action kind.  A block names which values each field
of the action may take (a card id, a die, a seat *relative to the actor*, an argument);
its integers are the product of those choices in that order.  The codec is built once
from this table; its ``version`` changes whenever the table does, so a trained policy can
refuse a codec it was not trained with.  ``docs/rl.md`` prints the table from
:func:`codec_table`, and a test checks that the two agree.

Seats are relative (``0`` is the actor, ``1`` his left neighbour...), so one action
means the same thing from every seat and at every table size up to 8.

Two card-game kinds name two cards of the actor's hand: Sid Ketchum's ``sid`` and the
Dead Reckonin' contest's ``contest``.  They are coded as the unordered pair, which is
how the engine offers them (each pair once, in hand order); :meth:`ActionCodec.decode`
alone returns the pair in id order, and an environment decodes against the legal
actions of the moment (:meth:`ActionCodec.legal_index`), which gives the engine's own
action.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bang.core.errors import IllegalAction
from bang.core.protocol import Action

#: Seats an action may name, relative to the actor: 0 (himself) to 7.
MAX_SEATS = 8
#: The card game's ids without the ghosts' second deck, and with it.
CARD_IDS = 80
CARD_IDS_TWO_DECKS = 160
#: Dice in the dice game.
DICE = 5
#: Bump when any block below changes: codes of one version mean nothing in another.
CODEC_VERSION = 1

ABSENT = -1
#: ``Field`` marker: the field holds a second card of the actor, unordered with ``card``.
PAIR = "pair"
#: ``Field`` marker: the field holds a seat, coded relative to the actor.
SEAT = "seat"


@dataclass(frozen=True)
class Field:
    """The values one field of an action may take.

    ``values`` are plain integers (``-1`` = the field is absent); ``relative`` says that
    they are seats counted from the actor, so the absolute seat of an action is turned
    into ``(seat - actor) mod players`` before it is looked up."""

    values: tuple[int, ...]
    relative: bool = False

    @property
    def size(self) -> int:
        return len(self.values)

    def describe(self) -> str:
        vals = self.values
        prefix = "absent or " if vals and vals[0] == ABSENT and len(vals) > 1 else ""
        rest = vals[1:] if prefix else vals
        if rest == (ABSENT,):
            return "—"
        span = f"{rest[0]}..{rest[-1]}" if len(rest) > 2 else ", ".join(map(str, rest))
        what = "relative seat " if self.relative else ""
        return f"{prefix}{what}{span}"


NONE = Field((ABSENT,))


def seats(optional: bool = False) -> Field:
    values = tuple(range(MAX_SEATS))
    return Field(((ABSENT,) if optional else ()) + values, relative=True)


def values(*vals: int) -> Field:
    return Field(tuple(vals))


@dataclass(frozen=True)
class Block:
    """One action kind: the integers ``start .. start + size - 1`` of the codec.

    Without ``pair`` the index inside the block is
    ``(card_slot * len(target) + target_slot) * len(arg) + arg_slot``; with ``pair`` the
    block lists the unordered pairs ``card < arg`` of ``pair`` ids in order."""

    kind: str
    card: Field = NONE
    target: Field = NONE
    arg: Field = NONE
    pair: int = 0
    meaning: str = ""
    start: int = 0

    @property
    def size(self) -> int:
        if self.pair:
            return self.pair * (self.pair - 1) // 2
        return self.card.size * self.target.size * self.arg.size

    def fields(self) -> str:
        """The notation of the kind's actions, e.g. ``play cCARD tSEAT``."""
        if self.pair:
            return f"{self.kind} cA xB (an unordered pair of card ids 0..{self.pair - 1})"
        parts = [self.kind]
        for letter, f in (("c", self.card), ("t", self.target), ("x", self.arg)):
            if f.values != (ABSENT,):
                parts.append(f"{letter}[{f.describe()}]")
        return " ".join(parts)


class ActionCodec:
    """A fixed ``Discrete(size)`` coding of one game's actions.

    ``encode(action, actor, players)`` and ``decode(index, actor, players)`` are exact
    inverses on every action the game can offer (a property test checks it on thousands
    of random positions), except that a pair block decodes to the pair in id order."""

    def __init__(self, name: str, blocks: Iterable[Block]) -> None:
        self.name = name
        self.version = CODEC_VERSION
        placed: list[Block] = []
        start = 0
        for b in blocks:
            b = Block(b.kind, b.card, b.target, b.arg, b.pair, b.meaning, start)
            placed.append(b)
            start += b.size
        self.blocks: tuple[Block, ...] = tuple(placed)
        self.size = start
        self._by_kind = {b.kind: b for b in placed}
        if len(self._by_kind) != len(placed):
            raise ValueError(f"codec {name}: an action kind is listed twice")
        self._starts = [b.start for b in placed]
        # Every non-pair action's integer by (kind, card, relative target, arg): encoding
        # runs for each legal action of each decision, so it is one dictionary look-up.
        self._codes: dict[tuple[str, int, int, int], int] = {}
        for b in placed:
            if not b.pair:
                for index in range(b.start, b.start + b.size):
                    action = self._decode_relative(b, index)
                    self._codes[(b.kind, action.card, action.target, action.arg)] = index

    # --- encoding ------------------------------------------------------------------------
    def encode(self, action: Action, actor: int, players: int) -> int:
        """The integer of ``action`` taken by seat ``actor`` at a table of ``players``;
        an action outside the codec raises ``IllegalAction("not_in_codec", ...)``."""
        block = self._by_kind.get(action.kind)
        if block is None:
            raise IllegalAction("not_in_codec", f"{self.name} codes no action {action.kind!r}")
        try:
            if block.pair:
                a, b = sorted((action.card, action.arg))
                n = block.pair
                if not 0 <= a < b < n or action.target != ABSENT:
                    raise KeyError(a)
                return block.start + a * n - a * (a + 1) // 2 + (b - a - 1)
            target = action.target
            if target != ABSENT and block.target.relative:
                if not 0 <= target < players:
                    raise KeyError(target)
                target = (target - actor) % players
            return self._codes[(block.kind, action.card, target, action.arg)]
        except KeyError:
            raise IllegalAction("not_in_codec",
                                f"{self.name} cannot code {action.format()}") from None

    def decode(self, index: int, actor: int, players: int) -> Action:
        """The action of integer ``index`` for seat ``actor``; pairs come in id order.
        An index out of range, or a seat beyond the table, raises ``IllegalAction``."""
        if type(index) is not int or not 0 <= index < self.size:
            raise IllegalAction("bad_action_index",
                                f"an action index is 0..{self.size - 1}, not {index!r}")
        block = self.blocks[_bisect(self._starts, index)]
        action = self._decode_relative(block, index)
        if block.target.relative and action.target != ABSENT:
            if action.target >= players:
                raise IllegalAction("bad_action_index",
                                    f"index {index} names a seat beyond a {players}-seat table")
            return action._replace(target=(actor + action.target) % players)
        return action

    @staticmethod
    def _decode_relative(block: Block, index: int) -> Action:
        """The action of ``index`` in ``block`` with its seat still relative."""
        offset = index - block.start
        if block.pair:
            n = block.pair
            a = 0
            while offset >= n - a - 1:
                offset -= n - a - 1
                a += 1
            return Action(block.kind, a, ABSENT, a + 1 + offset)
        offset, arg_slot = divmod(offset, block.arg.size)
        card_slot, target_slot = divmod(offset, block.target.size)
        return Action(block.kind, block.card.values[card_slot], block.target.values[target_slot],
                      block.arg.values[arg_slot])

    def legal_index(self, legal: Sequence[Action], actor: int,
                    players: int) -> dict[int, Action]:
        """``{integer: action}`` for the legal actions of a decision: the action mask is
        its keys, and an agent's integer is turned into the engine's own action by it."""
        table = {self.encode(a, actor, players): a for a in legal}
        if len(table) != len(legal):
            raise ValueError(f"{self.name}: two legal actions share one code")
        return table


def _bisect(starts: list[int], index: int) -> int:
    lo, hi = 0, len(starts)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if starts[mid] <= index:
            lo = mid
        else:
            hi = mid
    return lo


def card_codec(ids: int = CARD_IDS) -> ActionCodec:
    """The card game's codec for ``ids`` card ids: 80, or 160 with the ghosts' second
    deck.  Every kind of every variant is listed, so one codec serves the base game and
    both ghost variants alike."""
    card = Field(tuple(range(ids)))
    card_or_none = Field((ABSENT, *range(ids)))
    blocks = [
        # Phase 2 and the turn's prompts.
        Block("end", meaning="play: end phase 2"),
        Block("play", card=card, target=seats(optional=True), meaning="play: play a card"),
        Block("discard", card=card,
              meaning="discard (hand limit), dmh_discard"),
        Block("sid", pair=ids, meaning="Sid Ketchum discards two cards for a life"),
        Block("draw_deck", meaning="draw_jesse, draw_pedro: draw from the deck"),
        Block("draw_discard", meaning="draw_pedro: take the discard pile's top"),
        Block("draw_from", target=seats(), meaning="draw_jesse: a card from a hand"),
        Block("return", card=card, meaning="kit_return"),
        Block("choose", card=card, meaning="lucky_duke"),
        # Answers out of turn.
        Block("take", meaning="respond, duel, indians, dmh_missed: take the hit"),
        Block("barrel", meaning="respond: draw! for the Barrel"),
        Block("missed", card=card, meaning="respond, dmh_missed"),
        Block("bang", card=card, meaning="duel, indians"),
        Block("pick", card=card, meaning="store_pick"),
        Block("hand", meaning="choose_card: a random card from the hand"),
        Block("table", card=card, meaning="choose_card: a card in play"),
        Block("beer", card=card, meaning="dying: drink a Beer"),
        Block("die", meaning="dying"),
        Block("top", card=card, meaning="discard_top"),
        # Dead Reckonin' (RULES.md C1).
        Block("contest", pair=ids, meaning="ghost_contest: the two cards played"),
        Block("suit", arg=values(0, 1, 2, 3), meaning="ghost_suit: ♠ ♥ ♦ ♣"),
        Block("heal", target=seats(), meaning="ghost_action (♥)"),
        Block("revive", target=seats(), meaning="ghost_action (♥)"),
        Block("will", arg=values(1, 2), meaning="ghost_action (♦)"),
        Block("give", card=card, target=seats(), meaning="ghost_give (♦)"),
        Block("spook", card=card_or_none, target=seats(), meaning="ghost_action (♣)"),
        Block("scare", target=seats(), meaning="ghost_action (♠)"),
        Block("done", meaning="ghost_action (♣, ♠): stop"),
        # Dead Man's Hand (RULES.md C2).
        Block("predict", target=seats(), meaning="dmh_predict"),
        Block("shoot", card=card, target=seats(), meaning="dmh_shoot"),
        Block("pass", meaning="dmh_shoot: do not shoot"),
    ]
    return ActionCodec(f"cards-{ids}", blocks)


def dice_codec() -> ActionCodec:
    """The dice game's codec (docs/dice_protocol.md): 173 actions."""
    die = Field(tuple(range(DICE)))
    blocks = [
        Block("heal", target=seats(), meaning="sid_ketchum"),
        Block("stop", meaning="roll: keep the dice"),
        Block("reroll", arg=Field(tuple(range(1, 1 << DICE))), meaning="roll: dice mask"),
        Block("shoot", card=die, target=seats(), arg=values(ABSENT, 1),
              meaning="shoot (x1: Slab the Killer doubles)"),
        Block("arrow", meaning="bart_cassidy"), Block("life", meaning="bart_cassidy"),
        Block("discard", meaning="pedro_ramirez"), Block("keep", meaning="pedro_ramirez"),
        Block("beer", card=die, target=seats(), meaning="beer"),
        Block("remove", target=seats(), meaning="kit_carlson"),
        Block("pass", meaning="kit_carlson: stop"),
    ]
    return ActionCodec("dice", blocks)


_CODECS: dict[str, ActionCodec] = {}


def codec_named(name: str) -> ActionCodec:
    """The shared codec ``dice``, ``cards-80`` or ``cards-160`` (built once)."""
    codec = _CODECS.get(name)
    if codec is None:
        if name == "dice":
            codec = dice_codec()
        elif name == f"cards-{CARD_IDS}":
            codec = card_codec(CARD_IDS)
        elif name == f"cards-{CARD_IDS_TWO_DECKS}":
            codec = card_codec(CARD_IDS_TWO_DECKS)
        else:
            raise ValueError(f"no codec {name!r}: dice, cards-80 or cards-160")
        codec = _CODECS.setdefault(name, codec)
    return codec


def codec_table(codec: ActionCodec) -> str:
    """The codec as the Markdown table of docs/rl.md."""
    lines = [f"Codec `{codec.name}`, version {codec.version}: `Discrete({codec.size})`.", "",
             "| first | last | size | action | answers |", "|---:|---:|---:|---|---|"]
    for b in codec.blocks:
        lines.append(f"| {b.start} | {b.start + b.size - 1} | {b.size} | `{b.fields()}`"
                     f" | {b.meaning} |")
    return "\n".join(lines)
