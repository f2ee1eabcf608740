"""The language-neutral messages the server sends (log entries, prompts, option labels,
goals): all come from ``bang.i18n.messages``, so the terminal and every browser render
the same keys from the same catalogues, each in its own language.

This module only names the four functions the server uses, in one place.
"""

from __future__ import annotations

from typing import Any

from bang.i18n.messages import action_message, event_message, goal_message, prompt_message

Message = dict[str, Any]

__all__ = ["Message", "action_message", "event_message", "goal_message", "prompt_message"]
