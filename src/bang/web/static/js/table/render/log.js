// The log and the chat lists.  The log grows by appending only the new lines, so a
// screen reader announces just what happened (the list is aria-live); after a
// reconnect, a language change or a jump in a replay it is rebuilt.

import { h } from "../../dom.js";
import { renderMessage, t } from "../../i18n.js";

const SHOWN = 120;

export class LogList {
  constructor() {
    this.element = h("ol.log-list", { "aria-live": "polite", "aria-relevant": "additions" });
    this.last = null;
  }

  update(log) {
    const list = this.element;
    let from = this.last ? log.lastIndexOf(this.last) + 1 : 0;
    if (from === 0 && list.childElementCount) list.replaceChildren();
    if (from === 0) from = Math.max(0, log.length - SHOWN);
    for (const entry of log.slice(from)) list.append(h("li", { text: renderMessage(entry.message) }));
    while (list.childElementCount > SHOWN) list.firstElementChild.remove();
    this.last = log.length ? log[log.length - 1] : null;
    list.scrollTop = list.scrollHeight;
  }

  reset() {
    this.element.replaceChildren();
    this.last = null;
  }
}

export function chatItems(model) {
  return model.chat.map((m) => {
    const who = m.name || (m.seat === null || m.seat === undefined ? t("web.spectator") : model.nameOf(m.seat));
    return h("li", {}, h("strong", { text: `${who}: ` }), h("span", { text: m.text }));
  });
}
