// The page's entry point: picks the language (saved choice, else the browser's), loads
// the catalogue and the static game data, and routes between the lobby (#/), a match
// (#/match/<id>[?invite=CODE]) and watching one (#/watch/<id>).

import { api } from "./api.js";
import { setCardData } from "./cards.js";
import { h } from "./dom.js";
import {
  LANGUAGES, currentLanguage, languageFromBrowser, languageName, loadLanguage, setContext,
  translateTree,
} from "./i18n.js";
import { LobbyPage } from "./lobby.js";
import { store } from "./store.js";
import { TablePage } from "./table.js";

class App {
  constructor(root) {
    this.root = root;
    this.page = null;
    this.catalog = null;
  }

  async boot() {
    const lang = store.lang || languageFromBrowser(navigator.languages || [navigator.language]);
    await loadLanguage(lang);
    try {
      this.catalog = await api.catalog();
    } catch {
      this.catalog = { cards: {}, options: {}, bot_levels: ["normal"] };
    }
    setCardData(this.catalog.cards);
    setContext({ cards: this.catalog.cards });
    window.addEventListener("hashchange", () => this.route());
    this.route();
  }

  go(hash) {
    if (location.hash === hash) this.route();
    else location.hash = hash;
  }

  route() {
    if (this.page) this.page.destroy();
    const hash = location.hash || "#/";
    const [path, query] = hash.slice(1).split("?");
    const params = new URLSearchParams(query || "");
    const parts = path.split("/").filter(Boolean);
    const container = h("div.page");
    this.root.replaceChildren(container);
    if ((parts[0] === "match" || parts[0] === "watch") && parts[1]) {
      this.page = new TablePage(container, {
        matchId: decodeURIComponent(parts[1]), invite: params.get("invite"), app: this,
        watch: parts[0] === "watch",
      });
    } else {
      this.page = new LobbyPage(container, { app: this });
    }
    translateTree(document);
    this.page.start();
  }

  /** The language switch shown in every top bar: takes effect at once, remembered. */
  languageSelect() {
    return h("select.lang-select", {
      "aria-label": "Language / 語言 / 语言",
      onchange: async (event) => {
        store.lang = event.target.value;
        await loadLanguage(event.target.value);
        this.rerender();
      },
    }, ...LANGUAGES.map((code) => h("option", {
      value: code, selected: code === currentLanguage(), text: languageName(code),
    })));
  }

  rerender() {
    translateTree(document);
    if (this.page instanceof TablePage) {
      this.page.build();
      this.page.renderAll();
    } else if (this.page) {
      this.page.render();
    }
  }
}

const app = new App(document.getElementById("app"));
window.bangApp = app;
app.boot().catch((err) => {
  document.getElementById("app").textContent = `The page could not start: ${err.message}`;
  throw err;
});
