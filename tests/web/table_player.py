"""A person at the browser table, as a test plays it: only clicks on the page's controls
(found by their ``data-action`` / ``data-select`` / ``data-die`` attributes), chosen with a
seeded random generator so a failing run can be repeated."""

from __future__ import annotations

import random
import time
from typing import Any

#: The page is ready for a click: no action in flight, and either the end screen or a
#: control of the viewer's decision is on screen.
READY = """() => {
  if (document.querySelector('.table.is-sending')) return false;
  if (document.querySelector('dialog.dialog-over[open]')) return true;
  return document.querySelector('[data-action]:not([disabled]), .hand [data-select]') !== null;
}"""

#: Horizontal overflow: elements whose box leaves the viewport on the right or left (those
#: inside a scrolling or clipping box are that box's business, so they are skipped).
OVERFLOW = """() => {
  const width = document.documentElement.clientWidth;
  const out = [];
  const clipped = (el) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.overflowX !== 'visible') return true;
    }
    return false;
  };
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if ((r.right > width + 1 || r.left < -1) && !clipped(el)) {
      const where = `${Math.round(r.left)}..${Math.round(r.right)} > ${width}`;
      out.push(`${el.tagName.toLowerCase()}.${el.className} ${where}`);
    }
  }
  const page = document.documentElement.scrollWidth;
  if (page > width + 1) out.push(`page ${page} > ${width}`);
  return out.slice(0, 10);
}"""


DESCRIBE = """() => JSON.stringify({
  controls: [...document.querySelectorAll('[data-action], [data-select]')].map(
    (e) => e.outerHTML.slice(0, 160)),
  dialog: document.querySelector('dialog[open]')?.className || null,
  decision: window.bangApp.page.state?.decision?.kind || null,
})"""


#: Controls a screen reader could not name: no text, no aria-label, no <label>.
UNNAMED = """() => [...document.querySelectorAll('button, select, input, a[href], [role=img]')]
  .filter((el) => el.getClientRects().length > 0)
  .filter((el) => !(el.getAttribute('aria-label') || '').trim()
    && !(el.textContent || '').trim()
    && !(el.labels && [...el.labels].some((l) => l.textContent.trim()))
    && !(el.value && el.type === 'submit'))
  .map((el) => el.outerHTML.slice(0, 120))"""


def unnamed(page: Any) -> list[str]:
    found: list[str] = page.evaluate(UNNAMED)
    return found


def overflowing(page: Any) -> list[str]:
    result: list[str] = page.evaluate(OVERFLOW)
    return result


def is_over(page: Any) -> bool:
    return bool(page.locator("dialog.dialog-over[open]").count())


def wait_ready(page: Any, timeout: float = 30_000) -> None:
    page.wait_for_function(READY, timeout=timeout)


def decision_kind(page: Any) -> str | None:
    kind: str | None = page.evaluate(
        "() => window.bangApp.page.state && window.bangApp.page.state.decision"
        " ? window.bangApp.page.state.decision.kind : null")
    return kind


def click_action(page: Any, rng: random.Random, prefer: str | None = None) -> str:
    """Answer the viewer's current decision with one click (two for card then target);
    returns what was clicked ("" when the game ended meanwhile).  ``prefer``: a card kind
    to play when it is offered."""
    if is_over(page):
        return ""
    confirm = page.locator("dialog.dialog-confirm[open]")
    if confirm.count():
        answer = rng.choice(["yes", "no"])
        confirm.locator(f"[data-confirm='{answer}']").click()
        return f"confirm {answer}"
    dialog = page.locator("dialog.dialog-decision[open] [data-action]")
    if dialog.count():
        actions = [dialog.nth(i).get_attribute("data-action") for i in range(dialog.count())]
        choices = [a for a in actions if a != "die"] or actions
        action = rng.choice(choices)
        page.locator(f"dialog[open] [data-action='{action}']").click()
        return action
    dice = page.locator("button.die[data-die]")
    if dice.count():
        if rng.random() < 0.4:
            page.locator("[data-action='stop']").click()
            return "stop"
        for i in range(dice.count()):
            if rng.random() < 0.5:
                dice.nth(i).click()
        reroll = page.locator("button.reroll[data-action]")
        if reroll.count():
            action = reroll.get_attribute("data-action") or ""
            reroll.click()
            return action
        page.locator("[data-action='stop']").click()
        return "stop"
    targets = page.locator(".target-button[data-action]")
    if targets.count() and not page.locator(".hand [data-select]").count():
        i = rng.randrange(targets.count())
        action = targets.nth(i).get_attribute("data-action") or ""
        targets.nth(i).click()
        return action
    # The viewer's cards: in hand, and (Dodge City) green cards usable from his table.
    selectable = page.locator(".hand [data-select], .me .equipment [data-select]")
    direct = page.locator(".hand [data-action], .me .equipment [data-action]")
    panel = page.locator(".panel [data-action]")
    if prefer is not None:
        for i in range(selectable.count()):
            if selectable.nth(i).get_attribute("data-kind") == prefer:
                return _card_then_target(page, selectable.nth(i), rng)
    moves = selectable.count() + direct.count()
    if moves and (not panel.count() or rng.random() < 0.6):
        pick = rng.randrange(moves)
        if pick < selectable.count():
            return _card_then_target(page, selectable.nth(pick), rng)
        card = direct.nth(pick - selectable.count())
        action = card.get_attribute("data-action") or ""
        card.click()
        return action
    if panel.count():
        actions = [panel.nth(i).get_attribute("data-action") for i in range(panel.count())]
        action = "end" if "end" in actions else rng.choice(actions)
        page.locator(f".panel [data-action='{action}']").click()
        if action.endswith(":choose"):  # an ability choosing a target and cards (Doc)
            return _next_steps(page, rng) or action
        return action
    raise AssertionError("no control to click although the page said it was ready: "
                         + page.evaluate(DESCRIBE))


#: Whether an element is inside the viewport and what a tap at its centre reaches.
REACHABLE = """(el) => {
  const r = el.getBoundingClientRect();
  if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return false;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return Boolean(hit && (hit === el || el.contains(hit)));
}"""


#: After a card is chosen: its targets or costs are shown, or the move went (sending, a
#: confirmation), or the table was drawn anew with no card chosen (a new state came in
#: under the click on a loaded machine: the next round of clicks starts again).
CHOSEN_SETTLED = """() => Boolean(
  document.querySelector('.target-button[data-action], .hand .cost-choice, .table.is-sending,'
    + ' dialog[open]')
  || !document.querySelector('.hand .selected, .me .equipment .selected'))"""


def _card_then_target(page: Any, card: Any, rng: random.Random) -> str:
    card.click()
    try:
        page.wait_for_function(CHOSEN_SETTLED, timeout=15_000)
    except Exception as exc:
        raise AssertionError("a chosen card shows no target and no cost: "
                             + page.evaluate(DESCRIBE)) from exc
    return _next_steps(page, rng)


def _next_steps(page: Any, rng: random.Random) -> str:
    """After a card (or an ability) is chosen: its target, then the hand cards that pay
    for it (Dodge City's "+1", Doc Holyday's two), until the move is sent."""
    action = ""
    for _ in range(4):
        if page.locator(".table.is-sending").count() or page.locator(
                "dialog.dialog-confirm[open]").count():
            break
        costs = page.locator(".hand .cost-choice")
        if costs.count():
            i = rng.randrange(costs.count())
            action = costs.nth(i).get_attribute("data-action") or ""
            costs.nth(i).click()
            continue
        targets = page.locator(".target-button[data-action]")
        if not targets.count():
            break
        # Every target of the chosen card is on screen, in the bottom panel's strip.
        strip = page.locator(".target-strip [data-target-action]")
        assert strip.count() == targets.count()
        hidden = [strip.nth(i).get_attribute("data-target-action")
                  for i in range(strip.count()) if not strip.nth(i).evaluate(REACHABLE)]
        assert hidden == [], f"targets off screen after choosing a card: {hidden}"
        i = rng.randrange(targets.count())
        action = targets.nth(i).get_attribute("data-action") or ""
        targets.nth(i).click()
    return action


def play_to_the_end(pages: list[Any], rng: random.Random, *, limit_s: float = 90,
                    prefer: str | None = None, each: Any = None) -> int:
    """Click for every page in turn until every page shows the end screen; ``each(page,
    step)`` runs before each click (screenshots, checks).  Returns the number of clicks."""
    clicks = 0
    deadline = time.monotonic() + limit_s
    while not all(is_over(p) for p in pages):
        assert time.monotonic() < deadline, "the game did not end in time"
        acted = False
        for page in pages:
            if is_over(page) or not page.evaluate(READY):
                continue
            if each is not None:
                each(page, clicks)
            click_action(page, rng, prefer)
            clicks += 1
            acted = True
        if not acted:
            time.sleep(0.05)
    return clicks


DESKTOP = {"viewport": {"width": 1440, "height": 900}}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2}
#: Out-of-turn decisions of the card game (they open the dialog that says who did what).
OUT_OF_TURN = {"respond", "duel", "indians", "store_pick", "dying", "lucky_duke",
               "discard_top", "bart_cassidy", "pedro_ramirez"}


#: The browser locale a test sets for a language of the page.
LOCALES = {"en": "en-US", "zh-Hant": "zh-TW", "zh-Hans": "zh-CN", "it": "it-IT", "es": "es-ES",
           "fr": "fr-FR", "de": "de-DE", "pt-BR": "pt-BR", "cs": "cs-CZ", "hu": "hu-HU",
           "ru": "ru-RU"}


def new_page(open_context: Any, options: dict[str, Any], lang: str = "en",
             locale: str | None = None) -> Any:
    context = open_context(**options, reduced_motion="reduce",
                           locale=locale or LOCALES.get(lang, lang))
    return context.new_page()


def tick(box: Any, attempts: int = 3) -> None:
    """Check ``box``, again if the form was drawn anew under the click (the lobby redraws
    its options when the server's catalogue arrives, which a loaded machine may deliver
    just as the click lands)."""
    for _ in range(attempts - 1):
        try:
            box.check(timeout=5_000)
        except Exception:  # redrawn under the click: try the new one
            time.sleep(0.2)
            continue
        if box.is_checked():
            return
    box.check()


def create_in_lobby(page: Any, server: str, game: str, players: int, *,
                    level: str = "normal", round_limit: int = 0, name: str = "Ada",
                    checks: tuple[str, ...] = ()) -> None:
    """Fill the lobby's form: the game, the seats' bots, a round limit and the rule
    options to tick (``checks``: Dodge City...)."""
    page.goto(f"{server}/")
    page.locator(".create-form").wait_for()
    if page.locator(".name-input").count():  # logged in, he plays under his account's name
        page.locator(".name-input").fill(name)
    tick(page.locator(f"input[data-game='{game}']"))
    page.locator("select#players").select_option(str(players))
    for seat in range(1, players):
        page.locator(f"select[data-seat='{seat}']").select_option(f"bot:{level}")
    for name_ in checks:
        tick(page.locator(f"input[data-option='{name_}']"))
    if round_limit:
        page.locator("input[data-option='round_limit']").fill(str(round_limit))
        page.locator("input[data-option='round_limit']").dispatch_event("change")


def start_at_a_waiting_table(page: Any, server: str, game: str, players: int, *,
                             clicks: int = 0, rng: random.Random | None = None,
                             attempts: int = 5, **options: Any) -> None:
    """Create a match in the lobby against bots, start it and make the player's first
    ``clicks`` moves (chosen by ``rng``), until the table waits for him: he holds a
    decision the page leaves to him, so nothing moves (for up to the turn timer) while a
    test looks around or clicks elsewhere.  A game that ended first (bots may shoot him
    dead before his first turn: about one 3-player dice game in 20) is followed by a new
    one, at most ``attempts`` in all."""
    rng = rng or random.Random(0)
    for _ in range(attempts):
        create_in_lobby(page, server, game, players, **options)
        page.locator("[data-create]").click()
        page.locator(".me .seat").wait_for()
        wait_ready(page)
        for _ in range(clicks):
            if is_over(page):
                break
            click_action(page, rng)
            wait_ready(page)
        if not is_over(page):
            return
    raise AssertionError(f"{attempts} games in a row ended before the table waited for"
                         " the player")


#: Set before the page's scripts run: the player confirms even his forced answers, so the
#: table moves only when he clicks (a test watching something else is not overtaken by
#: the end of the game).
CONFIRM_FORCED = """(() => { try { localStorage.setItem('bang.setting.confirmForced', 'true'); }
  catch (e) { /* about:blank has no storage */ } })()"""


def assert_fits(page: Any, what: str) -> None:
    """Nothing sticks out sideways, and every control has a name a screen reader reads."""
    found = overflowing(page)
    assert found == [], f"{what} overflows horizontally: {found}"
    nameless = unnamed(page)
    assert nameless == [], f"{what} has controls without a name: {nameless}"
