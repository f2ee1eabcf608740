"""The card game's content: every card kind and every character, each with one home,
and the decks and character sets they make (docs/design.md §5, §9).

A *card kind* (``CardKind``) says everything a rule needs to know about a card: its
border colour, how it is played (which targets, what it costs), what playing it starts,
what it may be given as in answer (a Missed! against a BANG! effect...), and what it
does while it is in play (a weapon's reach, a Mustang's +1, a Barrel's draw!).  An
*ability* (``Ability``) is a character's power: the numbers it adds to a seat (Paul
Regret's +1) and the hooks the procedure calls at its named points (phase 1, damage
taken, an empty hand, another player's elimination, a draw!), with the prompts it asks.
A *character* (``CharacterCard``) is a name, its life points and the abilities it
grants; which abilities a seat has *now* is asked through one function,
``CardState.has_ability`` (and computed by one, ``Ruleset.abilities``), so a character
that copies another or an event that removes abilities changes one thing.

Content comes in *sets* (``ContentSet``): the base game's (``bang.cards.base_cards`` and
``bang.cards.base_characters``), and each expansion's.  A set's cards have fixed ids
(the base game's are 0-79 in RULES.md A6 order; 80-159 are their second copies for the
ghosts' separate deck); registering a set extends the flat per-id tables of
``bang.cards.data`` that the hot path reads, and checks that every kind in its deck has
a behaviour and every character an entry for each of its abilities.  A game's config
names the sets it uses (``CardConfig.expansions``); ``deck_for(config)`` is its deck.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, NamedTuple

from bang.cards import actions, data
from bang.cards.state import (
    ABILITIES,
    CHARACTER_ABILITIES,
    Ability,
    AnswerFn,
    LegalFn,
    abilities_changed,
)
from bang.core.errors import ConfigError

if TYPE_CHECKING:
    from bang.cards.state import CardState

# --- how a card is played --------------------------------------------------------
#: Target codes (``CardKind.target``), read by ``play.legal_play``.
#: Played on nobody (Beer, Stagecoach, Gatling...).
NO_TARGET = 0
#: Put in play in front of oneself (blue and green cards), never a second one of its name.
EQUIP = 1
#: On another living player within a distance: the weapon's reach (``distance`` 0) or
#: at most ``distance`` (Panic! 1).
IN_RANGE = 2
#: On any other living player.
ANY_OTHER = 3
#: Never played on its own (Missed!: only given in answer).
NEVER = 4
#: On any living player, oneself included (Dodge City's Tequila).
ANY_PLAYER = 5

#: What a card may be given as, out of turn (``CardKind.answers``).
AS_MISSED = "missed"
AS_BANG = "bang"
AS_BEER = "beer"

#: ``play(game, seat, card, target)``: what playing a brown card starts, called once
#: the card is on the discard pile (A14.1), its cost paid and an emptied hand refilled.
PlayEffect = Callable[["CardState", int, int, int], None]
#: ``check(game, seat, card, flipped)``: the outcome of the start-of-turn draw! that a
#: card in front of the player asks for (Dynamite, Jail); ``flipped`` is the card that
#: counts (-1: none was left).  Returns the turn step to go on with.
CheckEffect = Callable[["CardState", int, int, int], int]


class CardKind(NamedTuple):
    """One kind of card and everything the rules read of it (one home per kind)."""

    #: Message key suffix (``card.<key>``) and stable name in records of the content.
    key: str
    #: The English name printed on the card (RULES.md A6).
    name: str
    #: ``"brown"`` (play and discard), ``"blue"`` (stays in play) or ``"green"``.
    color: str
    #: The clause of the rules that defines it (``"A7 BANG!"``), for the card index.
    clause: str
    target: int = NO_TARGET
    #: ``IN_RANGE``: the largest distance (0: the weapon's reach, A4).
    distance: int = 0
    #: The target must have a card in hand or in play (A14.4).
    needs_cards: bool = False
    #: Never on the Sheriff (Jail, A7).
    not_on_sheriff: bool = False
    #: Never on a player who already has one in front of him (Jail).
    one_per_player: bool = False
    #: Counts against the one BANG! per turn of A5.
    limited: bool = False
    #: Other hand cards discarded to play it (Dodge City's "+1" symbol).
    cost: int = 0
    #: Brown cards: what playing it starts (``PlayEffect``).
    play: PlayEffect | None = None
    #: What it may be given as in answer (``AS_MISSED``, ``AS_BANG``, ``AS_BEER``).
    answers: str = ""
    #: In play: a weapon's reach (A4); 0 for no weapon.
    weapon: int = 0
    #: In play: others see its owner this much farther (Mustang, A4).
    defence: int = 0
    #: In play: its owner sees others this much nearer (Scope, A4).
    sight: int = 0
    #: In play: draw!s its owner may make against each BANG! effect (Barrel, A7).
    barrels: int = 0
    #: In play: its owner may play any number of BANG! cards (Volcanic, A5).
    free_bangs: bool = False
    #: In play in front of a player at the start of his turn: a draw! (A3), whose
    #: outcome this decides; checked in ascending ``check_order`` (Dynamite before Jail).
    check: CheckEffect | None = None
    check_order: int = 0
    #: Put in play in front of the target rather than oneself (Jail).
    equip_target: bool = False
    #: Green cards (Dodge City, E4.1): how the card in play is used, a target code read
    #: as ``target`` is for a brown card (with ``distance`` and ``needs_cards``), its
    #: effect being ``play``; ``NEVER`` for one only given in answer (``answers``).
    use: int = NEVER
    #: Cards its owner draws when it is given in answer (Dodge City's Dodge and Bible,
    #: E4.4): at once, as part of the answer (E9-16).
    answer_draws: int = 0

    @property
    def blue(self) -> bool:
        """Whether it stays in play (blue or green border)."""
        return self.color != "brown"

    @property
    def green(self) -> bool:
        """Whether it stays in play and is discarded to be used (E4.1)."""
        return self.color == "green"


# --- characters -------------------------------------------------------------------
# An ability's record (``Ability``) is defined beside the state that merges the
# abilities of each seat (``bang.cards.state``); it is part of this module's interface.


class CharacterCard(NamedTuple):
    """A character: its name, life points (A12) and the abilities it grants."""

    key: str
    name: str
    life: int
    clause: str
    abilities: tuple[str, ...]


# --- content sets -----------------------------------------------------------------
class ContentSet(NamedTuple):
    """The cards and characters a box adds to the game.

    ``rows`` are its cards as ``(kind key, rank, suit letter)``, in id order from
    ``first_id``; with ``ghost_separate_deck`` each card also has a second copy, id
    ``first_id + len(rows) + i`` for row ``i``.  ``kinds`` are the kinds it defines
    (its rows may also use the kinds of the sets before it); ``characters`` and
    ``abilities`` likewise.  ``prompts`` are prompt kinds its cards ask (a card's own
    choices), as ``Ability.prompts``.  ``replaces`` are ids of the sets before it
    that a game using this set does not deal (nor their second copies): a printing
    variant of a card is a set of one row replacing the card (Dodge City's Buffalo
    Rifle sign, E2.2).
    """

    key: str
    first_id: int
    kinds: tuple[CardKind, ...]
    rows: tuple[tuple[str, str, str], ...]
    abilities: tuple[Ability, ...]
    characters: tuple[CharacterCard, ...]
    prompts: Mapping[str, tuple[LegalFn, AnswerFn]] = {}
    replaces: tuple[int, ...] = ()


#: Every card kind, by kind id (``data.KIND[card]``): the base game's 22 first.
KINDS: list[CardKind] = []
KIND_OF_KEY: dict[str, int] = {}
#: Every character, by key (their abilities: ``state.ABILITIES``).
CHARACTER_CARDS: dict[str, CharacterCard] = {}
#: Prompts asked by content (abilities and cards), kind -> (legal, answer).
CONTENT_PROMPTS: dict[str, tuple[LegalFn, AnswerFn]] = {}
#: The prompt kinds the game asks outside the content (the turn's, the answers' and the
#: variants', kept by ``bang.cards.dispatch``): a content set may not take them.
OTHER_PROMPTS: set[str] = set()
#: Registered sets, in order.
SETS: dict[str, ContentSet] = {}
#: Per set: its main-deck ids and its second-copy ids.
_SET_IDS: dict[str, tuple[range, range]] = {}
#: Called after every registration or removal (``bang.cards.dispatch`` rebuilds its
#: prompt tables).
LISTENERS: list[Callable[[], None]] = []

#: Flat per-kind tables (indexed by kind id) for the hot path, rebuilt on registration.
TARGET: list[int] = []
ANSWERS: list[str] = []
#: How ``play.legal_play`` offers a card of each kind: ``PLAN_NONE`` on nobody,
#: ``PLAN_SELF`` in front of oneself, ``PLAN_TARGETS`` on the seats ``play.targets``
#: finds, ``PLAN_NEVER`` not at all; and ``COST``, the cards it costs.
#: ``PLAN_REACH`` is the BANG! card's shape (a player in the weapon's reach, within the
#: BANG! limit), offered by the fast path it always had; ``PLAN_COST`` a card that costs
#: other cards (``CARD_PLAN`` only: its kind's own plan says where it goes).
PLAN_NEVER, PLAN_NONE, PLAN_SELF, PLAN_TARGETS, PLAN_REACH, PLAN_COST = range(6)
PLAN: list[int] = []
COST: list[int] = []
#: Per kind, its ``play`` effect (None for a kind that stays in play or is never played).
PLAY_EFFECT: list[PlayEffect | None] = []
#: ``PLAN`` of each card id's kind (``PLAN_COST`` for a kind with a cost): one look-up
#: per hand card.
CARD_PLAN: list[int] = []
#: Per kind, what ``play.targets`` reads: (target, distance, needs_cards,
#: not_on_sheriff, one_per_player, limited).
TARGETING: list[tuple[int, int, bool, bool, bool, bool]] = []
#: The kinds that ask a draw! at the start of their owner's turn, in their order (A3),
#: and the ids of their cards (a table holding none asks nothing).
START_CHECKS: list[int] = []
START_CHECK_CARDS: set[int] = set()
#: Per kind, the cards drawn when it is given in answer (Dodge, Bible: E4.4).
ANSWER_DRAWS: list[int] = []
#: The ids of green cards used in their owner's phase 2, and of those given in answer
#: to a BANG! effect (E4.1-4): a table holding none is passed over by one ``isdisjoint``.
GREEN_USE_CARDS: set[int] = set()
#: Per kind, how a green card in play is used in phase 2 (``PLAN_NONE``: on nobody,
#: ``PLAN_TARGETS``: on the seats ``play.targets`` finds, ``PLAN_NEVER``: not so).
PLAN_OF_USE: list[int] = []
GREEN_ANSWER_CARDS: set[int] = set()


def _check_kind(kind: CardKind) -> None:
    """A kind must do something: a brown card that can be played has an effect, a card
    in play changes something (or asks a draw!), and an unplayable card is an answer;
    and a cost must be one the rules can pay."""
    if kind.color not in ("brown", "blue", "green"):
        raise ConfigError(f"card kind {kind.key!r}: colour {kind.color!r} is not brown,"
                          " blue or green")
    if kind.cost:
        # Dodge City's "discard another card" (E4.2): one card, paid when a brown card
        # is played in phase 2 (``play.with_cost``, ``play.answer_play``); nothing pays
        # more, nor for a card put in play or only given in answer.
        if kind.cost != 1:
            raise ConfigError(f"card kind {kind.key!r}: a cost of {kind.cost} cards; only"
                              " one other card (cost 1) can be paid")
        if kind.blue or kind.target == NEVER:
            raise ConfigError(f"card kind {kind.key!r}: only a brown card played in phase 2"
                              " has a cost")
    if kind.blue and kind.target != EQUIP:
        # ``play.legal_play`` keeps A3 (b), never two of one name in play, for EQUIP.
        raise ConfigError(f"card kind {kind.key!r} stays in play: it is put in play"
                          " (target EQUIP)")
    if kind.target == NEVER:
        if not kind.answers:
            raise ConfigError(f"card kind {kind.key!r} can never be played nor given in"
                              " answer: it has no behaviour")
        return
    in_play = (kind.weapon or kind.defence or kind.sight or kind.barrels or kind.free_bangs
               or kind.check is not None)
    if kind.answer_draws and kind.answers != AS_MISSED:
        raise ConfigError(f"card kind {kind.key!r} draws when given in answer, but is not"
                          " given as a Missed!")
    if kind.green:
        # E4.1: put in play in front of its owner, doing nothing there, then discarded
        # to be used: in his phase 2 (``use`` a target code, ``play`` the effect), or in
        # answer to a BANG! effect aimed at him (``use`` NEVER, ``answers`` AS_MISSED).
        if kind.equip_target or in_play:
            raise ConfigError(f"green card kind {kind.key!r} goes in front of its owner and"
                              " does nothing while in play (E4.1)")
        if kind.use == NEVER:
            if kind.answers != AS_MISSED or kind.play is not None:
                raise ConfigError(f"green card kind {kind.key!r} is used only in answer: it"
                                  " is given as a Missed! and has no play effect")
        elif kind.use not in (NO_TARGET, IN_RANGE, ANY_OTHER, ANY_PLAYER) \
                or kind.play is None or kind.answers:
            raise ConfigError(f"green card kind {kind.key!r} is used in phase 2: a target code"
                              " of a brown card's and an effect (CardKind.play), no answer")
        return
    if kind.use != NEVER:
        raise ConfigError(f"card kind {kind.key!r} is not green: it has no use in play")
    if not kind.blue:
        if kind.play is None:
            raise ConfigError(f"brown card kind {kind.key!r} has no effect (CardKind.play)")
        if kind.target == EQUIP or kind.equip_target or in_play:
            raise ConfigError(f"brown card kind {kind.key!r} cannot be put in play")
        return
    if kind.play is not None:
        raise ConfigError(f"card kind {kind.key!r} stays in play: its effect is what it"
                          " does in play, not a play effect")
    if not in_play:
        raise ConfigError(f"card kind {kind.key!r} stays in play but changes nothing")


def _checked(content: ContentSet) -> tuple[range, range, dict[str, tuple[LegalFn, AnswerFn]]]:
    """Everything ``register`` refuses, checked before any table changes: the set's
    main-deck ids, their second copies and the prompts it asks."""
    where = f"content set {content.key!r}"
    if content.key in SETS:
        raise ConfigError(f"{where} is already registered")
    size = len(content.rows)
    if content.first_id < 0:
        raise ConfigError(f"{where}: ids start at {content.first_id}, below 0")
    ids = range(content.first_id, content.first_id + size)
    copies = range(content.first_id + size, content.first_id + 2 * size)
    if size == 0 and not content.characters:
        raise ConfigError(f"{where} adds nothing")
    for other, (used, used_copies) in _SET_IDS.items():
        for block in (ids, copies):
            if block and (set(block) & set(used) or set(block) & set(used_copies)):
                raise ConfigError(f"{where}: ids {block.start}-{block.stop - 1} overlap"
                                  f" those of {other!r}")
    for card in content.replaces:
        if not any(card in used for used, _ in _SET_IDS.values()):
            raise ConfigError(f"{where}: it replaces card {card}, which no set before it"
                              " deals")
    known = dict(KIND_OF_KEY)
    names = {k.name for k in KINDS}
    for kind in content.kinds:
        if kind.key in known:
            raise ConfigError(f"card kind {kind.key!r} is already defined")
        if kind.name in names:
            raise ConfigError(f"card kind {kind.key!r}: a kind is already called {kind.name!r}"
                              " (a second copy of a card is a row of its kind)")
        _check_kind(kind)
        known[kind.key] = len(known)
        names.add(kind.name)
    for key, rank, suit in content.rows:
        if key not in known:
            raise ConfigError(f"{where}: a card of unknown kind {key!r}")
        if rank not in data.RANKS:
            raise ConfigError(f"{where}: rank {rank!r} is not one of {', '.join(data.RANKS)}")
        if suit not in "SHDC" or len(suit) != 1:
            raise ConfigError(f"{where}: suit {suit!r} is not S, H, D or C")
    abilities = dict(ABILITIES)
    for ability in content.abilities:
        if ability.key in abilities:
            raise ConfigError(f"ability {ability.key!r} is already defined")
        abilities[ability.key] = ability
    keys = set(CHARACTER_CARDS)
    people = set(CHARACTER_ABILITIES)
    for character in content.characters:
        if character.key in keys or character.name in people:
            raise ConfigError(f"character {character.key!r} ({character.name}) is already"
                              " defined")
        keys.add(character.key)
        people.add(character.name)
        if character.life < 1:
            raise ConfigError(f"character {character.name!r} has {character.life} life points")
        missing = [a for a in character.abilities if a not in abilities]
        if not character.abilities or missing:
            raise ConfigError(f"character {character.name!r} has no entry for its"
                              f" abilities {missing or '(none given)'}")
    prompts: dict[str, tuple[LegalFn, AnswerFn]] = {}
    for asked in (content.prompts, *(a.prompts for a in content.abilities)):
        for kind_name, handlers in asked.items():
            if kind_name in prompts or kind_name in CONTENT_PROMPTS \
                    or kind_name in OTHER_PROMPTS:
                raise ConfigError(f"{where}: the prompt kind {kind_name!r} exists")
            prompts[kind_name] = handlers
    return ids, copies, prompts


def register(content: ContentSet) -> None:
    """Add a content set: its kinds, abilities and characters, and its cards' ids.

    Refuses (``ConfigError``, nothing changed) a set whose key, ids, kind keys or names,
    ability keys, character keys or names or prompt kinds are taken (by the sets before
    it, by another of its own, or for prompts by the game's own: ``OTHER_PROMPTS``), a
    kind without a behaviour, a row of an unknown kind, rank or suit, or a character
    without life points or without an entry for each of its abilities."""
    ids, copies, prompts = _checked(content)
    # Checked: now change the tables.
    for kind in content.kinds:
        KIND_OF_KEY[kind.key] = len(KINDS)
        KINDS.append(kind)
    for ability in content.abilities:
        ABILITIES[ability.key] = ability
    for character in content.characters:
        CHARACTER_CARDS[character.key] = character
        CHARACTER_ABILITIES[character.name] = character.abilities
    CONTENT_PROMPTS.update(prompts)
    SETS[content.key] = content
    _SET_IDS[content.key] = (ids, copies)
    _rebuild_tables(content, ids, copies)
    _IN_USE.clear()
    abilities_changed()
    for listener in LISTENERS:
        listener()


def unregister(key: str) -> None:
    """Remove the most recently registered set (tests that register one of their own
    undo it, so the tables other tests read are the official content's)."""
    if not SETS or list(SETS)[-1] != key:
        raise ConfigError(f"only the last registered set can be removed, not {key!r}")
    content = SETS.pop(key)
    ids, copies = _SET_IDS.pop(key)
    for kind in content.kinds:
        del KIND_OF_KEY[kind.key]
        KINDS.pop()
    for ability in content.abilities:
        del ABILITIES[ability.key]
        for prompt in ability.prompts:
            CONTENT_PROMPTS.pop(prompt, None)
    for prompt in content.prompts:
        CONTENT_PROMPTS.pop(prompt, None)
    for character in content.characters:
        del CHARACTER_CARDS[character.key]
        del CHARACTER_ABILITIES[character.name]
    for card in (*ids, *copies):
        _clear_id(card)
    # The per-id tables (and the action tables) shrink back to the ids still in use.
    _fit(max((used.stop for _, used in _SET_IDS.values() if used), default=0))
    _refresh_kind_tables()
    _IN_USE.clear()
    abilities_changed()
    for listener in LISTENERS:
        listener()


#: The per-id flag tables of ``bang.cards.data`` (False for an id no set uses).
_FLAGS = (data.IS_BLUE, data.IS_GREEN, data.IS_HEART, data.IS_RED, data.EXPLODES,
          data.IS_SECOND)


def _clear_id(card: int) -> None:
    """Blank one id of the flat tables (a removed set's), as ``_grow`` made it."""
    data.KIND[card] = -1
    data.SUIT[card] = ""
    data.RANK_VALUE[card] = 0
    for flags in _FLAGS:
        flags[card] = False


def _grow(size: int) -> None:
    """Make room in the per-id tables, and the action tables, for ids below ``size``."""
    missing = size - len(data.KIND)
    if missing <= 0:
        return
    data.KIND.extend([-1] * missing)
    data.SUIT.extend([""] * missing)
    data.RANK_VALUE.extend([0] * missing)
    for flags in _FLAGS:
        flags.extend([False] * missing)
    actions.cover(size)


def _fit(size: int) -> None:
    """Cut the per-id tables and the action tables back to the ids below ``size``."""
    for table in (data.KIND, data.SUIT, data.RANK_VALUE, *_FLAGS):
        del table[size:]
    actions.cover(len(data.KIND))


def _rebuild_tables(content: ContentSet, ids: range, copies: range) -> None:
    if copies:
        _grow(copies.stop)
    for block, second in ((ids, False), (copies, True)):
        for card, (key, rank, letter) in zip(block, content.rows, strict=True):
            kind = KIND_OF_KEY[key]
            suit = data.SUIT_OF_LETTER[letter]
            value = data.RANKS.index(rank) + 2
            data.KIND[card] = kind
            data.SUIT[card] = suit
            data.RANK_VALUE[card] = value
            data.IS_BLUE[card] = KINDS[kind].blue
            data.IS_GREEN[card] = KINDS[kind].green
            data.IS_HEART[card] = suit == "♥"
            data.IS_RED[card] = suit in "♥♦"
            data.EXPLODES[card] = suit == "♠" and 2 <= value <= 9
            data.IS_SECOND[card] = second
    _refresh_kind_tables()


def _plan(kind: CardKind) -> int:
    if kind.target == NEVER:
        return PLAN_NEVER
    if (kind.target == IN_RANGE and not kind.distance and kind.limited and not kind.cost
            and not (kind.needs_cards or kind.not_on_sheriff or kind.one_per_player)):
        return PLAN_REACH
    if kind.target == NO_TARGET:
        return PLAN_NONE
    if kind.target == EQUIP and not kind.equip_target:
        return PLAN_SELF
    return PLAN_TARGETS


def _refresh_kind_tables() -> None:
    """The per-kind tables (``data.OF_KIND``, targets, answers, weapon reaches)."""
    count = len(KINDS)
    of_kind: list[set[int]] = [set() for _ in range(count)]
    for card, kind in enumerate(data.KIND):
        if 0 <= kind < count:
            of_kind[kind].add(card)
    data.OF_KIND[:] = [frozenset(s) for s in of_kind]
    data.KIND_NAMES_ALL[:] = [k.name for k in KINDS]
    TARGET[:] = [k.target for k in KINDS]
    ANSWERS[:] = [k.answers for k in KINDS]
    PLAN[:] = [_plan(k) for k in KINDS]
    PLAY_EFFECT[:] = [k.play for k in KINDS]
    COST[:] = [k.cost for k in KINDS]
    CARD_PLAN[:] = [PLAN_NEVER if not 0 <= k < count
                    else PLAN_COST if COST[k] else PLAN[k] for k in data.KIND]
    START_CHECKS[:] = sorted((i for i, k in enumerate(KINDS) if k.check is not None),
                             key=lambda i: KINDS[i].check_order)
    START_CHECK_CARDS.clear()
    START_CHECK_CARDS.update(c for c, k in enumerate(data.KIND) if 0 <= k < count
                             and KINDS[k].check is not None)
    data.WEAPON_RANGE.clear()
    data.WEAPON_RANGE.update({i: k.weapon for i, k in enumerate(KINDS) if k.weapon})
    data.DEFENCE[:] = [k.defence for k in KINDS]
    data.SIGHT[:] = [k.sight for k in KINDS]
    for cards, field in ((data.BARREL_CARDS, "barrels"), (data.FREE_BANG_CARDS, "free_bangs")):
        cards.clear()
        cards.update(c for c, k in enumerate(data.KIND) if 0 <= k < count
                     and getattr(KINDS[k], field))
    # A green card's targets are those of its use (it is put in play by ``PLAN_SELF``).
    TARGETING[:] = [(k.use, k.distance, k.needs_cards, False, False, False) if k.green
                    else (k.target, k.distance, k.needs_cards, k.not_on_sheriff,
                          k.one_per_player, k.limited) for k in KINDS]
    ANSWER_DRAWS[:] = [k.answer_draws for k in KINDS]
    PLAN_OF_USE[:] = [PLAN_NEVER if not k.green or k.use == NEVER
                      else PLAN_NONE if k.use == NO_TARGET else PLAN_TARGETS for k in KINDS]
    for cards, used in ((GREEN_USE_CARDS, True), (GREEN_ANSWER_CARDS, False)):
        cards.clear()
        cards.update(c for c, k in enumerate(data.KIND) if 0 <= k < count
                     and KINDS[k].green and (KINDS[k].use != NEVER) == used)
    data.DEFENCE_CARDS.clear()
    data.DEFENCE_CARDS.update(c for c, k in enumerate(data.KIND) if 0 <= k < count
                              and KINDS[k].defence)
    data.SIGHT_CARDS.clear()
    data.SIGHT_CARDS.update(c for c, k in enumerate(data.KIND) if 0 <= k < count
                            and KINDS[k].sight)
    data.BARRELS[:] = [k.barrels for k in KINDS]
    data.FREE_BANGS[:] = [k.free_bangs for k in KINDS]
    data.GEAR[:] = [bool(k.weapon or k.defence or k.sight or k.barrels or k.free_bangs)
                    for k in KINDS]


# --- what a game uses ---------------------------------------------------------------
def sets_for(expansions: tuple[str, ...]) -> tuple[ContentSet, ...]:
    """The base set and the expansions named (in registration order)."""
    unknown = [e for e in expansions if e not in SETS or e == "base"]
    if unknown:
        raise ConfigError(f"unknown expansion {unknown[0]!r}: known are "
                          f"{', '.join(k for k in SETS if k != 'base') or 'none'}")
    return tuple(s for k, s in SETS.items() if k == "base" or k in expansions)


class GameContent(NamedTuple):
    """What a game with a given set of expansions deals from (made once per set)."""

    deck: tuple[int, ...]
    second_deck: tuple[int, ...]
    characters: tuple[CharacterCard, ...]
    #: Each character's life points, by name (A12).
    life: Mapping[str, int]
    #: Whether the deck holds green cards (Dodge City, E4.1): only then do the rules
    #: look for them in play (``CardState.greens``).
    greens: bool = False


_IN_USE: dict[tuple[str, ...], GameContent] = {}


def in_use(expansions: tuple[str, ...]) -> GameContent:
    """The decks and characters of the base game with ``expansions`` (``ConfigError``
    for an unknown one); kept until the registry changes."""
    found = _IN_USE.get(expansions)
    if found is None:
        sets = sets_for(expansions)
        characters = tuple(c for s in sets for c in s.characters)
        # A set's ``replaces``: cards of the sets before it not dealt (nor their copies).
        left_out = {c for s in sets for c in s.replaces}
        found = _IN_USE[expansions] = GameContent(
            deck=tuple(c for s in sets for c in _SET_IDS[s.key][0] if c not in left_out),
            second_deck=tuple(copy for s in sets
                              for c, copy in zip(*_SET_IDS[s.key], strict=True)
                              if c not in left_out),
            characters=characters, life={c.name: c.life for c in characters},
            greens=any(data.IS_GREEN[c] for s in sets for c in _SET_IDS[s.key][0]))
    return found


def deck_for(expansions: tuple[str, ...]) -> list[int]:
    """The ids of the main deck (RULES.md A6, plus each expansion's cards), in id
    order: what a new game shuffles, and what a set-up may place."""
    return list(in_use(expansions).deck)


def second_deck_for(expansions: tuple[str, ...]) -> list[int]:
    """The ids of the ghosts' separate deck: a second copy of every main-deck card."""
    return list(in_use(expansions).second_deck)


def characters_for(expansions: tuple[str, ...]) -> list[CharacterCard]:
    """The characters a game deals from, in registration order."""
    return list(in_use(expansions).characters)


def character_of_name(name: str) -> CharacterCard | None:
    for character in CHARACTER_CARDS.values():
        if character.name == name:
            return character
    return None


def card_record(card: int) -> data.Card | None:
    """Card id ``card`` of any registered set (second copies included) as the base
    deck's ``data.Card`` record: its English name, suit, rank, colour and kind; None for
    an id no set uses.  For what names cards (messages, menus), not the hot path."""
    if not 0 <= card < len(data.KIND) or data.KIND[card] < 0:
        return None
    kind = data.KIND[card]
    return data.Card(card, KINDS[kind].name, data.SUIT[card],
                     data.RANKS[data.RANK_VALUE[card] - 2], KINDS[kind].color, kind)


def set_ids(key: str) -> tuple[range, range]:
    """The ids of registered set ``key``'s cards and of their second copies (the ghosts'
    separate deck), for what lists every card (the browser's catalogue)."""
    return _SET_IDS[key]


def kind_of(card: int) -> CardKind:
    """The kind record of card ``card``."""
    return KINDS[data.KIND[card]]


__all__ = [
    "ANY_OTHER", "ANY_PLAYER", "AS_BANG", "AS_BEER", "AS_MISSED", "EQUIP", "IN_RANGE", "NEVER",
    "NO_TARGET", "Ability", "CardKind", "CharacterCard", "ContentSet", "deck_for", "register",
    "unregister",
]
