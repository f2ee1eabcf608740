"""The answer a turn timer gives for a player who did not answer in time.

It is the passive answer a player would give by walking away: take the hit, end the
turn, stop rolling, keep what one has; where a choice must be made (a discard to the hand
limit, a target, a pick), the first legal answer in the engine's canonical order.  A
Barrel is drawn when offered (it costs nothing) and a Beer saves a dying player.
"""

from __future__ import annotations

from collections.abc import Sequence

from bang.core.protocol import Action

#: Passive answers, most preferred first.
PASSIVE = ("barrel", "take", "pass", "stop", "keep", "end", "draw_deck", "done", "die")


def timeout_answer(kind: str, legal: Sequence[Action], seat: int) -> Action:
    """The answer applied for ``seat`` when its time for a ``kind`` prompt runs out."""
    if not legal:
        raise ValueError("a pending decision always has a legal answer")
    if kind == "dying":
        for action in legal:
            if action.kind == "beer":
                return action
    if kind == "beer":  # the dice game's Beer die: on oneself
        for action in legal:
            if action.target == seat:
                return action
    for name in PASSIVE:
        for action in legal:
            if action.kind == name:
                return action
    return legal[0]
