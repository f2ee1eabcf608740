// The page's entry point: picks the language (saved choice, else the browser's), loads
// the message catalogue and the game catalogue in it, and routes between the lobby
// (#/), a match (#/match/<id>[?invite=CODE]), watching one (#/watch/<id>), the replay of
// a finished match (/replay/<id>[?seat=N&step=K], or #/replay/<id>) or of a record file
// (/replay), the gallery of cards and rules (#/gallery[?game=dice]), a player's profile
// (#/players/<name>), the leaderboards (#/leaderboard[?game=dice&band=5-6]) and the
// logged-in player's account settings (#/account).  Who is logged in is asked once at
// start (account.js); logging in or out redraws the page.

import { account } from "./account.js";
import { AccountPage } from "./account_page.js";
import { loadCatalog } from "./catalog.js";
import { h } from "./dom.js";
import {
  LANGUAGES, currentLanguage, languageFromBrowser, languageName, loadLanguage, loadLanguages,
  t, translateTree,
} from "./i18n.js";
import { LobbyPage } from "./lobby.js";
import { GalleryPage } from "./gallery.js";
import { LeaderboardPage } from "./leaderboard.js";
import { ProfilePage } from "./profile.js";
import { store } from "./store.js";
import { LiveTable } from "./table/live.js";
import { ReplayPage } from "./table/replay.js";

class App {
  constructor(root) {
    this.root = root;
    this.page = null;
  }

  async boot() {
    await loadLanguages();
    const saved = LANGUAGES.includes(store.lang) ? store.lang : null;
    const lang = saved || languageFromBrowser(navigator.languages || [navigator.language]);
    await Promise.all([this.setLanguage(lang), account.load()]);
    account.onChange(() => this.rerender());
    window.addEventListener("hashchange", () => this.route());
    this.route();
  }

  async setLanguage(lang) {
    await loadLanguage(lang);
    this.catalog = await loadCatalog(currentLanguage());
  }

  go(hash) {
    if (location.hash === hash) this.route();
    else location.hash = hash;
  }

  route() {
    // The server serves this page at /replay/<id> too (a shareable address); every
    // other page lives in the hash.
    let [path, query] = (location.hash || "#/").slice(1).split("?");
    if ((!location.hash || location.hash === "#") && location.pathname.startsWith("/replay")) {
      path = location.pathname;
      query = location.search.slice(1);
    }
    const params = new URLSearchParams(query || "");
    const parts = path.split("/").filter(Boolean);
    // A replay moving to another step or seat rewrites its own address: same page.
    if (parts[0] === "replay" && this.page instanceof ReplayPage && this.page.handles(parts, params)) return;
    if (this.page) this.page.destroy();
    const container = h("div.page");
    this.root.replaceChildren(container);
    if ((parts[0] === "match" || parts[0] === "watch") && parts[1]) {
      this.page = new LiveTable(container, {
        matchId: decodeURIComponent(parts[1]), invite: params.get("invite"), app: this,
        watch: parts[0] === "watch",
      });
    } else if (parts[0] === "replay") {
      this.page = new ReplayPage(container, {
        matchId: parts[1] ? decodeURIComponent(parts[1]) : null, params, app: this,
      });
    } else if (parts[0] === "players" && parts[1]) {
      this.page = new ProfilePage(container, { app: this, name: decodeURIComponent(parts[1]) });
    } else if (parts[0] === "leaderboard") {
      this.page = new LeaderboardPage(container, {
        app: this, game: params.get("game"), band: params.get("band"), variant: params.get("variant"),
      });
    } else if (parts[0] === "account") {
      this.page = new AccountPage(container, { app: this });
    } else if (parts[0] === "gallery") {
      this.page = new GalleryPage(container, { app: this, game: params.get("game") || "cards" });
    } else {
      this.page = new LobbyPage(container, { app: this });
    }
    translateTree(document);
    this.page.start();
  }

  /** The language switch shown in every top bar: takes effect at once, remembered. */
  languageSelect() {
    return h("select.lang-select", {
      "aria-label": currentLanguage() === "en" ? "Language" : `${t("web.language")} / Language`,
      onchange: async (event) => {
        store.lang = event.target.value;
        await this.setLanguage(event.target.value);
        this.rerender();
      },
    }, ...LANGUAGES.map((code) => h("option", {
      value: code, selected: code === currentLanguage(), text: languageName(code),
    })));
  }

  rerender() {
    translateTree(document);
    if (this.page && this.page.rebuild) this.page.rebuild();
    else if (this.page) this.page.render();
  }
}

const app = new App(document.getElementById("app"));
window.bangApp = app;
app.boot().catch((err) => {
  document.getElementById("app").textContent = `The page could not start: ${err.message}`;
  throw err;
});
