"""The language-neutral messages the server sends (log entries, prompts, option labels,
goals): all come from ``bang.i18n.messages``, so the terminal and every browser render
the same keys from the same catalogues, each in its own language.

This module only names the four functions the server uses, in one place.
"""

from __future__ import annotations

from typing import Any

Message = dict[str, Any]

try:
    from bang.i18n.messages import (  # type: ignore[import-not-found,unused-ignore]
        action_message,
        event_message,
        goal_message,
        prompt_message,
    )
except ImportError:  # pragma: no cover - until bang.i18n.messages is present
    def event_message(event: dict[str, Any], game: str) -> Message:
        data = event.get("data", event)
        return {"key": f"event.{event.get('kind')}",
                "args": {k: v for k, v in data.items() if k != "kind"}}

    def action_message(action: str, view: dict[str, Any]) -> Message:
        return {"key": "action.notation", "args": {"action": action}}

    def prompt_message(view: dict[str, Any]) -> Message | None:
        pending = view.get("pending")
        return None if pending is None else {"key": f"prompt.{pending['kind']}", "args": {}}

    def goal_message(view: dict[str, Any]) -> Message | None:
        return None

__all__ = ["Message", "action_message", "event_message", "goal_message", "prompt_message"]
