"""The language-neutral messages the server sends (log entries, prompts, option labels,
goals): all come from ``bang.i18n.messages``, so the terminal and every browser render
the same keys from the same catalogues, each in its own language.  This module only
names, in one place, the functions the server uses."""

from __future__ import annotations

from bang.i18n.messages import (
    Message,
    action_message,
    action_reads_view,
    deed_message,
    event_message,
    goal_message,
    log_worthy,
    prompt_message,
)

__all__ = ["Message", "action_message", "action_reads_view", "deed_message",
           "event_message", "goal_message", "log_worthy", "prompt_message"]
