"""What the public record of a dice game says about the hidden roles, read over the
whole game (a view shows only the last 128 events).

``bang.core.belief.hostility`` counts who shot whom.  In the dice game a shot also says
what the shooter *could* have done: the roll before it shows the die, the table shows who
was alive, so the seats that bull's eye could reach are known.  Nobody but an Outlaw
has a reason to shoot the Sheriff while someone else is in reach, and an Outlaw with the
Sheriff in reach has every reason to: so a shot at the Sheriff by choice counts as much
more hostile than a forced one, and a bull's eye sent elsewhere while the Sheriff was in
reach counts towards the law.  The scores feed the role weights of the search's samples
(``sample_roles``: log-odds ``lean × 0.6 × score``, Outlaw +1, Renegade +0.4, Deputy -1).
"""

from __future__ import annotations

from typing import Any

from bang.bots.role import first_new_event
from bang.core.seats import ring_distance

#: Score of a shot at the Sheriff when another player was in reach (by choice), of one
#: that had no other target (forced), and of a bull's eye sent elsewhere while the
#: Sheriff was in reach.
CHOSEN = 4.0
FORCED = 0.5
SPARED = -2.0


class ShotRecord:
    """Reads a seat's dice views one after the other and keeps the evidence of every
    shot seen (``scores``: seat -> hostility to the law)."""

    def __init__(self) -> None:
        self.scores: dict[int, float] = {}
        self._last: Any = None
        self._dice: list[str] = []

    def read(self, view: Any) -> None:
        events = view.events
        start = first_new_event(events, self._last)
        if events:
            self._last = events[-1]
        players = view.players
        sheriff = next((p.seat for p in players if p.role == "sheriff"), None)
        new = events[start:]
        # Who was alive before the new events: the dead now, less those they killed.
        alive = [p.alive for p in players]
        for event in new:
            if event.kind == "eliminated" and event.data:
                alive[event.data["seat"]] = True
        for event in new:
            kind, data = event.kind, event.data
            if kind == "roll" and data:
                self._dice = list(data["dice"])
            elif kind == "eliminated" and data:
                alive[data["seat"]] = False
            elif kind == "shoot" and data and sheriff is not None:
                self._shot(players, alive, sheriff, data)

    def _shot(self, players: Any, alive: list[bool], sheriff: int,
              data: dict[str, Any]) -> None:
        shooter, target, die = data["seat"], data["target"], data["die"]
        if shooter == sheriff or not 0 <= die < len(self._dice):
            return
        if not alive[sheriff]:
            return
        reach = bull_reach(alive, shooter, self._dice[die], players[shooter].character)
        if sheriff not in reach:
            return
        if target == sheriff:
            delta = CHOSEN if len(reach) > 1 else FORCED
        else:
            delta = SPARED
        self.scores[shooter] = self.scores.get(shooter, 0.0) + delta


def bull_reach(alive: list[bool], seat: int, face: str, character: str) -> list[int]:
    """The living seats a bull's eye showing ``face`` could hit (RULES.md B5.3, B8)."""
    living = sum(alive)
    two = face in ("two", "double_two") and living > 3
    if character == "Calamity Janet":
        near, far = (1, 1) if living <= 3 else (1, 2)
    elif character == "Rose Doolan":
        near, far = (2, 3) if two else (1, 2)
    else:
        near, far = (2, 2) if two else (1, 1)
    return [t for t in range(len(alive)) if alive[t] and t != seat
            and near <= ring_distance(alive, seat, t) <= far]
