"""What the environments need to know of each game, in one place: how to deal a game
from a seed, its codec, its observation layout and encoder, and how to draw it.

Everything else in ``bang.rl`` is written once for both games against :class:`GameSpec`.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any, Literal

import numpy as np

from bang.cards import CardGame
from bang.cards.config import CardConfig
from bang.core.errors import ConfigError
from bang.core.protocol import Action
from bang.dice import DiceGame
from bang.dice.config import DiceConfig
from bang.rl.codec import CARD_IDS, CARD_IDS_TWO_DECKS, DODGE_CITY_SETS, ActionCodec, codec_named
from bang.rl.features import (
    CARD_LAYOUTS,
    DICE_LAYOUT,
    Layout,
    Obs,
    encode_cards,
    encode_dice,
    view_options,
)

GameName = Literal["cards", "dice"]
Game = CardGame | DiceGame


@dataclass(frozen=True)
class Rewards:
    """What each seat receives when the game ends: by his team's result (``draw`` when
    the game ends with no winner or is cut at the step cap).  ``illegal`` is the reward
    of an illegal action when an environment is asked to penalise rather than refuse."""

    win: float = 1.0
    loss: float = -1.0
    draw: float = 0.0
    illegal: float = -1.0

    def final(self, seat: int, winners: frozenset[int] | set[int]) -> float:
        """``seat``'s reward at the end, given the winning seats."""
        if not winners:
            return self.draw
        return self.win if seat in winners else self.loss


@dataclass(frozen=True)
class GameSpec:
    """One game with its options, ready to deal: ``new(seed)`` gives a fresh game."""

    game: GameName
    players: int
    config: CardConfig | DiceConfig
    codec: ActionCodec
    layout: Layout
    encode: Callable[[Any], Obs]

    def new(self, seed: int) -> Game:
        """A fresh game of these options, dealt from ``seed``."""
        if isinstance(self.config, DiceConfig):
            return DiceGame.new(self.config, seed)
        return CardGame.new(self.config, seed)

    def observe(self, game: Game, seat: int) -> tuple[Obs, tuple[Action, ...]]:
        """The seat's observation and the legal actions its view shows (empty unless it
        decides), both from one ``game.view(seat)``."""
        view = game.view(seat)
        return self.encode(view), view_options(view)

    def mask(self, legal: tuple[Action, ...], seat: int) -> tuple[np.ndarray, dict[int, Action]]:
        """The action mask of ``legal`` (int8, 1 = legal) and ``{code: action}``."""
        table = self.codec.legal_index(legal, seat, self.players)
        mask = np.zeros(self.codec.size, dtype=np.int8)
        if table:
            mask[list(table)] = 1
        return mask, table

    def render(self, game: Game, seat: int | None, lang: str = "en") -> str:
        """The terminal table (``bang play``'s drawing) of ``seat``'s view as text;
        ``None`` draws the spectator's view, which shows nothing hidden."""
        from rich.console import Console

        from bang.cli.menu import build_menu
        from bang.cli.table import render
        from bang.i18n import Translator, describe_event, view_game

        buffer = io.StringIO()
        console = Console(file=buffer, width=110, force_terminal=False, color_system=None)
        view = game.view(seat)
        options = view_options(view)
        lines = [describe_event(e, lang, {"seat": seat}, view_game(view))
                 for e in list(view.events)[-12:]]
        menu = build_menu(view, options, lang) if options else None
        render(console, view, Translator(lang), lines, menu, title_key="ui.recent_events")
        return buffer.getvalue()


def card_spec_name(config: CardConfig) -> str:
    """The name of the codec and layout a card game of ``config`` is played with: the
    base game's (``cards-80``, ``cards-160`` with the ghosts' second deck) or, with any
    of Dodge City's content (its cards, its characters, its 9♣ Buffalo Rifle), Dodge
    City's (``cards-dc-121``, ``cards-dc-242``), which cover all of it.  Content the
    codecs and layouts do not cover (a set registered beside them) raises
    ``ConfigError``: its cards would fall outside every slot.  With an event deck
    (``event_decks``: High Noon, A Fistful of Cards or both) the name has ``-ev`` before
    its ids (``cards-ev-80``, ``cards-dc-ev-121``...): the same codec and layout
    followed by the event deck's actions and observation."""
    sets = config.content_sets
    others = [s for s in sets if s not in DODGE_CITY_SETS]
    if others:
        raise ConfigError("the RL codecs and observations cover the base game and Dodge"
                          f" City only, not {', '.join(others)}")
    two_decks = config.ghost_separate_deck
    events = "-ev" if config.event_decks != "none" else ""
    if sets:
        return f"cards-dc{events}-{242 if two_decks else 121}"
    return f"cards{events}-{CARD_IDS_TWO_DECKS if two_decks else CARD_IDS}"


def game_spec(game: GameName, players: int = 5, **options: Any) -> GameSpec:
    """The spec of ``game`` for ``players`` seats and the engine ``options``
    (``CardConfig`` / ``DiceConfig`` fields, plain or as text); bad options raise
    ``ConfigError`` before anything is built."""
    values: Mapping[str, Any] = {"players": players, **options}
    if game == "dice":
        dice_config = DiceConfig.from_dict(values)
        if dice_config.content_sets:
            # RULES.md Part G: an expansion game has its own codec and layout (version
            # 4); the base game's stay as they were trained on.
            from bang.rl.dice_expansions import DICE_X_LAYOUT, encode_dice_x

            return GameSpec("dice", dice_config.players, dice_config,
                            codec_named("dice-x"), DICE_X_LAYOUT, encode_dice_x)
        return GameSpec("dice", dice_config.players, dice_config, codec_named("dice"),
                        DICE_LAYOUT, encode_dice)
    if game == "cards":
        card_config = CardConfig.from_dict(values)
        name = card_spec_name(card_config)
        return GameSpec("cards", card_config.players, card_config, codec_named(name),
                        CARD_LAYOUTS[name], partial(encode_cards, layout=name))
    raise ConfigError(f"no game {game!r}: choose cards or dice")
