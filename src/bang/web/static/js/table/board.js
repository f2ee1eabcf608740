// The table on screen, shared by the live table and the replay: the page skeleton
// (top bar, rules in force, the board's areas, the log and chat column, the dialog, the
// card help), drawing a model through the renderers, the dialogs, the countdowns, the
// keyboard, and card help on touch (tap a card that is not a move, or long-press any).
// The controller passes ``ui``: what the controls do.

import { h } from "../dom.js";
import { setContext, t } from "../i18n.js";
import { cardHelp, eventHelp } from "../games/cards.js";
import { faceHelp } from "../games/dice.js";
import { renderTopbar, renderRules } from "./render/topbar.js";
import { renderSeats } from "./render/seats.js";
import { renderCentre, scrollFeeds } from "./render/centre.js";
import { renderMe } from "./render/me.js";
import { renderPanel } from "./render/panel.js";
import { decisionDialog, endDialog } from "./render/dialogs.js";
import { LogList, chatItems } from "./render/log.js";
import { secondsUntil } from "./render/seat.js";
import { onTable } from "../actions.js";

const LONG_PRESS_MS = 500;
// What a tap (or a long press) explains: a card, a die, an event card.
const HELP_TARGETS = ".card[data-card], .die, .event-card[data-event]";
const TOAST_MS = 4000;

export class Board {
  constructor(root, ui, { chat = true } = {}) {
    this.root = root;
    this.ui = ui;
    this.withChat = chat;
    this.dialogKind = null;
    this.build();
    root.addEventListener("keydown", (event) => this.onKey(event));
    this.watchHelp();
  }

  build() {
    this.root.replaceChildren();
    this.log = new LogList();
    this.els = {
      topbar: h("header.topbar"),
      rules: h("div.rules-bar", { hidden: true }),
      seats: h("section.seats", { "aria-label": t("web.players") }),
      centre: h("section.centre", { "aria-label": t("web.table_centre") }),
      me: h("section.me", { "aria-label": t("web.your_place") }),
      panel: h("section.panel", { "aria-live": "polite" }),
      chatList: h("ol.chat-list", { "aria-live": "polite" }),
      dialog: h("dialog.dialog", { "aria-labelledby": "dialog-title" }),
      help: h("dialog.help-pop", { "aria-labelledby": "help-title" }),
      toast: h("div.toast", { role: "status", "aria-live": "assertive", hidden: true }),
      banner: h("div.banner", { role: "status", hidden: true }),
    };
    const sideParts = [h("section.log", { "aria-label": t("web.log") },
      h("h2", { text: t("web.log") }), this.log.element)];
    if (this.withChat) {
      const chatInput = h("input.chat-input", {
        type: "text", maxlength: 300, "aria-label": t("web.chat_placeholder"),
        placeholder: t("web.chat_placeholder"),
      });
      const chatForm = h("form.chat-form", {
        onsubmit: (event) => {
          event.preventDefault();
          const text = chatInput.value.trim();
          if (text && this.ui.sendChat(text)) chatInput.value = "";
        },
      }, chatInput, h("button", { type: "submit", text: t("web.send") }));
      this.els.chatInput = chatInput;
      // Reporting the match (abuse in the chat, cheating) sits with the chat.
      const report = this.ui.report ? h("button.report-button", {
        type: "button", dataset: { report: "open" }, onclick: () => this.ui.report(),
      }, t("web.report")) : null;
      sideParts.push(h("section.chat", { "aria-label": t("web.chat") },
        h("div.chat-head", {}, h("h2", { text: t("web.chat") }), report), this.els.chatList, chatForm));
    }
    const side = h("aside.side", {}, ...sideParts);
    this.els.board = h("main.board", {}, this.els.seats, this.els.centre, this.els.me, this.els.panel);
    this.els.table = h("div.table", {}, this.els.topbar, this.els.banner, this.els.rules,
      h("div.table-main", {}, this.els.board, side), this.els.dialog, this.els.help, this.els.toast);
    this.root.append(this.els.table);
    this.els.dialog.addEventListener("cancel", (event) => {
      // Escape hides a decision dialog (the table stays reachable); it never answers.
      event.preventDefault();
      if (this.dialogKind === "decision") {
        this.ui.hideDecision();
      } else if (this.dialogKind !== "over") {
        this.closeDialog();
        this.ui.redraw();
      }
    });
  }

  /** Replace an area (a section the renderers return whole) in place. */
  swap(name, next) {
    const old = this.els[name];
    if (old && old.parentNode) old.replaceWith(next);
    this.els[name] = next;
    return next;
  }

  drawTopbar(model) {
    this.swap("topbar", renderTopbar(model.view, model, this.ui));
    const rules = renderRules(model);
    this.els.rules.replaceChildren(...(rules ? [rules] : []));
    this.els.rules.hidden = !rules;
    this.tick(model);
  }

  draw(model) {
    setContext({ seatName: (s) => model.nameOf(s), viewer: model.you });
    this.els.table.classList.remove("is-sending");
    this.drawTopbar(model);
    if (!model.state) {
      this.els.table.classList.add("is-waiting-room");
      const room = this.ui.waitingRoom ? this.ui.waitingRoom() : null;
      this.swap("seats", h("section.seats", { "aria-label": t("web.players") }, ...(room ? [room] : [])));
      for (const name of ["centre", "me", "panel"]) this.els[name].replaceChildren();
      this.els.chatList.replaceChildren(...chatItems(model));
      return;
    }
    this.els.table.classList.remove("is-waiting-room");
    const view = model.view;
    // A redraw replaces the controls; a keyboard player whose focused control went with
    // it gets the first control of his decision instead of the page's start.
    const focused = document.activeElement;
    const board = this.els.board;
    const lost = !focused || focused === document.body || board.contains(focused);
    const selectedCard = focused && focused.dataset ? focused.dataset.select : undefined;
    const placed = model.placement();
    this.swap("seats", renderSeats(view, model, this.ui, placed));
    this.swap("centre", renderCentre(view, model, this.ui));
    this.swap("me", renderMe(view, model, this.ui, placed));
    this.swap("panel", renderPanel(view, model, this.ui, placed));
    this.log.update(model.log);
    this.drawChat(model);
    this.drawDialogs(model);
    scrollFeeds(this.root);
    if (lost && !this.els.dialog.open && !this.root.contains(document.activeElement)) {
      const again = selectedCard !== undefined ? this.firstTarget() || this.root.querySelector(
        `.hand [data-select="${selectedCard}"]`) : null;
      // The first control of the decision that is on screen (a seat's target button may
      // be scrolled away; the strip's never is).
      const controls = [...this.root.querySelectorAll(
        ".hand [data-action], .hand [data-select], .target-button, .dice button, .panel [data-action], .strip-target")];
      const first = again || controls.find((el) => inViewport(el)) || controls[0];
      if (first) first.focus({ preventScroll: true });
    }
    this.tick(model);
  }

  drawChat(model) {
    this.els.chatList.replaceChildren(...chatItems(model));
    this.els.chatList.scrollTop = this.els.chatList.scrollHeight;
  }

  /** The first target to focus after a card is chosen: the seat's button when it is on
   *  screen, else the strip's (always on screen, in the bottom panel). */
  firstTarget() {
    const seat = this.root.querySelector(".target-button");
    if (seat && inViewport(seat)) return seat;
    return this.root.querySelector(".strip-target") || seat;
  }

  /** After a card is chosen: the strip in view and the focus on a visible target. */
  focusTargets() {
    const strip = this.root.querySelector(".target-strip");
    if (strip && !inViewport(strip)) strip.scrollIntoView({ block: "nearest" });
    const first = this.firstTarget();
    if (first) first.focus({ preventScroll: true });
    else this.focusCosts();
  }

  /** The hand cards that may pay for the chosen card (or be an ability's discards): the
   *  hand in view and the first of them focused, as targets are. */
  focusCosts() {
    const first = this.root.querySelector(".hand .cost-choice");
    if (!first) return;
    if (!inViewport(first)) first.scrollIntoView({ block: "nearest" });
    first.focus({ preventScroll: true });
  }

  /** A new decision about the dice (a die to resolve on a player): the dice in view just
   *  above the bottom panel, so the die and its targets are seen together. */
  revealDice() {
    const dice = this.root.querySelector(".dice-area");
    const panel = this.els.panel;
    if (!dice || !panel) return;
    const d = dice.getBoundingClientRect();
    const top = Math.min(panel.getBoundingClientRect().top, window.innerHeight);
    if (d.bottom > top - 4) window.scrollBy({ top: d.bottom - top + 8, behavior: "instant" });
    else if (d.top < 0) window.scrollBy({ top: d.top - 8, behavior: "instant" });
    const focused = document.activeElement;
    if (focused && this.root.contains(focused) && !inViewport(focused)) {
      this.root.querySelector(".strip-target")?.focus({ preventScroll: true });
    }
  }

  /** A new decision played from the hand (a turn, a discard): unless a card of it is
   *  on screen already, the hand comes into view just above the bottom panel (on a phone
   *  it is below the seats and the piles; "tap a glowing card" must show one). */
  revealHand() {
    const cards = [...this.root.querySelectorAll(".hand [data-select], .hand [data-action]")];
    const hand = this.root.querySelector(".hand-area");
    if (!cards.length || !hand) return;
    const bottom = Math.min(this.els.panel.getBoundingClientRect().top, window.innerHeight);
    const seen = (el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= bottom;
    };
    if (cards.some(seen)) return;
    const r = hand.getBoundingClientRect();
    if (r.bottom > bottom) window.scrollBy({ top: Math.min(r.bottom - bottom + 8, r.top - 8), behavior: "instant" });
    else if (r.top < 0) window.scrollBy({ top: r.top - 8, behavior: "instant" });
  }

  // --- dialogs ------------------------------------------------------------------------
  drawDialogs(model) {
    // A report being written stays open over the end screen too, until sent or cancelled.
    if (this.dialogKind === "report" && this.els.dialog.open) return;
    if (model.isOver()) {
      if (model.endHidden) {
        if (this.dialogKind === "over") this.closeDialog();
      } else {
        this.openDialog(endDialog(model.view, model, this.ui));
      }
      return;
    }
    // A confirmation or the settings stay open until answered or closed.
    if ((this.dialogKind === "confirm" || this.dialogKind === "settings") && this.els.dialog.open) return;
    const decision = model.decision;
    if (!decision || model.forced || onTable(model.game, decision.kind) || model.dialogHidden) {
      if (this.dialogKind === "decision" || this.dialogKind === "over") this.closeDialog();
      return;
    }
    this.openDialog(decisionDialog(model.view, model, this.ui));
  }

  openDialog({ kind, title, body, buttons }) {
    const dialog = this.els.dialog;
    dialog.replaceChildren();
    this.dialogKind = kind;
    dialog.className = `dialog dialog-${kind}`;
    dialog.append(h("h2", { id: "dialog-title", text: title }), ...body,
      h("div.dialog-buttons", {}, ...buttons));
    // A decision leaves the chat and the log usable (no modal backdrop); it sits over the
    // board, beside the chat column on wide screens.  Confirmations and the end are modal.
    if (dialog.open && dialog.matches(":modal") !== (kind !== "decision")) dialog.close();
    if (!dialog.open) {
      if (kind === "decision") dialog.show();
      else dialog.showModal();
    }
    this.placeToast();
    // A redraw (a presence change, a language switch) never pulls focus out of the chat.
    if (this.els.chatInput && document.activeElement === this.els.chatInput) return;
    const first = dialog.querySelector("button[data-action], button.primary, button");
    if (first) first.focus();
  }

  closeDialog() {
    if (this.els.dialog.open) this.els.dialog.close();
    this.els.dialog.replaceChildren();
    this.dialogKind = null;
    this.placeToast();
  }

  // --- countdowns -----------------------------------------------------------------------
  tick(model) {
    const decision = model.decision;
    const deadline = decision && !model.forced ? model.decisionDeadline() : null;
    for (const node of this.root.querySelectorAll(".timer")) {
      if (!deadline) {
        node.hidden = true;
        continue;
      }
      const left = secondsUntil(deadline);
      node.hidden = false;
      node.classList.toggle("urgent", left <= 10);
      const words = node.querySelector(".timer-words");
      const short = node.querySelector(".timer-short");
      (words || node.lastChild).textContent = t("web.seconds_left", { n: left });
      if (short) short.textContent = t("web.seconds", { n: left });
    }
    for (const node of this.root.querySelectorAll("[data-deadline]")) {
      const left = secondsUntil(Number(node.dataset.deadline));
      node.parentElement.classList.toggle("urgent", left <= 10);
      node.textContent = t(node.dataset.words || "web.seconds_left", { n: left });
    }
    for (const node of this.root.querySelectorAll("button[data-from]")) {
      const wait = secondsUntil(Number(node.dataset.from));
      node.disabled = wait > 0;
      node.textContent = wait > 0 ? t("web.bot_in", { n: wait }) : t("web.bot_now");
    }
  }

  /** A notice for 4 s.  While a dialog is open it is a line of the dialog, under its
   *  title: floating over the page it would hide the question just asked (a forced
   *  answer's notice lasts into the next decision) or sit under a modal's backdrop. */
  toast(text) {
    this.els.toast.textContent = text;
    this.toastUntil = Date.now() + TOAST_MS;
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => this.placeToast(), TOAST_MS);
    this.placeToast();
  }

  placeToast() {
    const el = this.els.toast;
    const dialog = this.els.dialog;
    const home = dialog.open ? dialog : this.els.table;
    if (el.parentNode !== home) {
      if (home === dialog) dialog.insertBefore(el, dialog.firstChild ? dialog.firstChild.nextSibling : null);
      else home.append(el);
    }
    el.classList.toggle("in-dialog", home === dialog);
    el.hidden = !(this.toastUntil > Date.now());
  }

  banner(text) {
    this.els.banner.hidden = !text;
    this.els.banner.textContent = text || "";
  }

  // --- card help ------------------------------------------------------------------------
  showHelp(content) {
    if (!content) return;
    const pop = this.els.help;
    pop.replaceChildren(
      h("h2", { id: "help-title", text: content.title }), ...content.body,
      h("div.dialog-buttons", {},
        h("a.button", { href: "/#/gallery", target: "_blank", rel: "noopener", text: t("web.gallery") }),
        h("button.primary", { type: "button", dataset: { help: "close" }, onclick: () => pop.close() },
          t("web.close"))));
    if (!pop.open) pop.showModal();
    pop.querySelector("[data-help='close']").focus();
  }

  helpFor(el) {
    const event = el.closest(".event-card[data-event]");
    if (event) return eventHelp(event.dataset.event);
    const card = el.closest(".card[data-card]");
    if (card) return cardHelp(Number(card.dataset.card));
    const die = el.closest(".die");
    if (die) {
      const face = [...die.classList].find((c) => c.startsWith("face-"));
      if (face && face !== "face-none") return faceHelp(face.slice(5));
    }
    return null;
  }

  /** Tap a card (or die) that is not a control, or long-press any, for its full text. */
  watchHelp() {
    const root = this.root;
    let timer = null;
    let start = null;
    let swallow = false;
    const cancel = () => { clearTimeout(timer); timer = null; };
    root.addEventListener("pointerdown", (event) => {
      const target = event.target.closest(HELP_TARGETS);
      swallow = false;
      if (!target || !root.contains(target) || target.closest(".help-pop")) return;
      start = [event.clientX, event.clientY];
      cancel();
      timer = setTimeout(() => {
        timer = null;
        swallow = true;
        this.showHelp(this.helpFor(target));
      }, LONG_PRESS_MS);
    });
    root.addEventListener("pointermove", (event) => {
      if (timer && start && Math.hypot(event.clientX - start[0], event.clientY - start[1]) > 12) cancel();
    });
    for (const name of ["pointerup", "pointercancel", "pointerleave"]) root.addEventListener(name, cancel);
    root.addEventListener("contextmenu", (event) => {
      if (event.target.closest(HELP_TARGETS)) event.preventDefault();
    });
    root.addEventListener("click", (event) => {
      if (swallow) {
        swallow = false;
        event.stopPropagation();
        event.preventDefault();
        return;
      }
      const target = event.target.closest(HELP_TARGETS);
      if (!target || target.closest("button, .help-pop")) return;
      this.showHelp(this.helpFor(target));
    }, true);
    this.els.help.addEventListener("click", (event) => {
      if (event.target === this.els.help) this.els.help.close();  // the backdrop
    });
  }

  // --- keyboard -------------------------------------------------------------------------
  onKey(event) {
    // An event card (in force, or the next one) is a control: Enter or Space reads it.
    const eventCard = event.target.closest && event.target.closest(".event-card[role='button']");
    if (eventCard && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      this.showHelp(this.helpFor(eventCard));
      return;
    }
    if (event.key === "Escape" && this.dialogKind === "decision" && this.els.dialog.open
        && !this.els.dialog.matches(":modal")) {
      // Escape hides a decision (as the modal dialogs' cancel does); it never answers.
      this.ui.hideDecision();
      return;
    }
    const targets = [...this.root.querySelectorAll(".target-button")];
    const strip = [...this.root.querySelectorAll(".strip-target")];
    if (!targets.length && !strip.length) return;
    if (event.key === "Escape" && this.ui.selected() !== null) {
      const card = this.ui.selected();
      this.ui.cancelSelection();
      this.root.querySelector(`.hand [data-select="${card}"]`)?.focus();
      return;
    }
    const group = strip.includes(document.activeElement) ? strip : targets;
    const index = group.indexOf(document.activeElement);
    if (index < 0) return;
    let next = null;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") next = (index + 1) % group.length;
    if (event.key === "ArrowLeft" || event.key === "ArrowUp") next = (index - 1 + group.length) % group.length;
    if (next !== null) {
      event.preventDefault();
      group[next].focus();
    }
  }
}

export function inViewport(el) {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight
    && r.right <= window.innerWidth;
}
