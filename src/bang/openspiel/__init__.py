"""Both games as OpenSpiel games (the optional extra ``[openspiel]``): importing this
module registers ``bang_cards`` and ``bang_dice`` with pyspiel, so
``pyspiel.load_game("bang_dice", {"players": 5})`` works like any OpenSpiel game.
docs/rl.md documents them beside the PettingZoo environments."""

from typing import Any

try:
    import pyspiel
except ImportError:  # pragma: no cover - depends on the installation
    raise ImportError("bang.openspiel needs OpenSpiel: pip install 'bang[openspiel]'") from None

from bang.openspiel.game import (
    SHORT_NAMES,
    BangGame,
    BangObserver,
    BangState,
    CardsGame,
    DiceGame,
    game_type,
    parameters,
)

if SHORT_NAMES["cards"] not in pyspiel.registered_names():
    pyspiel.register_game(game_type("cards"), CardsGame)
if SHORT_NAMES["dice"] not in pyspiel.registered_names():
    pyspiel.register_game(game_type("dice"), DiceGame)


def load(game: str = "dice", **params: Any) -> BangGame:
    """``pyspiel.load_game`` of ``bang_cards`` (``game="cards"``) or ``bang_dice``
    (``"dice"``) with ``params``, e.g. ``load("cards", players=6)``."""
    short = {"cards": SHORT_NAMES["cards"], "dice": SHORT_NAMES["dice"]}.get(game, game)
    loaded: BangGame = pyspiel.load_game(short, params)
    return loaded


__all__ = ["SHORT_NAMES", "BangGame", "BangObserver", "BangState", "CardsGame", "DiceGame",
           "game_type", "load", "parameters"]
