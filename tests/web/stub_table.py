"""Exact positions of either game delivered to the page by the contract stub: a summary,
the ``state`` of a seat built with the server's own message functions, and a page that
holds that seat's token.  The page is then in a position a live game reaches only by
chance (seven players to aim at, a forced answer, a decision while in the background)."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import contract_stub

from bang.server.messages import action_message, event_message, goal_message, prompt_message

#: Make the page believe it is in a background tab (headless Chromium shows every page),
#: or in front again: the same document properties and events a real tab switch gives.
BACKGROUND = """(on) => {
  Object.defineProperty(document, 'visibilityState',
    {configurable: true, get: () => on ? 'hidden' : 'visible'});
  Object.defineProperty(document, 'hidden', {configurable: true, get: () => on});
  document.hasFocus = () => !on;
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event(on ? 'blur' : 'focus'));
}"""


def summary(game: str, names: list[str], *, humans: int = 1, **extra: Any) -> dict[str, Any]:
    seats = [{"seat": i, "kind": "human" if i < humans else "bot", "name": name,
              "level": None if i < humans else "normal", "connected": True, "replaced": False}
             for i, name in enumerate(names)]
    return {"match_id": "m1", "game": game, "players": len(names), "options": {},
            "status": "running", "public": True, "turn_timer": 60, "created": 0,
            "seats": seats, **extra}


def state(game: Any, seat: int | None, *, seq: int = 1, log: list[Any] | None = None,
          deadline_ms: int | None = None, game_name: str = "cards") -> dict[str, Any]:
    """The ``state`` message ``seat`` receives now (the server's own words)."""
    view = game.view(seat).to_dict()
    pending = view["pending"]
    decision = None
    if seat is not None and pending is not None and pending["seat"] == seat:
        decision = {"id": pending["id"], "kind": pending["kind"], "prompt": prompt_message(view),
                    "deadline_ms": deadline_ms,
                    "options": [{"action": a, "label": action_message(a, view)}
                                for a in pending["options"]]}
    events = view["events"] if log is None else log
    return {"type": "state", "seq": seq, "view": view,
            "log": [{"event": e, "message": event_message(e, game_name)} for e in events],
            "decision": decision, "goal": goal_message(view) if seat is not None else None}


class Stub:
    """The scripted server of one page: what the page sent, and ``push`` to send it more."""

    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []
        self.sockets: list[Any] = []

    def push(self, *messages: dict[str, Any]) -> None:
        for message in messages:
            self.sockets[-1].send(json.dumps(message))

    def acts(self) -> list[dict[str, Any]]:
        return [m for m in self.sent if m["type"] == "act"]


def serve(context: Any, match: dict[str, Any], messages: list[dict[str, Any]], seat: int = 0,
          replies: Callable[[dict[str, Any]], list[dict[str, Any]]] | None = None) -> Stub:
    """Welcome ``seat`` with ``messages``; ``replies(act)`` answers each act the page
    sends."""
    stub = Stub()

    def script(ws: Any, message: dict[str, Any]) -> None:
        if message["type"] == "hello":
            stub.sockets.append(ws)
            ws.send(json.dumps({"type": "welcome", "seat": seat, "match": match}))
            for out in messages:
                ws.send(json.dumps(out))
        elif message["type"] == "act" and replies is not None:
            for out in replies(message):
                ws.send(json.dumps(out))

    stub.sent = contract_stub.install(context, match, script)
    return stub


def seated(context: Any, seat: int = 0, lang: str = "en", path: str = "#/match/m1") -> Any:
    """A page that already holds ``seat``'s token for match m1, in ``lang``."""
    context.add_init_script(
        "if (location.origin === '" + contract_stub.ORIGIN + "') {"
        f"localStorage.setItem('bang.seat.m1', JSON.stringify({{token: 't', seat: {seat}}}));"
        f"localStorage.setItem('bang.lang', JSON.stringify({json.dumps(lang)})); }}")
    page = context.new_page()
    page.goto(f"{contract_stub.ORIGIN}/{path}")
    return page


def now_ms(seconds: float = 0) -> int:
    return int((time.time() + seconds) * 1000)


#: Whether an element is inside the viewport and is what a tap at its centre reaches
#: (not hidden under a sticky panel or a dialog).
REACHABLE = """(el) => {
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return 'not drawn';
  const box = [r.left, r.top, r.right, r.bottom].map(Math.round).join(',');
  if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
    return `outside the viewport: ${box} of ${innerWidth}x${innerHeight}`;
  }
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (hit && (hit === el || el.contains(hit))) return 'ok';
  return `covered by ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`;
}"""


def reachable(locator: Any) -> str:
    result: str = locator.evaluate(REACHABLE)
    return result
