// Before the game: the waiting room (the seats, the invite link, and for the host a bot
// of a chosen level for any open seat, removing a player or a bot, starting now with
// bots in the open seats), the join screen of a match opened by its link, and the
// screen of a match that cannot be opened.

import { h } from "../../dom.js";
import { t } from "../../i18n.js";
import { botLevels, levelName } from "../../catalog.js";
import { renderRules } from "./topbar.js";
import { muteButton } from "./seat.js";

export function inviteLink(matchId, invite) {
  const base = `${location.origin}/#/match/${encodeURIComponent(matchId)}`;
  return invite ? `${base}?invite=${encodeURIComponent(invite)}` : base;
}

function levelSelect(seat, value) {
  return h("select.level-select", {
    dataset: { level: String(seat) }, "aria-label": t("web.bot_level_of", { n: seat + 1 }),
  }, ...botLevels().map((level) => h("option", {
    value: level, selected: level === value, text: t("web.bot_level", { level: levelName(level) }),
  })));
}

/**
 * The waiting room.  ``ui``: {host (bool), mySeat, invite, copyInvite(link), start(),
 * startWithBots(level), fillBot(seat, level), removeSeat(seat), mute(seat, muted) | null,
 * isMuted(seat), leave() | null}.
 */
export function waitingRoom(model, ui) {
  const m = model.match;
  const defaultLevel = botLevels().includes("normal") ? "normal" : botLevels()[0];
  const rows = m.seats.map((s) => {
    const mine = s.seat === ui.mySeat;
    const cells = [
      h("span.seat-no", { text: `${s.seat + 1}.` }),
      h("span.seat-who", { text: s.kind === "open" ? t("web.seat_open") : model.nameOf(s.seat) }),
      h("span.kind", {
        text: s.kind === "bot" ? t("web.bot_level", { level: levelName(s.level) })
          : mine ? `(${t("ui.you")})` : s.seat === m.host ? t("web.host_mark") : "",
      }),
    ];
    const actions = [];
    if (ui.host && s.kind === "open" && ui.fillBot) {
      const select = levelSelect(s.seat, defaultLevel);
      actions.push(select, h("button", {
        type: "button", dataset: { fill: String(s.seat) },
        onclick: () => ui.fillBot(s.seat, select.value),
      }, t("web.fill_bot")));
    }
    if (ui.host && !mine && s.kind === "human" && ui.mute) {
      actions.push(muteButton(model.nameOf(s.seat), ui.isMuted(s.seat), (muted) => ui.mute(s.seat, muted)));
    }
    if (ui.host && !mine && s.kind !== "open" && ui.removeSeat) {
      actions.push(h("button.remove", {
        type: "button", dataset: { remove: String(s.seat) },
        "aria-label": t("web.remove_seat", { name: model.nameOf(s.seat) }),
        onclick: () => ui.removeSeat(s.seat),
      }, t(s.kind === "bot" ? "web.remove_bot" : "web.remove_player")));
    }
    return h(`li.waiting-seat.seat-${s.kind}`, { dataset: { seat: String(s.seat) } },
      ...cells, actions.length ? h("span.seat-actions", {}, ...actions) : null);
  });
  const link = inviteLink(model.matchId, ui.invite);
  const open = m.seats.filter((s) => s.kind === "open").length;
  const parts = [
    h("h1", { text: t("web.waiting_room") }),
    h("p", { text: t(`web.game.${m.game}`) }),
    renderRules(model),
    h("ul.waiting-seats", {}, ...rows),
    h("p.invite", {}, h("label", { text: t("web.invite_link") }),
      h("input.invite-link", { type: "text", readonly: true, value: link, "aria-label": t("web.invite_link") }),
      h("button", { type: "button", dataset: { copy: "invite" }, onclick: () => ui.copyInvite(link) },
        t("web.copy_invite"))),
    h("p", { text: t("web.starts_when_full") }),
  ];
  if (ui.host) {
    const buttons = [];
    if (!open) {
      buttons.push(h("button.primary", { type: "button", dataset: { start: "match" }, onclick: () => ui.start() },
        t("web.start")));
    } else if (ui.startWithBots) {
      const select = levelSelect(-1, defaultLevel);
      select.dataset.level = "fill";
      select.setAttribute("aria-label", t("web.bot_level_fill"));
      buttons.push(h("span.start-bots", {}, select, h("button.primary", {
        type: "button", dataset: { start: "bots" }, onclick: () => ui.startWithBots(select.value),
      }, open === 1 ? t("web.start_with_bot") : t("web.start_with_bots", { n: open }))));
    }
    parts.push(h("div.waiting-actions", {}, ...buttons));
  }
  if (ui.leave) {
    parts.push(h("button.leave", { type: "button", dataset: { leave: "match" }, onclick: () => ui.leave() },
      t("web.leave_seat")));
  }
  return h("div.waiting", {}, ...parts.filter(Boolean));
}

/** A match opened by its link, before the viewer has a seat: join (with a name) or watch. */
export function joinScreen(match, { name, onJoin, onWatch }) {
  const open = match.status === "open" && match.seats.some((s) => s.kind === "open");
  const nameInput = h("input.name-input", {
    type: "text", maxlength: 40, value: name, "aria-label": t("web.your_name"),
  });
  return h("div.waiting", {},
    h("h1", { text: t(`web.game.${match.game}`) }),
    h("p", { text: t(`web.status.${match.status}`) }),
    open ? h("label.field", {}, h("span", { text: t("web.your_name") }), nameInput) : null,
    h("div.join-buttons", {},
      open ? h("button.primary", { type: "button", dataset: { join: "match" },
        onclick: () => onJoin(nameInput.value.trim()) }, t("web.join")) : null,
      h("button", { type: "button", dataset: { spectate: "match" }, onclick: () => onWatch() },
        t("web.spectate"))));
}

export function problemScreen(text) {
  return h("div.waiting", {}, h("h1", { text }), h("a.button", { href: "/#/", text: t("web.lobby") }));
}
