"""Who plays in a tournament: the built-in levels by name and any bot by import path.

An entrant is given as a level of the bot registry (``normal``, ``hard`` ...) or as an
import path ``package.module:Name``, where ``Name`` is a class or a function that makes
a bot.  The path is looked up in the current directory first, then in the installed
packages, so a researcher's ``mybot.py`` needs no installing.  ``Name`` is called with
the bot's seed when it takes one argument, with nothing when it takes none.

Everything that can go wrong with a path (no such module, a module that fails to
import, no such name, a constructor that raises, an object with no ``choose``) is found
here, before any game, and raised as :class:`EntrantError` with the entrant's name and
what went wrong in one line.
"""

from __future__ import annotations

import importlib
import inspect
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from bang.bots import Bot, bot_names, make_bot
from bang.i18n import Translator


class EntrantError(ValueError):
    """A bot that cannot take part, with the reason in the user's language."""


#: How an entrant is made: a registry level, an import path, or an object handed over
#: in Python (a class or a factory).
LEVEL, PATH, OBJECT = "level", "path", "object"


@dataclass(frozen=True)
class Entrant:
    """One bot of a tournament.

    ``spec`` is what identifies it in the results file (the level name, the import path,
    or ``module:qualname`` of an object handed over in Python); ``name`` is what the
    tables show (the level, or the class or function name); ``factory(seed)`` makes a
    fresh bot for one game.
    """

    name: str
    spec: str
    kind: str
    factory: Callable[[int], Any]

    def make(self, seed: int) -> Any:
        """A fresh bot for one game, seeded with ``seed``."""
        return self.factory(seed)


def _cwd_on_path() -> None:
    """Make modules of the current directory importable, as ``python -m`` does."""
    here = os.getcwd()
    if here not in sys.path and "" not in sys.path:
        sys.path.insert(0, here)


@dataclass(frozen=True)
class _Call:
    """``target(seed)`` or ``target()``: a factory that pickles as its target (a class or
    function of a module), so worker processes can make the bot too."""

    target: Callable[..., Any]
    with_seed: bool

    def __call__(self, seed: int) -> Any:
        return self.target(seed) if self.with_seed else self.target()


def _seeded(target: Callable[..., Any]) -> Callable[[int], Any] | None:
    """``target`` as ``factory(seed)``: called with the seed if it takes one positional
    argument, with nothing if it takes none; None when it takes neither."""
    try:
        signature = inspect.signature(target)
    except (TypeError, ValueError):
        return _Call(target, True)
    try:
        signature.bind(0)
    except TypeError:
        pass
    else:
        return _Call(target, True)
    try:
        signature.bind()
    except TypeError:
        return None
    return _Call(target, False)


@dataclass(frozen=True)
class _PathFactory:
    """``module:name`` resolved again wherever it is called (a worker process that
    starts fresh imports it itself), so an entrant pickles as its path."""

    path: str

    def __call__(self, seed: int) -> Any:
        return _factory_at(self.path)(seed)


@cache
def _factory_at(path: str) -> Callable[[int], Any]:
    module_name, _, attr = path.partition(":")
    _cwd_on_path()
    target: Any = importlib.import_module(module_name)
    for part in attr.split("."):
        target = getattr(target, part)
    factory = _seeded(target)
    assert factory is not None  # checked by resolve() before any game
    return factory


def _import(path: str, tr: Translator) -> Callable[..., Any]:
    module_name, sep, attr = path.partition(":")
    if not sep or not module_name or not attr:
        raise EntrantError(tr("tour.err.path_form", bot=path))
    _cwd_on_path()
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and (module_name == exc.name
                                     or module_name.startswith(exc.name + ".")):
            raise EntrantError(tr("tour.err.no_module", bot=path, module=module_name,
                                  cwd=os.getcwd())) from None
        raise EntrantError(tr("tour.err.import_failed", bot=path, module=module_name,
                              error=_one_line(exc))) from None
    except Exception as exc:  # a module's own code may raise anything
        raise EntrantError(tr("tour.err.import_failed", bot=path, module=module_name,
                              error=_one_line(exc))) from None
    target: Any = module
    for part in attr.split("."):
        try:
            target = getattr(target, part)
        except AttributeError:
            raise EntrantError(tr("tour.err.no_name", bot=path, module=module_name,
                                  name=attr)) from None
    if not callable(target):
        raise EntrantError(tr("tour.err.not_callable", bot=path, name=attr))
    return target  # type: ignore[no-any-return]


def _one_line(exc: BaseException) -> str:
    """``Type: message`` on one line (a SyntaxError names its file and line)."""
    text = str(exc).strip().splitlines()
    message = text[0] if text else ""
    if isinstance(exc, SyntaxError) and exc.lineno is not None:
        message = f"{exc.msg} ({os.path.basename(exc.filename or '?')}, line {exc.lineno})"
    return f"{type(exc).__name__}: {message}" if message else type(exc).__name__


def check_bot(bot: Any, name: str, tr: Translator) -> None:
    """Raise :class:`EntrantError` unless ``bot`` answers ``choose(view, legal)``."""
    if not callable(getattr(bot, "choose", None)):
        raise EntrantError(tr("tour.err.not_a_bot", bot=name, type=type(bot).__name__))


def _probe(entrant: Entrant, tr: Translator) -> None:
    """Make one bot of ``entrant`` now, so a broken constructor fails before any game."""
    try:
        bot = entrant.make(0)
    except Exception as exc:
        raise EntrantError(tr("tour.err.construct", bot=entrant.spec,
                              error=_one_line(exc))) from None
    check_bot(bot, entrant.spec, tr)


def resolve(spec: str | Callable[..., Any], tr: Translator | None = None) -> Entrant:
    """The entrant ``spec`` names: a level (``normal``), an import path
    (``mybot:FirstBot``) or, from Python, a class or factory object.  Checked now: it
    imports, it can be called with a seed (or nothing) and what it makes has ``choose``."""
    tr = tr or Translator()
    if not isinstance(spec, str):
        factory = _seeded(spec)
        name = getattr(spec, "__qualname__", None) or type(spec).__name__
        if factory is None:
            raise EntrantError(tr("tour.err.signature", bot=name))
        module = getattr(spec, "__module__", "?")
        entrant = Entrant(name.rsplit(".", 1)[-1], f"{module}:{name}", OBJECT, factory)
    elif spec in bot_names():
        entrant = Entrant(spec, spec, LEVEL, _LevelFactory(spec))
    elif ":" not in spec:
        raise EntrantError(tr("tour.err.unknown", bot=spec, levels=", ".join(bot_names())))
    else:
        spec = spec.strip()
        target = _import(spec, tr)
        if _seeded(target) is None:
            raise EntrantError(tr("tour.err.signature", bot=spec))
        entrant = Entrant(spec.rsplit(":", 1)[1].rsplit(".", 1)[-1], spec, PATH,
                          _PathFactory(spec))
    _probe(entrant, tr)
    return entrant


@dataclass(frozen=True)
class _LevelFactory:
    """A registry level as ``factory(seed)`` that pickles by name."""

    level: str

    def __call__(self, seed: int) -> Bot:
        return make_bot(self.level, seed)


def resolve_all(specs: Sequence[str | Callable[..., Any]],
                tr: Translator | None = None) -> list[Entrant]:
    """Every entrant, checked; at least two, none given twice.  Two different bots with
    the same short name are shown by their full specs."""
    tr = tr or Translator()
    entrants = [resolve(spec, tr) for spec in specs]
    seen: set[str] = set()
    for entrant in entrants:
        if entrant.spec in seen:
            raise EntrantError(tr("tour.err.twice", bot=entrant.spec))
        seen.add(entrant.spec)
    if len(entrants) < 2:
        raise EntrantError(tr("tour.err.too_few"))
    names = [e.name for e in entrants]
    return [Entrant(e.spec, e.spec, e.kind, e.factory) if names.count(e.name) > 1 else e
            for e in entrants]
