"""The registry of games by name, so the command line, the simulator, the bots and the
benchmarks serve both games with one code path."""

from __future__ import annotations

import importlib
from typing import Any

from bang.core.errors import ConfigError

#: game name → (module, game class, config class)
_GAMES = {
    "cards": ("bang.cards", "CardGame", "CardConfig"),
    "dice": ("bang.dice", "DiceGame", "DiceConfig"),
}


def game_names() -> tuple[str, ...]:
    """The registered games: ``cards``, ``dice`` and any added by ``register_game``."""
    return tuple(_GAMES)


def register_game(name: str, module: str, game_class: str, config_class: str) -> None:
    """Make a game playable by name (simulator, benchmarks, command line).

    The registry holds import paths rather than classes so that worker processes, which
    may start fresh (``spawn``), can import the game themselves from :func:`game_spec`.
    """
    _GAMES[name] = (module, game_class, config_class)


def game_spec(name: str) -> tuple[str, str, str]:
    """The (module, game class name, config class name) registered under ``name``."""
    try:
        return _GAMES[name]
    except KeyError:
        raise ConfigError(f"unknown game {name!r}; choose one of {', '.join(_GAMES)}") from None


def classes_from_spec(spec: tuple[str, str, str]) -> tuple[Any, Any]:
    """Import the (game class, config class) a :func:`game_spec` names."""
    module_name, game_cls, config_cls = spec
    module = importlib.import_module(module_name)
    return getattr(module, game_cls), getattr(module, config_cls)


def game_classes(name: str) -> tuple[Any, Any]:
    """The (game class, config class) registered under ``name``."""
    return classes_from_spec(game_spec(name))


def make_config(name: str, players: int, options: dict[str, Any] | None = None) -> Any:
    """A config for game ``name`` with ``players`` seats and string or typed ``options``."""
    _, config_cls = game_classes(name)
    data: dict[str, Any] = dict(options or {})
    data["players"] = players
    return config_cls.from_dict(data)
