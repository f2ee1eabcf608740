"""A CPU budget for the bots of matches nobody plays in.

A match whose every seat is a bot (or whose people are all away) costs a server only
CPU: forty tables of eight ``expert`` bots kept most of a core busy for nobody.  Its
bots still play — every game ends — but their thinking is paid from one budget shared
by all such matches: a token bucket of CPU seconds that refills at ``share`` seconds per
second (a share of one core) and holds at most ``burst``.  Each bot decision of an
unattended match is charged the CPU time it took; while the bucket is empty, the next
bot move of those matches waits until it has refilled.  Matches where a person is
seated and connected are not charged: their bots answer at the table's pace.
"""

from __future__ import annotations

import time


class BotBudget:
    """CPU seconds left for unattended matches' bots (a token bucket)."""

    __slots__ = ("burst", "charged", "share", "stamp", "tokens", "waits")

    def __init__(self, share: float, burst: float) -> None:
        self.share = share
        self.burst = burst
        self.tokens = burst
        self.stamp = time.monotonic()
        #: CPU seconds charged since the start, and bot moves that had to wait.
        self.charged = 0.0
        self.waits = 0

    def _refill(self) -> None:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.share)
        self.stamp = now

    def charge(self, seconds: float) -> None:
        """A bot of an unattended match thought for ``seconds`` of CPU."""
        self._refill()
        self.tokens -= seconds
        self.charged += seconds

    def wait(self) -> float:
        """Seconds until the bucket holds something again (0: a bot may move now)."""
        self._refill()
        if self.tokens > 0 or self.share <= 0:
            return 0.0
        self.waits += 1
        return -self.tokens / self.share
