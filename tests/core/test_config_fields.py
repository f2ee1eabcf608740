"""Every option of both games' configs refuses a value of the wrong kind with a
``ConfigError`` naming it (issue: ``ghost_variant="dead_reckoning"`` played the base game,
``victory_check="never"`` and ``3`` were accepted).  The cases are generated from the
dataclasses' own fields, so an option added later is covered the day it is declared."""

from __future__ import annotations

import dataclasses
import typing
from typing import Any

import pytest

from bang.cards import CardConfig
from bang.cards.config import DODGE_CITY_OPTIONS, EVENT_OPTIONS
from bang.core.errors import ConfigError
from bang.dice.config import DiceConfig


def _wrong_values(kind: Any) -> list[Any]:
    """Values no field of type ``kind`` may hold."""
    if kind is bool:
        return [1, 0, "yes", None]
    if kind is int:
        return [True, "5", 2.5, None]
    if typing.get_origin(kind) is typing.Literal:
        return ["not_a_word", 3, None, True]
    if typing.get_origin(kind) is tuple:
        return [3, [1], None]
    raise AssertionError(f"no wrong values known for {kind!r}")


def _cases() -> list[Any]:
    cases = []
    for cls in (CardConfig, DiceConfig):
        hints = typing.get_type_hints(cls)
        for f in dataclasses.fields(cls):
            for value in _wrong_values(hints[f.name]):
                cases.append(pytest.param(cls, f.name, value,
                                          id=f"{cls.__name__}.{f.name}={value!r}"))
    return cases


@pytest.mark.parametrize(("cls", "name", "value"), _cases())
def test_an_option_of_the_wrong_kind_is_refused_by_name(cls: type, name: str,
                                                        value: Any) -> None:
    with pytest.raises(ConfigError, match=name):
        cls(**{name: value})


@pytest.mark.parametrize("value", ["dead_reckoning", "Dead Reckonin'", ""])
def test_a_misspelt_ghost_variant_is_refused_not_played_as_the_base_game(value: str) -> None:
    with pytest.raises(ConfigError, match="dead_reckonin"):
        CardConfig(ghost_variant=value)  # type: ignore[arg-type]


@pytest.mark.parametrize("value", ["never", 3])
def test_victory_check_takes_only_its_two_words(value: Any) -> None:
    with pytest.raises(ConfigError, match="after_card"):
        CardConfig(victory_check=value)


def test_the_same_words_from_a_command_line_are_refused_the_same_way() -> None:
    with pytest.raises(ConfigError, match="ghost_variant"):
        CardConfig.from_dict({"ghost_variant": "dead_reckoning"})
    with pytest.raises(ConfigError, match="victory_check"):
        CardConfig.from_dict({"victory_check": "3"})


def test_every_default_and_every_declared_word_is_accepted() -> None:
    for cls in (CardConfig, DiceConfig):
        cls()
    hints = typing.get_type_hints(CardConfig)
    for f in dataclasses.fields(CardConfig):
        if typing.get_origin(hints[f.name]) is typing.Literal:
            for word in typing.get_args(hints[f.name]):
                extra: dict[str, Any] = {"dodge_city": True} if f.name in DODGE_CITY_OPTIONS else {}
                if f.name in EVENT_OPTIONS:  # an event option needs its deck (Part F)
                    extra = {"event_decks": EVENT_OPTIONS[f.name][0]}
                assert getattr(CardConfig(**{f.name: word, **extra}), f.name) == word
