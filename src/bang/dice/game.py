"""``DiceGame``: BANG! The Dice Game behind the engine protocol of docs/design.md §2.

The rules live in ``bang.dice.phases`` (B4), ``bang.dice.resolve`` (B5),
``bang.dice.abilities`` (B8) and ``bang.dice.state`` (B5.1, B6, B7), driven by
``bang.dice.turn``; this module deals the game (B2-B3) from the content its config
names (``bang.dice.content``), builds exact positions for tests, and provides records,
clones, determinization and views.
"""

from __future__ import annotations

import json
import random
from collections import deque
from collections.abc import Mapping
from typing import Any, Self

from bang.core.errors import ConfigError, IllegalAction
from bang.core.game import shown
from bang.core.protocol import Event
from bang.core.rng import check_seed, fresh_seed, stream
from bang.dice.config import DiceConfig
from bang.dice.content import (
    CHARACTER_IDS,
    DICE,
    FACE_IDS,
    FACE_LIST,
    SETS,
    characters_for,
    dice_for,
    rules_for,
    table_for,
)
from bang.dice.data import (
    DEPUTY,
    OUTLAW,
    RENEGADE,
    ROLE_INDEX,
    ROLE_TABLE,
    ROLES,
    SHERIFF,
    SHERIFF_BONUS,
    TOTAL_ARROWS,
)
from bang.dice.infoset import DiceInformationSet
from bang.dice.state import (
    CHARACTER_LIST,
    CHIEF_OUT,
    LOG_SIZE,
    NOBODY,
    point_hooks,
    seat_pattern,
)
from bang.dice.turn import STEP_TURN_START, TurnEngine
from bang.dice.view import DiceView, LazyDiceView, build_view, redact_event, role_is_public

_SETUP_KEYS = frozenset({"players", "arrows", "turn", "next_rolls", "config", "seed",
                         "allow_duplicate_characters"})
_PLAYER_KEYS = frozenset({"role", "character", "life", "arrows", "alive"})


def _module_keys() -> tuple[frozenset[str], frozenset[str]]:
    """The setup and player keys the registered expansions' rules read (their own checks
    follow in their ``setup``)."""
    keys: list[frozenset[str]] = []
    players: list[frozenset[str]] = []
    for content_set in SETS.values():
        if content_set.rules is not None:
            keys.append(content_set.rules.setup_keys)
            players.append(content_set.rules.player_keys)
    return frozenset().union(*keys), frozenset().union(*players)


def stacked_face(name: object) -> int:
    """A ``next_rolls`` entry as the engine stacks it: a face id, or ``kind:face`` for a
    face that must come up on a die of that kind (RULES.md G17-2), the kind above bit 8."""
    kind, sep, face = str(name).lower().rpartition(":")
    code = FACE_IDS[face]
    if sep:
        code |= (list(DICE).index(kind) + 1) << 8
    return code


def _check_setup_keys(setup: Mapping[str, Any]) -> None:
    """Unknown keys and values of the wrong type are refused before anything is built
    (docs/dice_setup.md); the rules' checks follow in ``_from_setup``."""
    module_keys, module_player_keys = _module_keys()
    unknown = sorted(str(k) for k in setup if k not in _SETUP_KEYS and k not in module_keys)
    if unknown:
        raise ConfigError(f"dice setup: unknown key(s) {', '.join(shown(k) for k in unknown)}")
    players = setup.get("players")
    if not isinstance(players, list) or not 3 <= len(players) <= 8:
        raise ConfigError("dice setup: players must be a list of 3 to 8 seats")
    for s, info in enumerate(players):
        if not isinstance(info, Mapping):
            raise ConfigError(f"players[{s}] must be a JSON object")
        unknown = sorted(str(k) for k in info
                         if k not in _PLAYER_KEYS and k not in module_player_keys)
        if unknown:
            raise ConfigError(
                f"players[{s}]: unknown key(s) {', '.join(shown(k) for k in unknown)}")
        for key in ("life", "arrows"):
            if key in info and (type(info[key]) is not int or not 0 <= info[key] <= 20):
                raise ConfigError(f"players[{s}].{key} must be a whole number from 0 to 20,"
                                  f" not {shown(info[key])}")
        for key in ("role", "character"):
            if not isinstance(info.get(key), str):
                raise ConfigError(f"players[{s}].{key} must be text")
        if "alive" in info and type(info["alive"]) is not bool:
            raise ConfigError(f"players[{s}].alive must be true or false")
    for key in ("arrows", "turn"):
        if key in setup and (type(setup[key]) is not int or not 0 <= setup[key] <= 20):
            raise ConfigError(f"{key} must be a whole number, not {shown(setup[key])}")
    rolls = setup.get("next_rolls", [])
    if not isinstance(rolls, list) or not all(isinstance(f, str) for f in rolls):
        raise ConfigError("next_rolls must be a list of face names")
    if not isinstance(setup.get("config", {}), Mapping):
        raise ConfigError("config must be a JSON object")
    if type(setup.get("allow_duplicate_characters", False)) is not bool:
        raise ConfigError("allow_duplicate_characters must be true or false")


def _rollable(config: DiceConfig) -> set[str]:
    """Every die a game of ``config`` may roll: its turn's dice, and any its expansions'
    hooks may put in (RULES.md G4.1: a Saloon die)."""
    keys = set(dice_for(config.content_sets))
    for content in SETS.values():
        if content.key in config.content_sets:
            keys.update(d.key for d in content.dice)
    return keys


class DiceGame(TurnEngine):
    """One game of BANG! The Dice Game (RULES.md Part B)."""

    # --- creation ------------------------------------------------------------------------
    @classmethod
    def new(cls, config: DiceConfig | None = None, seed: int | object | None = None) -> Self:
        """Deal a fresh game from ``seed`` (RULES.md B2-B3): roles shuffled, characters
        drawn from the 16 (and the expansions'), all from the game's own "setup"
        stream.  Without a seed, a secret 128-bit one is drawn (docs/security.md)."""
        if config is None:
            config = DiceConfig()
        elif not isinstance(config, DiceConfig):
            raise ConfigError(f"expected a DiceConfig, not {type(config).__name__}")
        seed = fresh_seed() if seed is None else check_seed(seed)
        n = config.players
        rng = stream(seed, "setup")
        roles = list(ROLE_TABLE[n])
        rng.shuffle(roles)
        chars = rng.sample(characters_for(config.content_sets), n)
        game = cls._blank(config, seed, roles, chars)
        for rule in game.rules:
            if rule.setup is not None:
                rule.setup(game, None)
        game._start()
        return game

    @classmethod
    def from_setup(cls, setup: Mapping[str, Any]) -> Self:
        """An exact position for tests; the format is documented in docs/dice_setup.md."""
        if not isinstance(setup, Mapping):
            raise ConfigError(f"a dice setup is a JSON object, not {type(setup).__name__}")
        _check_setup_keys(setup)
        try:
            options = dict(setup.get("config", {}))
            players = list(setup["players"])
            options.setdefault("players", len(players))
            config = DiceConfig.from_dict(options)
            seed = check_seed(setup.get("seed", 0))
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, ConfigError):
                raise
            raise ConfigError(f"malformed dice setup: {exc}") from exc
        return cls._from_setup(setup, config, seed)

    @classmethod
    def _new_from_record(cls, config: Mapping[str, Any], seed: int,
                         setup: Mapping[str, Any] | None) -> Self:
        dice_config = DiceConfig.from_dict(config)
        if setup is None:
            return cls.new(dice_config, seed)
        return cls._from_setup(setup, dice_config, seed)

    @classmethod
    def _from_setup(cls, setup: Mapping[str, Any], config: DiceConfig, seed: int) -> Self:
        try:
            plain = json.loads(json.dumps(setup))
            players = plain["players"]
            n = len(players)
            if n != config.players:
                raise ConfigError(f"setup lists {n} players but the config says {config.players}")
            roles = [ROLE_INDEX[str(p["role"]).lower()] for p in players]
            chars = [CHARACTER_IDS[str(p["character"]).lower()] for p in players]
            dealt = characters_for(config.content_sets)
            outside = [CHARACTER_LIST[c] for c in chars if c not in dealt]
            if outside:
                needs = [k for k in outside[0].needs if k not in config.content_sets]
                if needs:
                    raise ConfigError(
                        f"{outside[0].name} is never dealt in this game: the character"
                        f" needs {', '.join(needs)} (RULES.md G3-1)")
                raise ConfigError(f"{outside[0].name} is not a character of this game's"
                                  " content")
            if len(set(chars)) != n and plain.get("allow_duplicate_characters") is not True:
                twice = sorted({CHARACTER_LIST[c].name for c in chars if chars.count(c) > 1})
                raise ConfigError(
                    f"each character is dealt once (B3.2); listed twice: {', '.join(twice)}")
            game = cls._blank(config, seed, roles, chars)
            for seat, p in enumerate(players):
                alive = bool(p.get("alive", True))
                life = int(p.get("life", game.max_life[seat])) if alive else 0
                arrows = int(p.get("arrows", 0)) if alive else 0
                if alive and not 1 <= life <= game.max_life[seat]:
                    raise ConfigError(f"seat {seat}: life {life} outside 1..{game.max_life[seat]}")
                if arrows < 0:
                    raise ConfigError(f"seat {seat}: negative arrows")
                game.alive[seat] = alive
                game.life[seat] = life
                game.arrows[seat] = arrows
            held = sum(game.arrows)
            game.centre = int(plain.get("arrows", TOTAL_ARROWS - held))
            read = frozenset().union(*(r.setup_keys for r in game.rules))
            read_player = frozenset().union(*(r.player_keys for r in game.rules))
            unread = sorted(k for k in plain if k not in _SETUP_KEYS and k not in read)
            unread += sorted(k for p in players for k in p if k not in _PLAYER_KEYS
                             and k not in read_player)
            if unread:
                raise ConfigError(f"{unread[0]}: this game plays no module that reads it"
                                  " (docs/dice_setup.md)")
            game.alive_count = sum(game.alive)
            game.dist, game.legal_cache = seat_pattern(game.alive)
            if "turn" in plain:
                game.turn = int(plain["turn"])
            if not 0 <= game.turn < n or not game.alive[game.turn]:
                raise ConfigError(f"turn: seat {game.turn} is not a living seat")
            game.forced = [stacked_face(f) for f in plain.get("next_rolls", [])][::-1]
            rollable = {f for key in _rollable(config) for f in DICE[key].faces}
            if any(FACE_LIST[f & 255].key not in rollable for f in game.forced):
                raise ConfigError("next_rolls names a face none of this game's dice shows")
            for rule in game.rules:
                if rule.setup is not None:
                    rule.setup(game, plain)
            # After the modules' setups: the Chief's Arrow in the pile is a token (G5).
            if game.centre + held != TOTAL_ARROWS or game.pile_tokens() < 1:
                raise ConfigError(
                    f"arrows: centre {game.centre} + held {held} must be {TOTAL_ARROWS},"
                    " with at least one token in the centre")
        except ConfigError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise ConfigError(f"malformed dice setup: {shown(exc, 200)}") from exc
        game._check_roles()
        game._setup = plain
        game._start()
        return game

    @classmethod
    def _blank(cls, config: DiceConfig, seed: int, roles: list[int], chars: list[int]) -> Self:
        """A game at the start of the first turn: full life (Sheriff +2, B3.3), 9 arrows in
        the centre, the Sheriff (3 players: the Deputy, B2.1) to play first."""
        n = config.players
        game = cls()
        game.seed = seed
        game.decision = None
        game.history = []
        game._legal = None
        game._next_id = 0
        game._setup = None
        game.config = config
        game.n = n
        game.role = list(roles)
        game.char = list(chars)
        game.table, game.plan = table_for(dice_for(config.content_sets))
        game.rules = rules_for(config.content_sets)
        game.ext = {}
        game.extra_dynamite = [0] * n
        game.lost = [0] * n
        game.cancelled = ()
        game.extra_abilities = None
        # Expansion point hooks (RULES.md Part G); a module's ``setup`` builds its state.
        game.hooks = point_hooks(game.rules)
        game.chief = CHIEF_OUT
        game.refresh_abilities()
        game.max_life = [CHARACTER_LIST[c].life + (SHERIFF_BONUS if r == SHERIFF else 0)
                         for r, c in zip(roles, chars, strict=True)]
        game.life = list(game.max_life)
        game.arrows = [0] * n
        game.alive = [True] * n
        game.centre = TOTAL_ARROWS
        game.alive_count = n
        game.turns_taken = 0
        game.dist, game.legal_cache = seat_pattern(game.alive)
        first = SHERIFF if n > 3 else DEPUTY
        game.turn = roles.index(first) if first in roles else 0
        game.dice = game.table.no_dice
        game.dice_code = 0
        game.roll = game.table.no_roll
        game.rolls_used = 0
        game.rolls_max = 3
        game.roll_mask = 0
        game.free_mask = 0
        game.step = STEP_TURN_START
        game.after = STEP_TURN_START
        game.cursor = 0
        game.targets_dice = ()
        game.shots = []
        game.hits = []
        game.hit_index = 0
        game.hit_points = 0
        game.hit_lost = False
        game.batch_lost = [0] * n
        game.batch_source = 0
        game.owed_arrows = 0
        game.owed_paid = False
        game.double_used = False
        game.spent_beer = -1
        game.beer_bonus = False
        game.removals_left = 0
        game.dead_resolving = False
        game.rng = stream(seed, "dice")
        game.rng_shared = False
        game.forced = []
        game.winners = frozenset()
        game.log = deque(maxlen=LOG_SIZE)
        game.log_count = 0
        game._events = []
        return game

    def _check_roles(self) -> None:
        """A setup must hold a legal role deal for its size and not be already decided."""
        role = self.role
        if self.n == 3:
            if sorted(role) != sorted(ROLE_TABLE[3]):
                raise ConfigError("a 3-player game deals Deputy, Outlaw and Renegade (B2)")
            if self.alive_count < 2:
                raise ConfigError("the setup is already decided: fewer than 2 players alive")
            return
        if role.count(SHERIFF) != 1:
            raise ConfigError("a game of 4 or more players has exactly one Sheriff (B2)")
        if any(r.decides_victory is not None and r.decides_victory(self) for r in self.rules):
            if self.victory([], NOBODY) is not None:
                raise ConfigError("the setup is already decided (RULES.md G10.4)")
            return
        sheriff = role.index(SHERIFF)
        living = [s for s in range(self.n) if self.alive[s]]
        if not self.alive[sheriff] or not any(role[s] in (OUTLAW, RENEGADE) for s in living):
            raise ConfigError("the setup is already decided (RULES.md B7)")

    def _start(self) -> None:
        self._events = []
        data: dict[str, Any] = {"characters": self.characters,
                                "sheriff": self.role.index(SHERIFF) if SHERIFF in self.role
                                else -1}
        if self.n == 3:
            data["roles"] = self.roles
        self.emit("setup", data)
        self._advance()
        self.log.extend(self._events)
        self.log_count += len(self._events)

    # --- the protocol ------------------------------------------------------------------------
    @property
    def roles(self) -> list[str]:
        """Role name per seat (the whole truth: for statistics, not for players)."""
        return [ROLES[r] for r in self.role]

    @property
    def characters(self) -> list[str]:
        """Character name per seat."""
        return [CHARACTER_LIST[c].name for c in self.char]

    def returns(self) -> tuple[float, ...]:
        """+1 for each winner, -1 for each loser; all 0 while the game runs and when it
        ended with nobody winning (``round_limit``: a draw)."""
        if self.decision is not None or not self.winners:
            return (0.0,) * self.n
        winners = self.winners
        return tuple(1.0 if s in winners else -1.0 for s in range(self.n))

    def view(self, seat: int | object | None) -> DiceView:
        """Everything ``seat`` may know (None: a spectator)."""
        if seat is not None and (type(seat) is not int or not 0 <= seat < self.n):
            raise IllegalAction("bad_seat", f"there is no seat {shown(seat)}")
        return build_view(self, seat)

    def lazy_view(self, seat: int | object) -> LazyDiceView:
        """``seat``'s view computed field by field on access, valid until the next action
        (what a bot reads while it chooses; see ``bang.dice.view.LazyDiceView``)."""
        if type(seat) is int and 0 <= seat < self.n:
            return LazyDiceView(self, seat)
        raise IllegalAction("bad_seat", f"there is no seat {shown(seat)}")

    @staticmethod
    def redact_event(event: Event, seat: int | None) -> Event:
        """``event`` as ``seat`` may see it (``bang.dice.view.redact_event``)."""
        return redact_event(event, seat)

    def config_dict(self) -> dict[str, Any]:
        """The game's options as plain JSON (the form records keep)."""
        return self.config.to_dict()

    def state_dict(self) -> dict[str, Any]:
        """Every bit of the true state as plain JSON (what ``digest`` fingerprints)."""
        state: dict[str, Any] = {
            "n": self.n, "role": self.roles, "char": list(self.char), "life": list(self.life),
            "max_life": list(self.max_life), "arrows": list(self.arrows),
            "alive": list(self.alive), "centre": self.centre, "turn": self.turn,
            "dice": [self.table.names[f] if f >= 0 else None for f in self.dice],
            "rolls_used": self.rolls_used, "rolls_max": self.rolls_max,
            "roll_mask": self.roll_mask, "free_mask": self.free_mask, "step": self.step,
            "after": self.after,
            "cursor": self.cursor, "targets_dice": list(self.targets_dice),
            "shots": [list(s) for s in self.shots], "hits": [list(h) for h in self.hits],
            "hit_index": self.hit_index, "hit_points": self.hit_points,
            "hit_lost": self.hit_lost, "batch_lost": list(self.batch_lost),
            # The base game's records named these fields after the characters that use
            # them; the digests keep the names.
            "batch_source": self.batch_source, "gringo_owed": self.owed_arrows,
            "gringo_paid": self.owed_paid, "slab_used": self.double_used,
            "spent_beer": self.spent_beer, "jesse_bonus": self.beer_bonus,
            "kit_left": self.removals_left, "dead_resolving": self.dead_resolving,
            "forced": list(self.forced), "rng": list(self.rng.getstate()[1]),
            "winners": sorted(self.winners), "next_id": self._next_id,
            "decision": None if self.decision is None else [
                self.decision.id, self.decision.seat, self.decision.kind,
                self.decision.context],
        }
        data = self.hooks.public
        if data is not None:
            # Expansion state (RULES.md Part G); base games' digests stay as they were.
            state["ext"] = data(self)
        if self.config.round_limit:
            # Only then does the count change what happens, so other games keep their
            # digests.
            state["turns_taken"] = self.turns_taken
        if self.rules:
            # Expansion modules' state (RULES.md Part G); base games keep their digests.
            state["lost"] = list(self.lost)
            state["cancelled"] = list(self.cancelled)
            state["extra_dynamite"] = list(self.extra_dynamite)
            dumped: set[int] = set()
            for rule in self.rules:
                if rule.state_dict is not None and id(rule.state_dict) not in dumped:
                    # Modules sharing one state (one function) dump it once.
                    dumped.add(id(rule.state_dict))
                    state[rule.key] = rule.state_dict(self, None)
        return state

    # --- copies ---------------------------------------------------------------------------
    def information_set(self, seat: int) -> DiceInformationSet:
        """What ``seat`` may know, as a sampler of consistent full games (for search)."""
        return DiceInformationSet(self, seat)

    def determinize(self, seat: int | None, rng: random.Random) -> Self:
        """A clone consistent with ``view(seat)``: the roles ``seat`` cannot see are dealt
        again among their seats, and the future dice come from a fresh stream drawn from
        ``rng`` (stacked setup rolls are future dice too, so they are dropped)."""
        game = self.clone()
        if self.decision is not None and self.n > 3:
            hidden = [s for s in range(self.n) if not role_is_public(self, seat, s)]
            roles = [game.role[s] for s in hidden]
            rng.shuffle(roles)
            for s, r in zip(hidden, roles, strict=True):
                game.role[s] = r
        game.rng = random.Random(rng.getrandbits(64))
        game.rng_shared = False
        game.forced = []
        for rule in game.rules:
            if rule.determinize is not None:
                rule.determinize(game, rng)
        return game
