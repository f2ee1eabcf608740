"""What both games share around their rules: decision bookkeeping, verification,
records, replay and digests (docs/design.md §2-§3).

A concrete game implements ``_compute_legal`` (the legal actions of the pending
decision), ``_explain_illegal`` (why an action is not among them), ``_apply_legal``
(mutate for an action already known to be legal) and the state/setup hooks.  Legality
is decided in exactly one place, ``_compute_legal``; ``verify`` is a membership test.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Any, ClassVar, Self

from bang import __version__
from bang.core.build import mypyc_attr
from bang.core.errors import ConfigError, IllegalAction, RecordError
from bang.core.protocol import MAX_DIGITS, Action, Decision, Event, exact_fields, parse_action
from bang.core.rng import check_seed

RECORD_FORMAT = "bang-record/1"

#: Bounds of an action's fields: -1 (unused) up to the largest number the notation reads.
_FIELD_MAX = 10**MAX_DIGITS
#: The longest action kind any prompt takes, with room to spare.
_KIND_MAX = 32


def shown(value: object, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters, for error messages about untrusted
    input (a hostile value may be huge or nested thousands deep)."""
    try:
        text = repr(value)
    except (RecursionError, ValueError):
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 3] + "..."

_new_tuple = tuple.__new__


@mypyc_attr(allow_interpreted_subclasses=True)
class GameBase:
    """Common machinery; subclasses hold the state and the rules."""

    GAME: ClassVar[str] = ""

    seed: int
    decision: Decision | None
    history: list[Action]
    _legal: tuple[Action, ...] | None
    _next_id: int
    _setup: dict[str, Any] | None

    # --- hooks -------------------------------------------------------------------
    def _compute_legal(self) -> tuple[Action, ...]:
        raise NotImplementedError

    def _explain_illegal(self, action: Action) -> IllegalAction:
        return IllegalAction("illegal", f"{action.format()} is not a legal answer now")

    def _apply_legal(self, action: Action) -> list[Event]:
        raise NotImplementedError

    def state_dict(self) -> dict[str, Any]:
        """Every bit of the true state, as plain JSON (hidden information included)."""
        raise NotImplementedError

    def config_dict(self) -> dict[str, Any]:
        """The game's options as plain JSON (the form records keep)."""
        raise NotImplementedError

    @classmethod
    def _new_from_record(cls, config: Mapping[str, Any], seed: int,
                         setup: Mapping[str, Any] | None) -> Self:
        raise NotImplementedError

    # --- the protocol -------------------------------------------------------------
    @property
    def pending(self) -> Decision | None:
        """The decision waited on, or ``None`` once the game is over."""
        return self.decision

    def _set_decision(self, seat: int, kind: str, context: dict[str, Any]) -> None:
        self._next_id += 1
        self.decision = _new_tuple(Decision, (self._next_id, seat, kind, context))
        self._legal = None

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal answers to the pending decision, in a canonical order."""
        legal = self._legal
        if legal is None:
            legal = self._legal = () if self.decision is None else self._compute_legal()
        return legal

    def verify(self, action: object, seat: object = None,
               decision_id: object = None) -> None:
        """Raise ``IllegalAction`` saying why ``action`` may not be applied; change nothing.

        ``seat`` and ``decision_id`` are what a client claims to answer; when given they
        must match the pending decision (optimistic concurrency, docs/design.md §2).  Fields
        must have exactly the notation's types (a ``str`` kind, ``int`` numbers).

        The arguments are typed ``object`` because they are untrusted: every type is
        checked here, so that a compiled build (which would raise ``TypeError`` at a
        typed parameter) gives the same ``IllegalAction`` as the interpreter.
        """
        decision = self.decision
        if decision is None:
            raise IllegalAction("game_over", "the game is over")
        if seat is not None:
            if type(seat) is not int:
                raise IllegalAction("bad_seat", f"a seat is a whole number, not {shown(seat)}")
            if seat != decision.seat:
                raise IllegalAction(
                    "wrong_seat", f"seat {seat} may not act: seat {decision.seat} is deciding")
        if decision_id is not None:
            if type(decision_id) is not int:
                raise IllegalAction("stale_decision",
                                    f"a decision id is a whole number, not {shown(decision_id)}")
            if decision_id != decision.id:
                raise IllegalAction(
                    "stale_decision",
                    f"decision {decision_id} is no longer pending (now {decision.id})")
        if not isinstance(action, Action):
            raise IllegalAction("bad_action", f"expected an Action, got {type(action).__name__}")
        if not exact_fields(action):
            raise IllegalAction(
                "bad_field", f"an action's kind is text and its card, target and arg are"
                             f" whole numbers: {shown(action)}")
        if len(action.kind) > _KIND_MAX or not all(
                -1 <= field < _FIELD_MAX for field in action[1:]):
            raise IllegalAction("bad_field", f"an action field is out of range: {shown(action)}")
        if self._canonical(action) is None:
            raise self._explain_illegal(action)

    def _canonical(self, action: Action) -> Action | None:
        """The legal action equal to ``action`` (the game's own object), or None.

        A game may override this with a faster look-up that gives the same answer (a scan
        of a long tuple compares every field of every action before the match).
        """
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        try:
            return legal[legal.index(action)]
        except ValueError:
            return None

    def apply(self, action: Action | str | object, seat: object = None,
              decision_id: object = None) -> list[Event]:
        """Verify, mutate, and run automatic steps to the next decision; return the events.

        What is applied and recorded is always the game's own legal action, never the
        caller's object, so an equal-comparing impostor (``Action("play", 44.0)``) can
        neither reach the rules nor the record.
        """
        if type(action) is not Action and isinstance(action, str):
            action = parse_action(action)
        # The common case (no claimed seat or decision id, a legal Action, most often the
        # very object legal_actions() handed out) skips the diagnostics; anything else
        # goes through ``verify`` for its precise error.
        canonical = None
        if (seat is None and decision_id is None and self.decision is not None
                and type(action) is Action):
            canonical = self._canonical(action)
            if canonical is not None and canonical is not action and not exact_fields(action):
                canonical = None
        if canonical is None:
            self.verify(action, seat, decision_id)
            assert isinstance(action, Action)  # verify has just checked it
            canonical = self._canonical(action)
            if canonical is None:  # verify has just found it; kept for the type checker
                raise IllegalAction("illegal", f"{shown(action)} is not a legal answer now")
        self.history.append(canonical)
        return self._apply_legal(canonical)

    @property
    def is_over(self) -> bool:
        return self.decision is None

    # --- records and digests ---------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        """The JSON record that replays this game bit for bit (docs/design.md §3)."""
        record: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "engine_version": __version__,
            "game": self.GAME,
            "config": self.config_dict(),
            "seed": self.seed,
            "actions": [a.format() for a in self.history],
        }
        if self._setup is not None:
            record["setup"] = self._setup
        return record

    @classmethod
    def from_record(cls, record: Mapping[str, Any] | object, upto: object = None) -> Self:
        """Rebuild a game by replaying ``record`` (optionally only its first ``upto``
        actions).  Anything that is not a record of this game that replays raises
        ``RecordError`` and nothing else."""
        if not isinstance(record, Mapping):
            raise RecordError(f"a record is a JSON object, not {type(record).__name__}")
        if record.get("format") != RECORD_FORMAT:
            raise RecordError(f"unknown record format {shown(record.get('format'))}")
        if record.get("game") != cls.GAME:
            raise RecordError(
                f"record is for game {shown(record.get('game'))}, not {cls.GAME!r}")
        if upto is not None and (type(upto) is not int or upto < 0):
            raise RecordError(f"upto is a number of actions (0 or more), not {shown(upto)}")
        actions = record.get("actions")
        if not isinstance(actions, list) or not all(isinstance(t, str) for t in actions):
            raise RecordError("a record's actions are a list of action texts")
        config, setup = record.get("config"), record.get("setup")
        if not isinstance(config, Mapping):
            raise RecordError("a record's config is a JSON object")
        if setup is not None and not isinstance(setup, Mapping):
            raise RecordError("a record's setup is a JSON object when present")
        try:
            seed = check_seed(record.get("seed"))
            game = cls._new_from_record(config, seed, setup)
        except ConfigError as impossible:  # one name per type of exception (mypyc)
            raise RecordError(
                f"the record's seed, config or setup is impossible: {impossible}") from impossible
        except (KeyError, TypeError, ValueError, IndexError, AttributeError,
                OverflowError, RecursionError) as exc:
            raise RecordError(f"malformed record: {shown(exc, 200)}") from exc
        for index, text in enumerate(actions[:upto]):
            try:
                game.apply(text)
            except IllegalAction as refused:  # not ``exc``: one name, one type (mypyc)
                raise RecordError(
                    f"action {index} ({shown(text)}) does not replay: {refused}") from refused
        return game

    def digest(self) -> str:
        """A SHA-256 of the full state, equal for equal states (replay checks use it)."""
        blob = json.dumps(self.state_dict(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()
