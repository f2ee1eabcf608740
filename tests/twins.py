"""Swap twins: the hidden-information property of docs/design.md §4, reusable by every layer
that shows a game to someone (views, bots, RL observations, the server).

Two games are built with ``from_setup`` from positions that differ only by exchanging
two things seat ``p`` cannot see: two cards in other hands, Ghost hands, the deck or out
of the game (card game), or the roles of two other players (dice game).  Both are then
driven by the same actions.  As long as the exchanged things stay hidden from ``p`` in
the true state, ``p`` and a spectator must see exactly the same thing in both games:
``view(p).to_dict()``, ``view(None).to_dict()`` and, when ``p`` decides, the legal
actions.  A difference is a leak, whatever channel it took (an event, a count, a prompt,
an automatic answer), which a ``determinize`` comparison cannot see when the leak is
kept in the shared event log.

Whether a card is still hidden is judged from the true state, never from the views (a
leak would otherwise mark the card as seen and end the comparison): once a swapped card
has been in ``p``'s hand, on a table, in a discard pile or among revealed cards, or a
swapped role's seat has died or the game has ended, the twins may legitimately differ
and the comparison stops.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator, Mapping
from typing import Any, Protocol

from bang.bots.role import first_new_event
from bang.cards import CardConfig, CardGame, content, redact_event
from bang.cards.data import CHARACTER_LIFE, IS_GREEN, roles_for
from bang.cards.data import CHARACTERS as CARD_CHARACTERS
from bang.core.protocol import Action
from bang.dice import DiceGame
from bang.dice.data import CHARACTERS as DICE_CHARACTERS
from bang.dice.data import ROLE_TABLE, ROLES


class Twin(Protocol):
    """What the comparison needs of a game (both engines provide it)."""

    @property
    def is_over(self) -> bool: ...

    @property
    def pending(self) -> Any: ...

    def view(self, seat: int | None) -> Any: ...

    def legal_actions(self) -> tuple[Action, ...]: ...

    def apply(self, action: Action) -> Any: ...


def _swap(values: list[Any], x: Any, y: Any) -> list[Any]:
    return [y if v == x else x if v == y else v for v in values]


def swap_cards_in_setup(setup: Mapping[str, Any], x: int, y: int) -> dict[str, Any]:
    """A copy of a card-game set-up with card ids ``x`` and ``y`` exchanged wherever they
    are listed (hands, equipment, deck, discard pile, out of the game, ghost piles)."""
    twin = copy.deepcopy(dict(setup))
    for info in twin["players"]:
        for key in ("hand", "equipment"):
            if key in info:
                info[key] = _swap(info[key], x, y)
    for key in ("deck", "discard", "out_of_game"):
        if key in twin:
            twin[key] = _swap(twin[key], x, y)
    ghost = twin.get("ghost")
    if isinstance(ghost, dict):
        for key in ("deck", "discard"):
            if key in ghost:
                ghost[key] = _swap(ghost[key], x, y)
    return twin


def card_swap_twins(setup: Mapping[str, Any], x: int, y: int,
                    seed: int = 0) -> tuple[CardGame, CardGame]:
    """The game of ``setup`` and its twin with cards ``x`` and ``y`` exchanged."""
    return (CardGame.from_setup(setup, seed=seed),
            CardGame.from_setup(swap_cards_in_setup(setup, x, y), seed=seed))


def _cards_in(value: Any) -> Iterator[int]:
    """Every card id an event's data holds: ``card``, ``cards`` and the like, however
    nested (keys naming a card or cards; seats and counts are left alone)."""
    if isinstance(value, Mapping):
        for key, item in value.items():
            if key in CARD_KEYS:
                yield from _ints(item)
            elif key == "plays":  # a Dead Reckonin' contest: [seat, card, card] each
                for play in item:
                    yield from _ints(list(play)[1:])
            elif isinstance(item, (Mapping, list, tuple)):
                yield from _cards_in(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _cards_in(item)


def _ints(value: Any) -> Iterator[int]:
    if type(value) is int:
        yield value
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _ints(item)


#: Event data keys whose values are cards, and those that hold seats, lives or counts
#: (tests/rl/test_rl_twins.py checks that random games' logs use no other key).
CARD_KEYS = frozenset({"card", "cards", "table"})
OTHER_KEYS = frozenset({
    "seat", "life", "amount", "source", "victim", "dmh_winners", "killer", "roles",
    "winners", "characters", "target", "next", "winner", "dead", "deck", "plays", "used"})


def cards_known_to(seat: int, cards: tuple[int, ...]) -> Callable[[CardGame], bool]:
    """A test of the true state: whether any of ``cards`` is where ``seat`` may have
    seen it (his own hand, any table, a discard pile, the revealed cards) or was ever
    shown to him: named in an event as ``redact_event`` gives it to ``seat`` (a card
    drawn for Dynamite's draw! is shown to all even when the same step reshuffles it
    back into the deck; Black Jack's second card is shown on its way into his hand)."""
    wanted = set(cards)
    seen_upto = [0]
    seen: set[int] = set()

    def known(game: CardGame) -> bool:
        places = [game.hands[seat], game.discard, game.limbo, game.ghost.discard,
                  *game.tables]
        if any(not wanted.isdisjoint(place) for place in places):
            return True
        log = game.log
        if len(log) < seen_upto[0]:  # another game (a twin driven from the start)
            seen_upto[0] = 0
            seen.clear()
        for event in log[seen_upto[0]:]:
            seen.update(_cards_in(redact_event(event, seat).data))
        seen_upto[0] = len(log)
        return not wanted.isdisjoint(seen)

    return known


def hidden_cards(game: CardGame, seat: int) -> list[int]:
    """Cards ``seat`` cannot see in ``game``: other players' hands (Ghosts' included),
    the deck and the cards out of the game."""
    others = [c for s in range(game.n) if s != seat for c in game.hands[s]]
    return sorted(others + game.deck + game.out)


def swap_roles_in_setup(setup: Mapping[str, Any], a: int, b: int) -> dict[str, Any]:
    """A copy of a dice-game set-up with the roles of seats ``a`` and ``b`` exchanged."""
    twin = copy.deepcopy(dict(setup))
    players = twin["players"]
    players[a]["role"], players[b]["role"] = players[b]["role"], players[a]["role"]
    return twin


def role_swap_twins(setup: Mapping[str, Any], a: int, b: int) -> tuple[DiceGame, DiceGame]:
    """The dice game of ``setup`` and its twin with the roles of ``a`` and ``b``
    exchanged."""
    return DiceGame.from_setup(setup), DiceGame.from_setup(swap_roles_in_setup(setup, a, b))


def roles_known(seats: tuple[int, ...]) -> Callable[[DiceGame], bool]:
    """Whether the roles of ``seats`` may be public: one of them died, or the game ended."""

    def known(game: DiceGame) -> bool:
        return game.is_over or not all(game.alive[s] for s in seats)

    return known


def drive_swap_twins(first: Twin, second: Twin, seat: int, rng: random.Random,
                     known: Callable[[Any], bool], steps: int = 300) -> int:
    """Drive both twins with the same random actions (drawn from ``first``'s legal
    actions) and assert that ``seat`` and a spectator see the same thing in both at every
    step, until ``known`` says the exchanged things may be public, an action of
    ``first`` is not legal in ``second`` (a player acting on his own hidden cards), either
    game is over (the end shows everything) or ``steps`` actions were applied.  Returns
    how many steps were compared."""
    compared = 0
    for _ in range(steps):
        # The end of a game shows everything (roles, Dead Man's Hand's showdown).
        if first.is_over or second.is_over or known(first) or known(second):
            break
        compared += 1
        assert first.view(seat).to_dict() == second.view(seat).to_dict(), \
            f"seat {seat}'s view differs between swap twins"
        assert first.view(None).to_dict() == second.view(None).to_dict(), \
            "a spectator's view differs between swap twins"
        if first.pending.seat == seat:
            assert first.legal_actions() == second.legal_actions(), \
                f"seat {seat}'s legal actions differ between swap twins"
        action = rng.choice(first.legal_actions())
        if action not in second.legal_actions():
            break
        first.apply(action)
        second.apply(action)
    return compared


# --- random positions for the properties ---------------------------------------------
def random_card_setup(rng: random.Random, players: int, variant: str,
                      dodge_city: bool = False) -> dict[str, Any]:
    """A start-of-turn position: random roles, characters, life and hands; with a ghost
    variant one or (more often) two dead non-Sheriff seats are Ghosts holding 2-5 cards
    (more often 2: a Ghost's contest answer is then forced, C1.3-2, and with a second
    contestant still to choose, what was forced must stay hidden).  ``dodge_city``: the
    120 cards of rules/dodge-city.md E2.3, and each living seat may have a ready green
    card in play (Dodge City's cards in play are public, E4.1)."""
    roles = list(roles_for(players))
    rng.shuffle(roles)
    names = rng.sample([c.name for c in CARD_CHARACTERS], players)
    options: dict[str, Any] = {"ghost_variant": variant}
    if dodge_city:
        options["dodge_city"] = True
    cards = content.deck_for(CardConfig.from_dict({"players": players, **options})
                             .content_sets)
    rng.shuffle(cards)
    dead: list[int] = []
    if variant != "none":
        candidates = [s for s in range(players) if roles[s] != "sheriff"]
        dead = rng.sample(candidates, rng.choice([1, 2, 2]))
    seats = []
    for s in range(players):
        info: dict[str, Any] = {"role": roles[s], "character": names[s]}
        if s in dead:
            size = rng.choice([2, 2, 3, 5])
            info.update(alive=False, life=0, hand=[cards.pop() for _ in range(size)])
        else:
            size = rng.randint(0, 5)
            life = rng.randint(1, CHARACTER_LIFE[names[s]])
            info.update(life=life, hand=[cards.pop() for _ in range(size)])
            green = [c for c in cards if IS_GREEN[c]]
            if dodge_city and green and rng.random() < 0.5:
                cards.remove(card := rng.choice(green))
                info["equipment"] = [card]
        seats.append(info)
    split = rng.randint(0, 10)
    setup: dict[str, Any] = {"players": seats, "discard": cards[:split], "deck": cards[split:],
                             "phase": "start", "options": options}
    if variant != "none":
        setup["ghost"] = {"ghosts": dead}
    return setup


def random_dice_role_twins(rng: random.Random, players: int, seed: int,
                           config: Mapping[str, Any] | None = None,
                           ) -> tuple[DiceGame, DiceGame, int, tuple[int, int]]:
    """A random dice deal and its twin with two hidden roles exchanged, the seat ``p``
    that cannot tell them apart, and the two seats.  The two are neither ``p`` nor the
    Sheriff (whose role is face up, B3.1) and hold different roles; with 4 players the
    Renegade sees only two Outlaws, so he is not always a possible ``p``."""
    roles = [ROLES[r] for r in ROLE_TABLE[players]]
    rng.shuffle(roles)
    pool = [c.name for c in DICE_CHARACTERS]
    if config:
        # An expansion's characters too (RULES.md Part G: Old Saloon's modules).
        from bang.dice import DiceConfig
        from bang.dice.content import characters_for
        from bang.dice.state import CHARACTER_LIST

        pool = [CHARACTER_LIST[c].name for c in characters_for(
            DiceConfig.from_dict({**config, "players": players}).content_sets)]
    names = rng.sample(pool, players)
    setup: dict[str, Any] = {
        "players": [{"role": r, "character": c} for r, c in zip(roles, names, strict=True)],
        "seed": seed}
    if config:
        setup["config"] = dict(config)
    choices = [(p, a, b) for p in range(players) for a in range(players)
               for b in range(a + 1, players) if p not in (a, b)
               and "sheriff" not in (roles[a], roles[b]) and roles[a] != roles[b]]
    seat, a, b = rng.choice(choices)
    first, second = role_swap_twins(setup, a, b)
    return first, second, seat, (a, b)


def lazy_full_lockstep(game: Any, level: str, seed: int) -> int:
    """Play ``game`` to its end asking every decision with a choice of two bots of
    ``level`` seeded alike, one reading lazy views and one full views; they must agree.
    Returns how many choices they made."""
    from bang.bots import make_bot

    players = len(game.roles)
    lazy_readers = [make_bot(level, seed * 10 + s) for s in range(players)]
    full_readers = [make_bot(level, seed * 10 + s) for s in range(players)]
    choices = 0
    while not game.is_over:
        seat = game.pending.seat
        legal = game.legal_actions()
        if len(legal) == 1:
            game.apply(legal[0])
            continue
        from_lazy = lazy_readers[seat].choose(game.lazy_view(seat), legal)
        from_full = full_readers[seat].choose(game.view(seat), legal)
        assert from_lazy == from_full, (seed, game.pending)
        game.apply(from_lazy)
        choices += 1
    return choices


def check_new_events(fresh: list[Any], window: list[Any], last_seen: dict[int, Any],
                     seat: int) -> None:
    """The events a lazy view's ``events_since`` handed ``seat`` are those a full-view
    reader takes as new from ``window`` (``first_new_event``, by identity, after the
    last event it saw); then ``window``'s last event is the one seen."""
    assert fresh == window[first_new_event(window, last_seen.get(seat)):]
    if window:
        last_seen[seat] = window[-1]
