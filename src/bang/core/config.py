"""Turning option strings (``key=value`` from a command line or a lobby form) into the
frozen config dataclasses of both games, with clear errors for anything impossible."""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Mapping
from typing import Any, TypeVar

from bang.core.errors import ConfigError

C = TypeVar("C")

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}


def _convert(name: str, kind: Any, value: Any) -> Any:
    if kind is bool:
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in _TRUE:
            return True
        if text in _FALSE:
            return False
        raise ConfigError(f"option {name} must be true or false, not {value!r}",
                          "option_bool", name=name, value=repr(value))
    if kind is int:
        if isinstance(value, bool):
            raise ConfigError(f"option {name} must be a whole number, not {value!r}",
                              "option_int", name=name, value=repr(value))
        try:
            return int(value)
        except (TypeError, ValueError):
            raise ConfigError(f"option {name} must be a whole number, not {value!r}",
                              "option_int", name=name, value=repr(value)) from None
    if typing.get_origin(kind) is tuple:
        if typing.get_args(kind)[:1] == (int,):
            return numbers_option(name, value)
        return names_option(name, value)
    if typing.get_origin(kind) is typing.Literal:
        allowed = typing.get_args(kind)
        if value not in allowed:
            choices = ", ".join(repr(a) for a in allowed)
            raise ConfigError(f"option {name} must be one of {choices}, not {value!r}",
                              "option_choice", name=name, choices=choices, value=repr(value))
        return value
    return value


def names_option(name: str, value: object) -> tuple[str, ...]:
    """A list of names (the content sets of ``expansions``): a JSON list, or ``a,b`` from
    a command line or a form; each name once, blanks dropped."""
    items = value.split(",") if isinstance(value, str) else value
    if not isinstance(items, (list, tuple)) or not all(isinstance(i, str) for i in items):
        raise ConfigError(f"option {name} must be a list of names, not {value!r}",
                          "option_names", name=name, value=repr(value))
    names = tuple(i.strip() for i in items if i.strip())
    if len(set(names)) != len(names):
        raise ConfigError(f"option {name} names one of them twice: {value!r}",
                          "option_twice", name=name, value=repr(value))
    return names


def numbers_option(name: str, value: object) -> tuple[int, ...]:
    """A list of whole numbers (a dice game's ``boneyard_cards``): a JSON list, or
    ``0,1,2`` from a command line or a form."""
    items = value.split(",") if isinstance(value, str) else value
    if not isinstance(items, (list, tuple)):
        raise ConfigError(f"option {name} must be a list of whole numbers, not {value!r}",
                          "option_numbers", name=name, value=repr(value))
    numbers: list[int] = []
    for item in items:
        if isinstance(item, str) and item.strip().lstrip("-").isdigit():
            numbers.append(int(item.strip()))
        elif type(item) is int:
            numbers.append(item)
        else:
            raise ConfigError(f"option {name} must be a list of whole numbers, not {value!r}",
                              "option_numbers", name=name, value=repr(value))
    return tuple(numbers)


def config_from_dict(cls: type[C], data: Mapping[str, Any]) -> C:
    """Build ``cls`` from plain values, refusing unknown keys and ill-typed values."""
    hints = _hints(cls)
    names = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    unknown = sorted(set(data) - names)
    if unknown:
        raise ConfigError(
            f"unknown option(s) {', '.join(unknown)}; known options: {', '.join(sorted(names))}",
            "unknown_options", count=len(unknown), unknown=", ".join(unknown),
            known=", ".join(sorted(names)))
    values = {key: _convert(key, hints[key], value) for key, value in data.items()}
    return cls(**values)


def config_to_dict(config: Any) -> dict[str, Any]:
    """The config as plain JSON values (the form records store).  ``expansions`` is
    written only when some are played, so a base game's record and digest read as they
    did before expansions existed."""
    data: dict[str, Any] = {}
    for f in dataclasses.fields(config):
        value = getattr(config, f.name)
        if f.metadata.get(OMIT_AT_DEFAULT) and value == f.default:
            continue
        data[f.name] = list(value) if isinstance(value, tuple) else value
    expansions = data.pop("expansions", ())
    if expansions:
        data["expansions"] = list(expansions)
    return data


#: Field metadata key: an expansion's option is written to records only when it differs
#: from its default, so base games' records and digests read as they did before the
#: expansion existed (``dataclasses.field(default=..., metadata={OMIT_AT_DEFAULT: True})``).
OMIT_AT_DEFAULT = "omit_at_default"


def expansion_option(default: Any) -> Any:
    """A config field that belongs to an expansion: written only when not at its default."""
    return dataclasses.field(default=default, metadata={OMIT_AT_DEFAULT: True})


def parse_options(pairs: list[str] | tuple[str, ...]) -> dict[str, str]:
    """``["a=1", "b=x"]`` → ``{"a": "1", "b": "x"}``; a pair without ``=`` is an error."""
    result: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ConfigError(f"option {pair!r} must look like key=value", "option_pair",
                              pair=repr(pair))
        result[key.strip()] = value.strip()
    return result


#: The largest ``round_limit``: far beyond any real game, small enough to bound one.
MAX_ROUND_LIMIT = 10_000

#: Options that are not rules but conveniences for simulations.  ``auto_forced`` answers
#: single-option prompts at once and says so in the log, which tells everyone facts about
#: hands (an automatic "take" means no Missed!), so no game with a human may use them.
SIMULATION_ONLY = ("auto_forced",)


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """The resolved annotations of a config class, worked out once per class (resolving
    them evaluates every annotation: more work than building a config)."""
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    return hints


def check_fields(config: Any) -> None:
    """Refuse any field of the frozen config ``config`` whose value is not of its declared
    type: a ``bool`` field takes only ``True``/``False``, an ``int`` field a whole number
    (not a ``bool``), a ``Literal`` field one of its words, a tuple field names.  One check
    driven by the dataclass's own annotations, so a new option is checked the day it is
    declared and a misspelt word (``ghost_variant="dead_reckoning"``) never plays the
    base game silently."""
    hints = _hints(type(config))
    for f in dataclasses.fields(config):
        kind = hints[f.name]
        value = getattr(config, f.name)
        if kind is bool:
            if type(value) is not bool:
                raise ConfigError(f"option {f.name} must be true or false, not {value!r}",
                                  "option_bool", name=f.name, value=repr(value))
        elif kind is int:
            if type(value) is not int:
                raise ConfigError(f"option {f.name} must be a whole number, not {value!r}",
                                  "option_int", name=f.name, value=repr(value))
        elif typing.get_origin(kind) is typing.Literal:
            allowed = typing.get_args(kind)
            if type(value) is not str or value not in allowed:
                choices = ", ".join(repr(a) for a in allowed)
                raise ConfigError(f"option {f.name} must be one of {choices}, not {value!r}",
                                  "option_choice", name=f.name, choices=choices, value=repr(value))
        elif typing.get_origin(kind) is tuple and typing.get_args(kind)[:1] == (int,):
            if not isinstance(value, tuple) or not all(type(v) is int for v in value):
                raise ConfigError(f"option {f.name} must be a list of whole numbers,"
                                  f" not {value!r}")
        elif typing.get_origin(kind) is tuple and (
                not isinstance(value, tuple) or not all(type(v) is str for v in value)):
            raise ConfigError(f"option {f.name} must be a list of names, not {value!r}",
                              "option_names", name=f.name, value=repr(value))


def check_round_limit(value: object) -> None:
    """``round_limit`` is a whole number from 0 (off) to ``MAX_ROUND_LIMIT``."""
    if type(value) is not int or not 0 <= value <= MAX_ROUND_LIMIT:
        raise ConfigError(f"round_limit must be a whole number from 0 (off) to"
                          f" {MAX_ROUND_LIMIT}, not {value!r}", "round_limit",
                          max=MAX_ROUND_LIMIT, value=repr(value))


def check_fair_for_humans(config: Any) -> None:
    """Raise ``ConfigError`` if ``config`` (a ``CardConfig`` or ``DiceConfig``) turns on
    a simulation-only option; call it before starting any game with a human seat
    (docs/security.md)."""
    on = [name for name in SIMULATION_ONLY if getattr(config, name, False)]
    if on:
        raise ConfigError(f"{', '.join(on)} is for bot-only simulations: it tells every"
                          " player facts about the others' hands", "simulation_only",
                          names=", ".join(on))
