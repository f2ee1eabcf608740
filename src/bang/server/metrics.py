"""Counters for ``GET /api/metrics``: actions applied, their rate over the last seconds,
and the latency from an action's arrival to its updates being queued for every viewer."""

from __future__ import annotations

import time
from collections import deque

from bang.server.connection import OutboxStats

#: Latencies kept for the percentiles, and the window of the action rate in seconds.
KEEP = 4096
RATE_WINDOW = 10.0


class Metrics:
    def __init__(self) -> None:
        self.actions_total = 0
        self.connections = 0
        #: What every connection's outbox sent, coalesced and dropped.
        self.outbox = OutboxStats()
        self._latencies: deque[float] = deque(maxlen=KEEP)
        self._stamps: deque[float] = deque(maxlen=100_000)

    def action(self, latency_s: float | None) -> None:
        """One applied action; ``latency_s`` when it came from a client."""
        self.actions_total += 1
        self._stamps.append(time.monotonic())
        if latency_s is not None:
            self._latencies.append(latency_s * 1000.0)

    def traffic(self) -> dict[str, int]:
        o = self.outbox
        return {"bytes_sent": o.bytes_sent, "frames_state": o.frames_state,
                "frames_delta": o.frames_delta, "coalesced": o.coalesced,
                "dropped": o.dropped, "direct": o.direct, "direct_in": o.direct_in}

    def actions_per_s(self) -> float:
        now = time.monotonic()
        stamps = self._stamps
        while stamps and stamps[0] < now - RATE_WINDOW:
            stamps.popleft()
        return round(len(stamps) / RATE_WINDOW, 2)

    def latency_ms(self) -> dict[str, float | None]:
        values = sorted(self._latencies)
        if not values:
            return {"p50": None, "p99": None}

        def pick(q: float) -> float:
            return round(values[min(len(values) - 1, int(q * len(values)))], 3)

        return {"p50": pick(0.50), "p99": pick(0.99)}
