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
        raise ConfigError(f"option {name} must be true or false, not {value!r}")
    if kind is int:
        if isinstance(value, bool):
            raise ConfigError(f"option {name} must be a whole number, not {value!r}")
        try:
            return int(value)
        except (TypeError, ValueError):
            raise ConfigError(f"option {name} must be a whole number, not {value!r}") from None
    if typing.get_origin(kind) is typing.Literal:
        allowed = typing.get_args(kind)
        if value not in allowed:
            choices = ", ".join(repr(a) for a in allowed)
            raise ConfigError(f"option {name} must be one of {choices}, not {value!r}")
        return value
    return value


def config_from_dict(cls: type[C], data: Mapping[str, Any]) -> C:
    """Build ``cls`` from plain values, refusing unknown keys and ill-typed values."""
    hints = typing.get_type_hints(cls)
    names = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    unknown = sorted(set(data) - names)
    if unknown:
        raise ConfigError(
            f"unknown option(s) {', '.join(unknown)}; known options: {', '.join(sorted(names))}")
    values = {key: _convert(key, hints[key], value) for key, value in data.items()}
    return cls(**values)


def config_to_dict(config: Any) -> dict[str, Any]:
    """The config as plain JSON values (the form records store)."""
    return {f.name: getattr(config, f.name) for f in dataclasses.fields(config)}


def parse_options(pairs: list[str] | tuple[str, ...]) -> dict[str, str]:
    """``["a=1", "b=x"]`` → ``{"a": "1", "b": "x"}``; a pair without ``=`` is an error."""
    result: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ConfigError(f"option {pair!r} must look like key=value")
        result[key.strip()] = value.strip()
    return result
