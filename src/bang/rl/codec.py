"""The action codecs: every engine ``Action`` of a game as one integer of a fixed
``Discrete(N)`` space, and back.

A codec is a list of blocks, one per action kind (two for a kind whose actions differ
in which fields they hold, as a card played with or without Dodge City's "+1" cost).  A
block names which values each field of the action may take (a card id, a die, a seat
*relative to the actor*, an argument); its integers are the product of those choices in
that order.  The codec is built once from this table; its ``version`` changes whenever
the table does, so a trained policy can refuse a codec it was not trained with.
``docs/rl.md`` prints the table from :func:`codec_table`, and a test checks that the two
agree.

Seats are relative (``0`` is the actor, ``1`` his left neighbour...), so one action
means the same thing from every seat and at every table size up to 8.

Three card-game kinds name two cards of the actor's hand: Sid Ketchum's ``sid``, the
Dead Reckonin' contest's ``contest`` and Doc Holyday's ``doc`` (which also names its
target).  They are coded as the unordered pair (with the target, if any), which is how
the engine offers them (each pair once); :meth:`ActionCodec.decode` alone returns the
pair in id order, and an environment decodes against the legal actions of the moment
(:meth:`ActionCodec.legal_index`), which gives the engine's own action.

The card game has one codec per content it covers, named for it: ``cards-80`` and
``cards-160`` (the base game, with the ghosts' second deck in the latter), and
``cards-dc-121`` and ``cards-dc-242`` (Dodge City's cards and characters added, with its
Buffalo Rifle 9♣ printing, one deck or two).  The base game's codecs never change with
the content registered beside them: their integers are those of their version 1.

The dice game has ``dice`` (version 1) and, for a game with any module of its two
expansions (rules/dice-expansions.md Part G), ``dice-x`` (version 4): ``dice``'s
integers followed by a sixth die's and the expansions' actions.

A game with an event deck (High Noon, A Fistful of Cards: rules/high-noon-fistful.md)
has codecs of its own, version 3: ``cards-ev-80``, ``cards-ev-160``, ``cards-dc-ev-121``
and ``cards-dc-ev-242``, each the codec of the same game without events (the same
integers for the same actions) followed by the event decks' actions
(``HIGH_NOON_BLOCKS``, ``fistful_blocks``).  The Daltons' blue card is a ``discard``,
Handcuffs' suit a ``suit`` and a Missed! given up to Russian Roulette or a Ricochet a
``missed`` (or ``use``), which the codecs without events already hold.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bang.cards import content
from bang.cards import data as card_data
from bang.cards.config import (
    DODGE_CITY_BUFFALO_RIFLE_9C,
    DODGE_CITY_CARDS,
    DODGE_CITY_CHARACTERS,
)
from bang.core.errors import IllegalAction
from bang.core.protocol import Action

#: Seats an action may name, relative to the actor: 0 (himself) to 7.
MAX_SEATS = 8
#: The card game's ids without the ghosts' second deck, and with it.
CARD_IDS = 80
CARD_IDS_TWO_DECKS = 160
#: Dice in the dice game.
DICE = 5
#: Dice an expansion dice game may roll (RULES.md G4.1, G17-1: José Delgado's or Tequila
#: Joe's sixth die).
DICE_X = 6
#: The newest codec version.  Each codec carries its own (``ActionCodec.version``, the
#: version in which its table last changed): codes of one codec's version mean nothing
#: in another.  1: the dice game and the base card game; 2: Dodge City's codecs; 3: the
#: codecs of games with an event deck; 4: the dice game with its expansions
#: (``dice-x``).
CODEC_VERSION = 4
#: The content sets the Dodge City codecs and layouts cover (``CardConfig.content_sets``).
DODGE_CITY_SETS: tuple[str, ...] = (
    DODGE_CITY_CARDS, DODGE_CITY_BUFFALO_RIFLE_9C, DODGE_CITY_CHARACTERS)

ABSENT = -1
#: ``Field`` marker: the field holds a seat, coded relative to the actor.
SEAT = "seat"


def describe_values(vals: Sequence[int]) -> str:
    """Integers as runs: ``0..79, 160..199, 240`` (a run of three or more as ``a..b``)."""
    runs: list[list[int]] = []
    for v in vals:
        if runs and v == runs[-1][-1] + 1:
            runs[-1].append(v)
        else:
            runs.append([v])
    parts: list[str] = []
    for run in runs:
        if len(run) > 2:
            parts.append(f"{run[0]}..{run[-1]}")
        else:
            parts.extend(map(str, run))
    return ", ".join(parts)


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
        what = "relative seat " if self.relative else ""
        return f"{prefix}{what}{describe_values(rest)}"


NONE = Field((ABSENT,))


def seats(optional: bool = False) -> Field:
    values = tuple(range(MAX_SEATS))
    return Field(((ABSENT,) if optional else ()) + values, relative=True)


def other_seats(optional: bool = False) -> Field:
    """Seats 1..7 relative to the actor: an action that never names its actor."""
    values = tuple(range(1, MAX_SEATS))
    return Field(((ABSENT,) if optional else ()) + values, relative=True)


def values(*vals: int) -> Field:
    return Field(tuple(vals))


@dataclass(frozen=True)
class Block:
    """One action kind (or one shape of it): the integers ``start .. start + size - 1``.

    Without ``pair`` the index inside the block is
    ``(card_slot * len(target) + target_slot) * len(arg) + arg_slot``; with ``pair`` (the
    card ids the two cards may be) the block lists the unordered pairs ``card < arg`` in
    order, each with every value of ``target``: ``pair_slot * len(target) + target_slot``.
    """

    kind: str
    card: Field = NONE
    target: Field = NONE
    arg: Field = NONE
    pair: tuple[int, ...] = ()
    meaning: str = ""
    start: int = 0

    @property
    def size(self) -> int:
        if self.pair:
            n = len(self.pair)
            return n * (n - 1) // 2 * self.target.size
        return self.card.size * self.target.size * self.arg.size

    def fields(self) -> str:
        """The notation of the kind's actions, e.g. ``play cCARD tSEAT``."""
        if self.pair:
            target = "" if self.target == NONE else f" t[{self.target.describe()}]"
            return (f"{self.kind} cA{target} xB (an unordered pair of card ids"
                    f" {describe_values(self.pair)})")
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

    def __init__(self, name: str, blocks: Iterable[Block], version: int = 1) -> None:
        self.name = name
        self.version = version
        placed: list[Block] = []
        start = 0
        for b in blocks:
            b = Block(b.kind, b.card, b.target, b.arg, b.pair, b.meaning, start)
            placed.append(b)
            start += b.size
        self.blocks: tuple[Block, ...] = tuple(placed)
        self.size = start
        # Per kind: whether its target is a relative seat (all its blocks agree), and its
        # pair block if it is a pair kind (then its only block).
        self._relative: dict[str, bool] = {}
        self._pairs: dict[str, Block] = {}
        self._pair_slots: dict[str, dict[int, int]] = {}
        for b in placed:
            shapes = [x for x in placed if x.kind == b.kind]
            relative = {x.target.relative for x in shapes if x.target != NONE}
            if len(relative) > 1 or (len(shapes) > 1 and any(x.pair for x in shapes)):
                raise ValueError(f"codec {name}: action kind {b.kind!r} is listed twice")
            self._relative[b.kind] = bool(relative) and relative.pop()
            if b.pair:
                self._pairs[b.kind] = b
                self._pair_slots[b.kind] = {card: i for i, card in enumerate(b.pair)}
        self._starts = [b.start for b in placed]
        # Every non-pair action's integer by (kind, card, relative target, arg): encoding
        # runs for each legal action of each decision, so it is one dictionary look-up.
        self._codes: dict[tuple[str, int, int, int], int] = {}
        for b in placed:
            if not b.pair:
                for index in range(b.start, b.start + b.size):
                    action = self._decode_relative(b, index)
                    key = (b.kind, action.card, action.target, action.arg)
                    if key in self._codes:
                        raise ValueError(f"codec {name}: {action.format()} is coded twice")
                    self._codes[key] = index

    # --- encoding ------------------------------------------------------------------------
    def encode(self, action: Action, actor: int, players: int) -> int:
        """The integer of ``action`` taken by seat ``actor`` at a table of ``players``;
        an action outside the codec raises ``IllegalAction("not_in_codec", ...)``."""
        relative = self._relative.get(action.kind)
        if relative is None:
            raise IllegalAction("not_in_codec", f"{self.name} codes no action {action.kind!r}")
        try:
            target = action.target
            if target != ABSENT and relative:
                if not 0 <= target < players:
                    raise KeyError(target)
                target = (target - actor) % players
            block = self._pairs.get(action.kind)
            if block is not None:
                slots = self._pair_slots[action.kind]
                a, b = sorted((slots[action.card], slots[action.arg]))
                if a == b:
                    raise KeyError(a)
                n = len(block.pair)
                index = a * n - a * (a + 1) // 2 + (b - a - 1)
                return (block.start + index * block.target.size
                        + block.target.values.index(target))
            return self._codes[(action.kind, action.card, target, action.arg)]
        except (KeyError, ValueError):
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

    def block_of(self, index: int) -> Block:
        """The block holding integer ``index`` (0 <= index < size)."""
        return self.blocks[_bisect(self._starts, index)]

    @staticmethod
    def _decode_relative(block: Block, index: int) -> Action:
        """The action of ``index`` in ``block`` with its seat still relative."""
        offset = index - block.start
        if block.pair:
            offset, target_slot = divmod(offset, block.target.size)
            n = len(block.pair)
            a = 0
            while offset >= n - a - 1:
                offset -= n - a - 1
                a += 1
            return Action(block.kind, block.pair[a], block.target.values[target_slot],
                          block.pair[a + 1 + offset])
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


def _card_blocks(ids: tuple[int, ...], dodge_city: bool) -> list[Block]:
    """The card game's blocks over card ``ids``; with ``dodge_city`` also the actions
    of Dodge City's cards and characters (rules/dodge-city.md Part E), each in the
    group of the prompt it answers."""
    card = Field(ids)
    card_or_none = Field((ABSENT, *ids))
    dc = dodge_city
    blocks = [
        # Phase 2 and the turn's prompts.
        Block("end", meaning="play: end phase 2"),
        Block("play", card=card, target=seats(optional=True), meaning="play: play a card"),
        Block("discard", card=card,
              meaning="discard (hand limit), dmh_discard"),
        Block("sid", pair=ids, meaning="Sid Ketchum discards two cards for a life"),
    ]
    if dc:
        of_kind = card_data.KIND
        kinds = content.KINDS
        cost = tuple(c for c in ids if content.COST[of_kind[c]])
        green = tuple(c for c in ids if kinds[of_kind[c]].green)
        blue = tuple(c for c in ids if kinds[of_kind[c]].color == "blue")
        blocks += [
            Block("play", card=Field(cost), target=seats(optional=True), arg=card,
                  meaning="play: a card with a \"+1\" cost (E4.2), x the other hand card"
                  " discarded for it"),
            Block("use", card=Field(green), target=other_seats(optional=True),
                  meaning="play: use a green card in play (E4.1); respond: a green card"
                  " as a Missed!"),
            Block("doc", pair=ids, target=other_seats(),
                  meaning="play: Doc Holyday discards two cards for a BANG! at the target"),
            Block("chuck", meaning="play: Chuck Wengam, a life for two cards"),
            Block("jose", card=Field(blue), meaning="play: José Delgado discards a blue card"),
            Block("copy", target=other_seats(), meaning="vera_copy: Vera Custer copies"),
            Block("no_copy", meaning="vera_copy: Vera Custer copies nobody"),
        ]
    blocks += [
        Block("draw_deck", meaning="draw_jesse, draw_pedro" + (", draw_pat" if dc else "")
              + ": draw from the deck"),
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
        Block("table", card=card, meaning="choose_card: a card in play"
              + ("; draw_pat: Pat Brennan's card in play" if dc else "")),
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
    return blocks


def card_codec(ids: int = CARD_IDS) -> ActionCodec:
    """The base card game's codec for ``ids`` card ids: 80, or 160 with the ghosts'
    second deck.  Every kind of every variant is listed, so one codec serves the base
    game and both ghost variants alike."""
    return ActionCodec(f"cards-{ids}", _card_blocks(tuple(range(ids)), dodge_city=False))


def dodge_city_ids(two_decks: bool) -> tuple[int, ...]:
    """The card ids of a game with Dodge City (E2): the base game's 80, Dodge City's 40
    and Buffalo Rifle's 9♣ printing (which replaces its Q♣ card when chosen, E2.2), with
    every second copy too for the ghosts' separate deck; in id order."""
    found: set[int] = set(range(CARD_IDS_TWO_DECKS if two_decks else CARD_IDS))
    for key in (DODGE_CITY_CARDS, DODGE_CITY_BUFFALO_RIFLE_9C):
        main, copies = content.set_ids(key)
        found.update(main)
        if two_decks:
            found.update(copies)
    return tuple(sorted(found))


def dodge_city_codec(two_decks: bool = False) -> ActionCodec:
    """The codec of a card game with Dodge City's cards, characters or both (with or
    without the ghost variants): every base kind over its ids, and its own actions
    (green cards used, a "+1" cost, Doc Holyday's pair with its target, Chuck Wengam,
    José Delgado, Vera Custer's copy).  Named for its ids: ``cards-dc-121`` for one
    deck, ``cards-dc-242`` with the ghosts' second deck."""
    ids = dodge_city_ids(two_decks)
    return ActionCodec(f"cards-dc-{len(ids)}", _card_blocks(ids, dodge_city=True), version=2)


#: The actions High Noon's deck adds (rules/high-noon-fistful.md F3.1, F5.15).
HIGH_NOON_BLOCKS: tuple[Block, ...] = (
    Block("switch", meaning="new_identity: take the spare character (F5.15)"),
    Block("keep", meaning="new_identity: keep the character in play"),
    Block("final", arg=values(0, 1),
          meaning="event_final: the mixed deck's final card (F3.1): x0 High Noon,"
          " x1 A Fistful of Cards"),
)
#: What the event deck's prompts answer with the blocks every card codec holds (with
#: Dodge City's, ``use``).
EVENT_MEANINGS = {
    "discard": ", daltons_discard (The Daltons' blue card, F5.7)",
    "suit": ", handcuffs_suit (F5.14)",
    "missed": ", roulette (F5.26), ricochet_answer (F5.25): a Missed! given up",
    "use": ", roulette, ricochet_answer: a green Missed! card given up",
}


def fistful_blocks(ids: tuple[int, ...]) -> tuple[Block, ...]:
    """The actions A Fistful of Cards' deck adds (F5.16-F5.30) over card ``ids``: a
    Ricochet's and a Sniper's cards are those that may be BANG! cards (BANG!, and the
    Missed! cards Calamity Janet may use as one), a Ricochet's aim a card that may be in
    play (blue or green)."""
    of_kind = card_data.KIND
    kinds = content.KINDS
    shots = tuple(c for c in ids if of_kind[c] == card_data.BANG
                  or (content.ANSWERS[of_kind[c]] == content.AS_MISSED
                      and not kinds[of_kind[c]].blue))
    in_play = tuple(c for c in ids if kinds[of_kind[c]].blue)
    return (
        Block("ricochet", card=Field(shots), target=other_seats(), arg=Field(in_play),
              meaning="play: Ricochet, a BANG! card discarded at a card in play (F5.25)"),
        Block("sniper", pair=shots, target=other_seats(),
              meaning="play: Sniper, two BANG! cards at a player (F5.27)"),
        Block("give", target=other_seats(), meaning="blood_brothers: a life to him (F5.18)"),
        Block("decline", meaning="blood_brothers: no"),
        Block("liquor", meaning="hard_liquor: a life instead of phase 1 (F5.20)"),
        Block("phase_one", meaning="hard_liquor: phase 1 as usual"),
        Block("guess", arg=values(0, 1), meaning="peyote: x0 red, x1 black (F5.23)"),
        Block("stop", meaning="peyote: stop guessing"),
        Block("ranch", card=Field(ids), meaning="ranch: one more hand card to exchange"
              " (F5.24)"),
        Block("ranch_done", meaning="ranch: done"),
        Block("give_up", meaning="ricochet_answer: the card in play goes"),
        Block("no_missed", meaning="roulette: no Missed!, 2 life lost"),
        Block("mine_pile", meaning="mine_pedro: Pedro Ramirez's first card from the"
              " discard pile (F5.16)"),
        Block("mine_deck", meaning="mine_pedro: from the deck"),
    )


def event_codec(base: ActionCodec) -> ActionCodec:
    """The codec of ``base``'s game with an event deck (version 3): ``base``'s blocks,
    their integers unchanged (the prompts of the event deck that answer with them
    named), then High Noon's and A Fistful of Cards' blocks over the same ids.  Named
    ``cards-ev-80``, ``cards-dc-ev-121``..."""
    family, ids = base.name.rsplit("-", 1)
    blocks = [Block(b.kind, b.card, b.target, b.arg, b.pair,
                    b.meaning + EVENT_MEANINGS.get(b.kind, "")) for b in base.blocks]
    covered = next(b.card.values for b in base.blocks if b.kind == "discard")
    return ActionCodec(f"{family}-ev-{ids}",
                       [*blocks, *HIGH_NOON_BLOCKS, *fistful_blocks(covered)], version=3)


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


def dice_expansion_codec() -> ActionCodec:
    """The codec of a dice game with any of its expansions' modules (RULES.md Part G),
    version 4, named ``dice-x``: the base game's codec (the same integers for the same
    actions, the prompts of the expansions that answer with them named), then a sixth
    die's bull's eye, Beer and re-roll masks (G4.1), and the actions the Saloon dice, the
    Chief's Arrow, the duels and the new characters add."""
    base = dice_codec()
    meanings = {
        "heal": ", sam_the_healer (G9-5)",
        "arrow": ", chief_arrow: a regular arrow (G5.1)",
        "keep": ", elena_fuente: keep the arrow (G6-2)",
        "pass": (", apache_kid, molly_stark, belle_star, chuck_wengam, sam_the_healer,"
                 " sean_mallory, sean_mallory_roll: no"),
    }
    blocks = [Block(b.kind, b.card, b.target, b.arg, b.pair,
                    b.meaning + meanings.get(b.kind, "")) for b in base.blocks]
    sixth = values(DICE_X - 1)
    die = Field(tuple(range(DICE_X)))
    blocks += [
        Block("shoot", card=sixth, target=seats(), arg=values(ABSENT, 1),
              meaning="shoot: the sixth die's bull's eye (G4.1-4)"),
        Block("reroll", arg=Field(tuple(range(1 << DICE, 1 << DICE_X))),
              meaning="roll: a dice mask with the sixth die"),
        Block("beer", card=sixth, target=seats(), meaning="beer: the sixth die's"),
        Block("no_saloon", meaning="saloon_die: no Saloon die (G4.1)"),
        Block("loudmouth", meaning="saloon_die: the Loudmouth"),
        Block("coward", meaning="saloon_die: the Coward"),
        Block("return", target=seats(), meaning="broken_arrow: whose arrow goes back (G4.3)"),
        Block("chief", meaning="chief_arrow, bart_cassidy: the Chief's Arrow (G5.1, G5-5)"),
        Block("steal", meaning="apache_kid: take the Chief's Arrow (G5-7)"),
        Block("give", target=seats(), meaning="elena_fuente: the arrow to him (G6-2)"),
        Block("stand_in", meaning="molly_stark: lose it in his place (G6-5)"),
        Block("token", arg=values(0, 1, 2, 3),
              meaning="whiskey: discard a token, x0 Beer, x1 one, x2 two, x3 Dynamite (G7-4)"),
        Block("duel", card=die, target=other_seats(),
              meaning="challenge: the Duel die at a player (G7.4)"),
        Block("reroll_duel", card=Field((ABSENT, *range(DICE_X))),
              meaning="sean_mallory: roll the duel again; sean_mallory_roll: that Duel die"
              " (G9-6)"),
        Block("change", card=die, arg=Field((ABSENT, *range(DICE_X))),
              meaning="belle_star: that Dynamite to a Gatling (x absent); chuck_wengam: that"
              " die to its face x (G9-1, G9-2)"),
    ]
    return ActionCodec("dice-x", blocks, version=4)


#: Every codec by name, in the order docs/rl.md lists them.
CODEC_NAMES: tuple[str, ...] = ("dice", "dice-x", "cards-80", "cards-160", "cards-dc-121",
                                "cards-dc-242", "cards-ev-80", "cards-ev-160", "cards-dc-ev-121",
                                "cards-dc-ev-242")
_CODECS: dict[str, ActionCodec] = {}


def codec_named(name: str) -> ActionCodec:
    """The shared codec of ``name`` (one of ``CODEC_NAMES``), built once."""
    codec = _CODECS.get(name)
    if codec is None:
        if name == "dice":
            codec = dice_codec()
        elif name == "dice-x":
            codec = dice_expansion_codec()
        elif name == f"cards-{CARD_IDS}":
            codec = card_codec(CARD_IDS)
        elif name == f"cards-{CARD_IDS_TWO_DECKS}":
            codec = card_codec(CARD_IDS_TWO_DECKS)
        elif name == "cards-dc-121":
            codec = dodge_city_codec(two_decks=False)
        elif name == "cards-dc-242":
            codec = dodge_city_codec(two_decks=True)
        elif name in CODEC_NAMES[6:]:
            codec = event_codec(codec_named(name.replace("-ev", "")))
        else:
            raise ValueError(f"no codec {name!r}: {', '.join(CODEC_NAMES)}")
        if codec.name != name:
            raise ValueError(f"codec {name!r} was built as {codec.name!r}")
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
