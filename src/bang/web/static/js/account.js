// Accounts in the page: who is logged in (asked once at start, GET /api/session), the
// account bar every page shows (Sign up / Log in, or the name linking to the profile and
// Log out; a one-button form of it where a top bar is crowded: the table, the replay),
// the log-in and sign-up dialog with the server's refusals in words (name taken, wrong
// name or password, too many tries and how long to wait), and after signing up the offer
// to add the matches this browser played as a guest (its seat tokens, store.js) to the
// new account's history.  A guest never needs any of it.

import { api, setCsrf } from "./api.js";
import { h } from "./dom.js";
import { has, t } from "./i18n.js";
import { store } from "./store.js";

const listeners = new Set();
let current = null;

/** The logged-in account ({name}) or null, and who wants to know when it changes. */
export const account = {
  get name() { return current ? current.name : null; },
  get loggedIn() { return current !== null; },

  /** Ask the server who this browser is (the cookie says; the page cannot read it).
   *  A browser that never logged in here is a guest without asking. */
  async load() {
    if (store.canStore && !store.account) {
      this.set(null);
      return;
    }
    try {
      this.set(await api.session());
    } catch {
      this.set(null);
    }
  },

  /** A session answer ({name, csrf}) or null (a guest). */
  set(session) {
    const before = current ? current.name : null;
    current = session && session.name ? { name: session.name } : null;
    setCsrf(session && session.csrf);
    store.account = current ? current.name : null;
    const after = current ? current.name : null;
    if (before !== after) for (const fn of [...listeners]) fn(after);
  },

  onChange(fn) {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },

  async logOut() {
    try {
      await api.logOut();
    } catch (err) {
      // Already ended (expired, or ended by a password change elsewhere): a guest now.
      if (err.status !== 401 && err.status !== 403) throw err;
    }
    this.set(null);
  },
};

export function profileHref(name) { return `/#/players/${encodeURIComponent(name)}`; }

/** A server refusal of an account request, in the viewer's words (``password``: the
 *  request carried the account's password, whose refusal is a 403). */
export function accountError(err, { password = false } = {}) {
  if (password && err.status === 403 && err.code === "forbidden") return t("web.account.wrong_current");
  if (err.code === "name_taken" || err.status === 409) return t("web.account.name_taken");
  if (err.status === 429 || err.code === "rate_limited") {
    const wait = err.retryAfter || 60;
    return wait > 90 ? t("web.account.too_many_min", { n: Math.ceil(wait / 60) })
      : t("web.account.too_many", { n: wait });
  }
  if (err.status === 401) return t("web.account.wrong_password");
  if (err.status === 422) {
    return t(/^\s*(body\.)?name\b/.test(err.message || "") ? "web.account.bad_name" : "web.account.bad_input");
  }
  if (err.code === "network") return t("web.account.network");
  return has(`error.${err.code}`) ? t(`error.${err.code}`) : err.message;
}

/** A modal dialog of its own (outside any page, so a page redrawn behind it leaves it
 *  alone); removed from the document once closed. */
export function modal({ kind, title, body, buttons = [] }) {
  const dialog = h(`dialog.dialog.account-dialog.dialog-${kind}`, {
    "aria-labelledby": `${kind}-title`, dataset: { dialog: kind },
  });
  const fill = (next) => {
    const parts = [h("h2", { id: `${kind}-title`, text: next.title }), ...next.body];
    if (next.buttons.length) parts.push(h("div.dialog-buttons", {}, ...next.buttons));
    dialog.replaceChildren(...parts.filter(Boolean));
  };
  fill({ title, body, buttons });
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  const first = dialog.querySelector("input, textarea, button.primary, button");
  if (first) first.focus();
  return { dialog, fill, close: () => dialog.close() };
}

function field(label, input, help) {
  return h("label.field.stacked", {}, h("span", { text: label }), input,
    help ? h("small", { text: help }) : null);
}

/** The log-in (``mode`` "login") or sign-up ("signup") dialog. */
export function openAccountDialog(mode = "login") {
  const box = modal({ kind: "account", title: "", body: [] });
  const show = (which) => {
    const signup = which === "signup";
    const name = h("input.account-name", {
      type: "text", name: "username", autocomplete: "username", maxlength: 40, required: true,
      value: store.name || "", dataset: { account: "name" },
    });
    const password = h("input.account-password", {
      type: "password", name: "password", autocomplete: signup ? "new-password" : "current-password",
      maxlength: 256, required: true, dataset: { account: "password" },
      ...(signup ? { minlength: 8 } : {}),
    });
    const error = h("p.form-error", { role: "alert", dataset: { account: "error" } });
    const submit = h("button.primary", { type: "submit", dataset: { account: "submit" } },
      t(signup ? "web.account.signup" : "web.account.login"));
    const form = h("form.account-form", {
      onsubmit: async (event) => {
        event.preventDefault();
        const chosen = name.value.trim();
        if (!chosen) { error.textContent = t("web.account.name_needed"); return; }
        if (signup && password.value.length < 8) { error.textContent = t("web.account.password_short"); return; }
        submit.disabled = true;
        error.textContent = "";
        try {
          const result = signup ? await api.signUp(chosen, password.value)
            : await api.logIn(chosen, password.value);
          account.set(result);
          if (signup) offerAttach(box);
          else box.close();
        } catch (err) {
          error.textContent = accountError(err);
          submit.disabled = false;
          if (err.status === 401) password.select();
        }
      },
    },
    field(t("web.account.name"), name, signup ? t("web.account.name_help") : null),
    field(t("web.account.password"), password, signup ? t("web.account.password_help") : null),
    error,
    h("div.dialog-buttons", {}, submit,
      h("button", { type: "button", dataset: { account: "cancel" }, onclick: () => box.close() }, t("web.cancel"))));
    const other = h("p.account-switch", {},
      h("span", { text: t(signup ? "web.account.have_one" : "web.account.none_yet") }), " ",
      h("button.link-button", {
        type: "button", dataset: { account: signup ? "to-login" : "to-signup" },
        onclick: () => show(signup ? "login" : "signup"),
      }, t(signup ? "web.account.login" : "web.account.signup")));
    const note = signup ? h("p.account-note", { text: t("web.account.guest_note") }) : null;
    box.fill({ title: t(signup ? "web.account.signup_title" : "web.account.login_title"),
      body: [note, form, other], buttons: [] });
    name.focus();
    if (name.value) password.focus();
  };
  show(mode);
  return box;
}

/** The seats this browser holds as a guest ([{match_id, token}]). */
export function guestSeats() {
  return store.seats().map(([id, saved]) => ({ match_id: id, token: saved.token })).slice(0, 200);
}

/** After signing up: add the matches played here as a guest to the new history? */
export function offerAttach(box) {
  const seats = guestSeats();
  const done = h("button.primary", { type: "button", dataset: { account: "done" }, onclick: () => box.close() },
    t("web.close"));
  if (!seats.length) {
    box.close();
    return;
  }
  const error = h("p.form-error", { role: "alert" });
  const add = h("button.primary", {
    type: "button", dataset: { attach: "yes" },
    onclick: async () => {
      add.disabled = true;
      try {
        const result = await api.attachMatches(seats);
        const n = (result && result.attached ? result.attached : []).length;
        box.fill({
          title: t("web.account.welcome", { name: account.name }),
          body: [h("p", { dataset: { attached: String(n) }, text: t("web.account.attached", { n }) })],
          buttons: [h("a.button", { href: profileHref(account.name), dataset: { account: "profile" },
            onclick: () => box.close() }, t("web.account.my_profile")), done],
        });
      } catch (err) {
        add.disabled = false;
        error.textContent = accountError(err);
      }
    },
  }, t("web.account.attach_yes"));
  box.fill({
    title: t("web.account.welcome", { name: account.name }),
    body: [h("p", { text: t("web.account.attach_offer", { n: seats.length }) }), error],
    buttons: [add, h("button", { type: "button", dataset: { attach: "no" }, onclick: () => box.close() },
      t("web.account.not_now"))],
  });
}

/** The account's menu where the bar is one button: profile, settings, log out. */
function openMenu() {
  const box = modal({ kind: "account-menu", title: t("web.account.logged_in_as", { name: account.name }), body: [] });
  box.fill({
    title: t("web.account.logged_in_as", { name: account.name }),
    body: [h("nav.account-menu", {},
      h("a.button", { href: profileHref(account.name), dataset: { account: "profile" }, onclick: () => box.close() },
        t("web.account.my_profile")),
      h("a.button", { href: "/#/account", dataset: { account: "settings" }, onclick: () => box.close() },
        t("web.account.settings")),
      h("a.button", { href: "/#/leaderboard", dataset: { account: "leaderboard" }, onclick: () => box.close() },
        t("web.leaderboard")),
      h("button", { type: "button", dataset: { account: "logout" },
        onclick: async () => { box.close(); await logOutNow(); } }, t("web.account.logout")))],
    buttons: [h("button.primary", { type: "button", dataset: { account: "close" }, onclick: () => box.close() },
      t("web.close"))],
  });
}

async function logOutNow() {
  try {
    await account.logOut();
  } catch (err) {
    modal({ kind: "account-error", title: t("web.account.logout"), body: [h("p", { text: accountError(err) })],
      buttons: [h("button.primary", { type: "button", onclick: (e) => e.target.closest("dialog").close() }, t("web.close"))] });
  }
}

/** The account in a dialog (the table's settings): the same choices as the bar. */
export function accountSection(close) {
  const body = account.loggedIn
    ? [h("p", {}, h("a", { href: profileHref(account.name), dataset: { account: "profile" }, onclick: close,
      text: t("web.account.logged_in_as", { name: account.name }) })),
    h("button", { type: "button", dataset: { account: "logout" }, onclick: async () => { close(); await logOutNow(); } },
      t("web.account.logout"))]
    : [h("p.account-note", { text: t("web.account.guest_note") }),
      h("button", { type: "button", dataset: { account: "login" }, onclick: () => { close(); openAccountDialog("login"); } },
        t("web.account.login")),
      h("button.signup", { type: "button", dataset: { account: "signup" },
        onclick: () => { close(); openAccountDialog("signup"); } }, t("web.account.signup"))];
  return h("section.account-section", { dataset: { accountSection: account.name || "" } },
    h("h3", { text: t("web.account.settings") }), h("div.account-section-body", {}, ...body));
}

/** The account bar: ``compact`` gives one button (log in, or the name opening the menu);
 *  ``phoneHidden``: not in the top bar of a phone (the live table's, where the settings
 *  dialog holds it instead: ``accountSection``). */
export function accountBar({ compact = false, phoneHidden = false } = {}) {
  const bar = h(`span.account-bar${compact ? ".compact" : ""}${phoneHidden ? ".phone-hidden" : ""}`,
    { dataset: { accountBar: account.name || "" } });
  if (account.loggedIn) {
    if (compact) {
      bar.append(h("button.account-name-button", {
        type: "button", dataset: { account: "menu" }, title: t("web.account.logged_in_as", { name: account.name }),
        "aria-label": t("web.account.logged_in_as", { name: account.name }), onclick: () => openMenu(),
      }, h("span.account-mark", { "aria-hidden": "true", text: "★" }), h("span.account-who.account-word", { text: account.name })));
    } else {
      bar.append(
        h("a.account-who", { href: profileHref(account.name), dataset: { account: "profile" },
          title: t("web.account.my_profile") },
        h("span.account-mark", { "aria-hidden": "true", text: "★" }), h("span", { text: account.name })),
        h("a.account-settings", { href: "/#/account", dataset: { account: "settings" }, text: t("web.account.settings") }),
        h("button", { type: "button", dataset: { account: "logout" }, onclick: () => logOutNow() },
          t("web.account.logout")));
    }
    return bar;
  }
  // Where the bar is one button, a phone shows only its mark (the top bar keeps one row).
  bar.append(h("button.account-login", {
    type: "button", dataset: { account: "login" }, onclick: () => openAccountDialog("login"),
    ...(compact ? { "aria-label": t("web.account.login"), title: t("web.account.login") } : {}),
  }, compact ? h("span.account-mark", { "aria-hidden": "true", text: "👤" }) : null,
  h("span.account-word", { text: t("web.account.login") })));
  if (!compact) {
    bar.append(h("button.signup", { type: "button", dataset: { account: "signup" },
      onclick: () => openAccountDialog("signup") }, t("web.account.signup")));
  }
  return bar;
}
