"""How an event reaches a seat (docs/design.md §4): whole if it is public
or addressed to him, otherwise without the cards he may not see.  ``bang.cards.view``
builds every view with these; the state keeps each private event's public twin."""

from __future__ import annotations

from bang.core.protocol import Event


def redact_event(event: Event, seat: int | None) -> Event:
    """The event as ``seat`` may see it: whole if public or addressed to him, otherwise
    with its hidden ``cards`` replaced by their number."""
    if event.to is None or (seat is not None and seat in event.to):
        return event
    return public_version(event)


def public_version(event: Event) -> Event:
    """What a seat outside ``event.to`` sees: no ``cards`` (only their number) and no
    ``action`` (an answer given for a player).  The game keeps this twin beside the event
    once a view first needs it, so no event is redacted twice."""
    if event.to is None:
        return event
    data = {k: v for k, v in event.data.items() if k != "cards" and k != "action"}
    if "cards" in event.data:
        data["count"] = len(event.data["cards"])
    return Event(event.kind, data, event.to)
