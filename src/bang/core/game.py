"""What both games share around their rules: decision bookkeeping, verification,
records, replay and digests (DESIGN.md §2-§3).

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
from bang.core.errors import IllegalAction, RecordError
from bang.core.protocol import Action, Decision, Event, parse_action

RECORD_FORMAT = "bang-record/1"

_new_tuple = tuple.__new__


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

    def verify(self, action: Action, seat: int | None = None,
               decision_id: int | None = None) -> None:
        """Raise ``IllegalAction`` saying why ``action`` may not be applied; change nothing.

        ``seat`` and ``decision_id`` are what a client claims to answer; when given they
        must match the pending decision (optimistic concurrency, DESIGN.md §2).
        """
        decision = self.decision
        if decision is None:
            raise IllegalAction("game_over", "the game is over")
        if seat is not None and seat != decision.seat:
            raise IllegalAction(
                "wrong_seat", f"seat {seat} may not act: seat {decision.seat} is deciding")
        if decision_id is not None and decision_id != decision.id:
            raise IllegalAction(
                "stale_decision",
                f"decision {decision_id} is no longer pending (now {decision.id})")
        if not isinstance(action, Action):
            raise IllegalAction("bad_action", f"expected an Action, got {type(action).__name__}")
        if not self._is_legal(action):
            raise self._explain_illegal(action)

    def _is_legal(self, action: Action) -> bool:
        """Whether ``action`` is among ``legal_actions()``.  A game may override this with
        a faster test that gives the same answer (a scan of a long tuple compares every
        field of every action before the match)."""
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        return action in legal

    def apply(self, action: Action | str, seat: int | None = None,
              decision_id: int | None = None) -> list[Event]:
        """Verify, mutate, and run automatic steps to the next decision; return the events."""
        if type(action) is not Action and isinstance(action, str):
            action = parse_action(action)
        # The common case (no claimed seat or decision id, a legal Action) skips the
        # diagnostics; anything else goes through ``verify`` for its precise error.
        if (seat is not None or decision_id is not None or self.decision is None
                or type(action) is not Action or not self._is_legal(action)):
            self.verify(action, seat, decision_id)
        self.history.append(action)
        return self._apply_legal(action)

    @property
    def is_over(self) -> bool:
        return self.decision is None

    # --- records and digests ---------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        """The JSON record that replays this game bit for bit (DESIGN.md §3)."""
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
    def from_record(cls, record: Mapping[str, Any], upto: int | None = None) -> Self:
        """Rebuild a game by replaying ``record`` (optionally only its first ``upto`` actions)."""
        try:
            if record.get("format") != RECORD_FORMAT:
                raise RecordError(f"unknown record format {record.get('format')!r}")
            if record.get("game") != cls.GAME:
                raise RecordError(f"record is for game {record.get('game')!r}, not {cls.GAME!r}")
            seed = int(record["seed"])
            actions = list(record["actions"])
            game = cls._new_from_record(record["config"], seed, record.get("setup"))
        except RecordError:
            raise
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"malformed record: {exc}") from exc
        for index, text in enumerate(actions[:upto]):
            try:
                game.apply(str(text))
            except IllegalAction as exc:
                raise RecordError(f"action {index} ({text!r}) does not replay: {exc}") from exc
        return game

    def digest(self) -> str:
        """A SHA-256 of the full state, equal for equal states (replay checks use it)."""
        blob = json.dumps(self.state_dict(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()
