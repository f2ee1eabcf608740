"""Validation of exact card-game positions (``CardGame.from_setup``, docs/card_setup.md).

A set-up may come from a client, a file or a bug report, so every key is checked before
anything is built: unknown keys, wrong types and impossible positions raise a
``ConfigError`` that names the key.  ``check_shape`` looks at the plain data,
``check_position`` at the position built from it (before the game runs a single step).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bang.cards import content, death
from bang.cards.data import IS_BLUE, IS_GREEN, KIND, KIND_NAMES_ALL, OUTLAW, SHERIFF, WEAPON_RANGE
from bang.cards.state import ABILITIES, CHARACTER_ABILITIES
from bang.core.errors import ConfigError
from bang.core.game import shown

if TYPE_CHECKING:
    from bang.cards.state import CardState

SETUP_KEYS = frozenset({"players", "deck", "discard", "out_of_game", "unlisted", "turn",
                        "phase", "bangs_played", "turn_uses", "options", "fill_deck",
                        "ghost", "events"})
PLAYER_KEYS = frozenset({"role", "character", "max_life", "life", "alive", "hand",
                         "equipment", "new", "copy"})
GHOST_KEYS = frozenset({"ghosts", "revived", "predictions", "deck", "discard"})
ROLES = ("sheriff", "deputy", "outlaw", "renegade")
#: Life bounds a position may state: no character has more than 4 life (+1 Sheriff), and
#: a dead player's life is 0 or below (damage past 0, A9.1).
MAX_LIFE = 9
MIN_DEAD_LIFE = -9


def _keys(data: object, allowed: frozenset[str], where: str) -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        raise ConfigError(f"{where} must be a JSON object, not {type(data).__name__}")
    unknown = sorted(str(k) for k in data if k not in allowed)
    if unknown:
        raise ConfigError(f"{where}: unknown key(s) {', '.join(shown(k) for k in unknown)};"
                          f" known keys: {', '.join(sorted(allowed))}")
    return data


def _int(value: object, where: str, low: int, high: int) -> int:
    """An exact whole number within ``low..high`` (a bool or a float is not one)."""
    if type(value) is not int or not low <= value <= high:
        raise ConfigError(f"{where} must be a whole number from {low} to {high},"
                          f" not {shown(value)}")
    return value


def _ints(value: object, where: str, low: int, high: int) -> list[int]:
    if not isinstance(value, list):
        raise ConfigError(f"{where} must be a list of whole numbers, not {shown(value)}")
    return [_int(v, f"{where}[{i}]", low, high) for i, v in enumerate(value)]


def _bool(value: object, where: str) -> bool:
    if type(value) is not bool:
        raise ConfigError(f"{where} must be true or false, not {shown(value)}")
    return value


def _text(value: object, where: str) -> str:
    if not isinstance(value, str):
        raise ConfigError(f"{where} must be text, not {shown(value)}")
    return value


def check_shape(setup: object) -> None:
    """Every key known and of the right type (docs/card_setup.md, docs/ghost_setup.md)."""
    data = _keys(setup, SETUP_KEYS, "setup")
    players = data.get("players")
    if not isinstance(players, list) or not 3 <= len(players) <= 8:
        raise ConfigError("setup: players must be a list of 3 to 8 seats")
    n = len(players)
    for s, info in enumerate(players):
        where = f"players[{s}]"
        seat = _keys(info, PLAYER_KEYS, where)
        if "role" not in seat or "character" not in seat:
            raise ConfigError(f"{where}: role and character are required")
        _text(seat["role"], f"{where}.role")
        _text(seat["character"], f"{where}.character")
        for key in ("max_life", "life"):
            if key in seat:
                _int(seat[key], f"{where}.{key}", MIN_DEAD_LIFE, MAX_LIFE)
        if "alive" in seat:
            _bool(seat["alive"], f"{where}.alive")
        if "copy" in seat:
            _text(seat["copy"], f"{where}.copy")
        for key in ("hand", "equipment", "new"):
            if key in seat:
                # Any registered id here; ``CardGame.from_setup`` then keeps them to the
                # main deck of the game's expansions.
                _ints(seat[key], f"{where}.{key}", 0, len(KIND) - 1)
    for key in ("deck", "discard", "out_of_game"):
        if key in data:
            _ints(data[key], key, 0, len(KIND) - 1)
    if "unlisted" in data and data["unlisted"] not in ("deck", "discard", "out"):
        raise ConfigError(f"unlisted must be 'deck', 'discard' or 'out',"
                          f" not {shown(data['unlisted'])}")
    if "fill_deck" in data:
        _bool(data["fill_deck"], "fill_deck")
        if "unlisted" in data:
            raise ConfigError("give either fill_deck or unlisted, not both")
    if "turn" in data:
        _int(data["turn"], "turn", 0, n - 1)
    if "phase" in data:
        _text(data["phase"], "phase")
    if "bangs_played" in data:
        _int(data["bangs_played"], "bangs_played", 0, 80)
    if "turn_uses" in data:
        uses = data["turn_uses"]
        if not isinstance(uses, Mapping):
            raise ConfigError("turn_uses must map an ability to how often it was used")
        for key, count in uses.items():
            if not isinstance(key, str) or key not in ABILITIES:
                raise ConfigError(f"turn_uses: {shown(key)} is not an ability")
            _int(count, f"turn_uses[{key}]", 0, 80)
    options = data.get("options", {})
    if not isinstance(options, Mapping):
        raise ConfigError(f"options must be a JSON object, not {type(options).__name__}")
    if "players" in options and options["players"] != n:
        raise ConfigError(f"options.players is {shown(options['players'])} but {n} seats"
                          " are listed")
    if "ghost" in data:
        ghost = _keys(data["ghost"], GHOST_KEYS, "ghost")
        for key in ("ghosts", "revived"):
            if key in ghost:
                _ints(ghost[key], f"ghost.{key}", 0, n - 1)
        if "predictions" in ghost:
            predictions = ghost["predictions"]
            if not isinstance(predictions, Mapping):
                raise ConfigError("ghost.predictions must map a dead seat to a living seat")
            for seat_key, target in predictions.items():
                if not (isinstance(seat_key, str) and seat_key.isascii()
                        and seat_key.isdigit() and int(seat_key) < n):
                    raise ConfigError(f"ghost.predictions: {shown(seat_key)} is not a seat")
                _int(target, f"ghost.predictions[{seat_key}]", 0, n - 1)
        for key in ("deck", "discard"):
            if key in ghost:
                _ints(ghost[key], f"ghost.{key}", 0, len(KIND) - 1)


def check_position(game: CardState, setup: Mapping[str, Any]) -> None:
    """The position built from ``setup`` is one a game can reach and is not decided."""
    n = game.n
    roles = game.roles
    config = game.config
    sheriffs = roles.count(SHERIFF)
    if config.three_player:
        if sheriffs:
            raise ConfigError("the 3-player game has no Sheriff (RULES.md A1.2)")
    elif sheriffs != 1:
        raise ConfigError(f"a game has exactly one Sheriff, not {sheriffs} (RULES.md A1)")
    if len(set(game.characters)) != n:
        raise ConfigError("each character is played by one seat at most")
    variant = config.ghost_variant
    ghost = setup.get("ghost", {})
    if ghost and variant == "none":
        raise ConfigError("the ghost key needs a ghost_variant option")
    for s in range(n):
        where = f"players[{s}]"
        name = game.characters[s]
        character = content.character_of_name(name)
        if character is None or not 1 <= game.max_life[s] <= character.life + 2:
            raise ConfigError(f"{where}: max_life {game.max_life[s]} is impossible for {name}")
        life = game.life[s]
        if game.alive[s]:
            if not 1 <= life <= game.max_life[s]:
                raise ConfigError(
                    f"{where}: a living player has 1 to {game.max_life[s]} life, not {life}")
        elif life > 0:
            raise ConfigError(f"{where}: a dead player has 0 life or less, not {life}")
        copy = game.copied[s]
        # Dodge City's Vera Custer (E6.1): a living seat whose ability copies holds
        # another character of the game's pool.
        if copy and (not game.alive[s] or copy == name
                     or copy not in content.in_use(config.content_sets).life
                     or not any(ABILITIES[k].turn_begun is not None
                                for k in CHARACTER_ABILITIES.get(name, ()))):
            raise ConfigError(f"{where}: {name} cannot hold a copy of {copy}")
        table = game.tables[s]
        if table and not game.alive[s]:
            raise ConfigError(f"{where}: a dead player has no cards in play")
        kinds = [KIND[c] for c in table]
        for card in table:
            if not IS_BLUE[card]:
                raise ConfigError(f"{where}: {KIND_NAMES_ALL[KIND[card]]} (card {card}) is not"
                                  " a blue card and cannot be in play (RULES.md A7)")
        if len(set(kinds)) != len(kinds):
            raise ConfigError(f"{where}: two identical cards in play (RULES.md A7)")
        for card in setup["players"][s].get("new", []):
            if card not in table or not IS_GREEN[card]:
                raise ConfigError(f"{where}.new: card {card} is not a green card in play in"
                                  " front of this player (E4.1)")
        if sum(1 for k in kinds if k in WEAPON_RANGE) > 1:
            raise ConfigError(f"{where}: only one weapon may be in play (RULES.md A7)")
    ghosts = game.ghost.ghosts
    for s in range(n):
        if ghosts[s] and game.alive[s]:
            raise ConfigError(f"ghost.ghosts: seat {s} is alive")
        if game.ghost.revived[s] and (variant != "dead_reckonin" or not game.alive[s]
                                      or roles[s] != OUTLAW):
            raise ConfigError(f"ghost.revived: seat {s} is not a living Outlaw in"
                              " Dead Reckonin' (RULES.md C1.3-6)")
        target = game.ghost.predictions[s]
        if target >= 0 and (variant != "dead_mans_hand" or not ghosts[s]
                            or not game.alive[target]):
            raise ConfigError(f"ghost.predictions: seat {s} must be a dead player of Dead"
                              " Man's Hand naming a living seat (RULES.md C2.1-4)")
    if ("deck" in ghost or "discard" in ghost) and not config.ghost_separate_deck:
        raise ConfigError("ghost.deck and ghost.discard need ghost_separate_deck")
    turn = game.turn_seat
    if not (game.alive[turn] or ghosts[turn]):
        raise ConfigError(f"turn: seat {turn} is neither alive nor a Ghost")
    decided = (len(game.living()) <= 1 if config.three_player
               else death.victory(game) is not None)
    if decided:
        raise ConfigError("the position is already decided: the game would be over")
