// The logged-in player's account settings (#/account): change the password (his other
// sessions end), add the matches this browser played as a guest to his history, the
// names he blocks from his private matches (add, remove), and deleting the account,
// confirmed with the password.  A guest sees the log-in and sign-up buttons instead.

import { account, accountError, guestSeats, modal, openAccountDialog, profileHref } from "./account.js";
import { api } from "./api.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { pageHeader } from "./pagebar.js";

/** The names of a block-list answer, whichever shape it has ({blocks: [...]}, {names}, a list). */
function blockNames(data) {
  const list = Array.isArray(data) ? data : (data && (data.blocks || data.names)) || [];
  return list.map((b) => (typeof b === "string" ? b : b.name)).filter(Boolean);
}

function passwordInput(key, autocomplete) {
  return h("input", { type: "password", autocomplete, maxlength: 256, required: true, dataset: { field: key } });
}

function field(label, input, help) {
  return h("label.field.stacked", {}, h("span", { text: label }), input, help ? h("small", { text: help }) : null);
}

export class AccountPage {
  constructor(root, { app }) {
    this.root = root;
    this.app = app;
    this.blocks = null;
  }

  destroy() {}

  rebuild() { this.render(); this.loadBlocks(); }

  async start() {
    this.render();
    await this.loadBlocks();
  }

  async loadBlocks() {
    if (!account.loggedIn) return;
    try {
      this.blocks = blockNames(await api.blocks());
    } catch {
      this.blocks = null;
    }
    this.renderBlocks();
  }

  render() {
    const header = pageHeader(this.app, t("web.account.settings"), "role-sheriff", "account-bar-page");
    const main = h("main.account-page.settings-page");
    if (!account.loggedIn) {
      main.append(h("section.card-panel", {},
        h("p", { text: t("web.account.guest_page") }),
        h("div.join-buttons", {},
          h("button.primary", { type: "button", dataset: { account: "login-here" }, onclick: () => openAccountDialog("login") },
            t("web.account.login")),
          h("button", { type: "button", dataset: { account: "signup-here" }, onclick: () => openAccountDialog("signup") },
            t("web.account.signup")))));
      this.root.replaceChildren(header, main);
      return;
    }
    this.blockBox = h("div.block-list");
    main.append(
      h("section.card-panel", {},
        h("h2", { text: t("web.account.logged_in_as", { name: account.name }) }),
        h("a.button", { href: profileHref(account.name), dataset: { account: "profile" }, text: t("web.account.my_profile") })),
      this.passwordSection(), this.attachSection(), this.blockSection(), this.deleteSection());
    this.root.replaceChildren(header, main);
    this.renderBlocks();
  }

  passwordSection() {
    const current = passwordInput("current", "current-password");
    const next = passwordInput("new", "new-password");
    next.setAttribute("minlength", "8");
    const note = h("p.form-note", { role: "status" });
    const submit = h("button.primary", { type: "submit", dataset: { submit: "password" } }, t("web.account.change_password"));
    return h("section.card-panel", { "aria-labelledby": "password-title" },
      h("h2", { id: "password-title", text: t("web.account.change_password") }),
      h("form.account-form", {
        dataset: { form: "password" },
        onsubmit: async (event) => {
          event.preventDefault();
          if (next.value.length < 8) { note.textContent = t("web.account.password_short"); note.className = "form-error"; return; }
          submit.disabled = true;
          try {
            await api.changePassword(current.value, next.value);
            current.value = "";
            next.value = "";
            note.className = "form-note done";
            note.textContent = t("web.account.password_changed");
          } catch (err) {
            note.className = "form-error";
            note.textContent = accountError(err, { password: true });
          }
          submit.disabled = false;
        },
      },
      field(t("web.account.current_password"), current),
      field(t("web.account.new_password"), next, t("web.account.password_help")),
      note, submit));
  }

  attachSection() {
    const seats = guestSeats();
    const note = h("p.form-note", { role: "status" });
    const button = h("button", {
      type: "button", dataset: { attach: "settings" }, disabled: !seats.length,
      onclick: async () => {
        button.disabled = true;
        try {
          const result = await api.attachMatches(seats);
          note.className = "form-note done";
          note.textContent = t("web.account.attached", { n: (result.attached || []).length });
        } catch (err) {
          note.className = "form-error";
          note.textContent = accountError(err);
          button.disabled = false;
        }
      },
    }, t("web.account.attach_button", { n: seats.length }));
    return h("section.card-panel", { "aria-labelledby": "attach-title" },
      h("h2", { id: "attach-title", text: t("web.account.guest_matches") }),
      h("p", { text: t("web.account.guest_matches_help") }),
      seats.length ? button : h("p.empty", { dataset: { guestSeats: "none" }, text: t("web.account.no_guest_matches") }),
      note);
  }

  blockSection() {
    const name = h("input", { type: "text", maxlength: 40, required: true, autocomplete: "off",
      dataset: { field: "block" }, "aria-label": t("web.account.block_name") });
    this.blockNote = h("p.form-error", { role: "alert" });
    return h("section.card-panel", { "aria-labelledby": "blocks-title" },
      h("h2", { id: "blocks-title", text: t("web.account.blocks") }),
      h("p", { text: t("web.account.blocks_help") }),
      this.blockBox,
      h("form.block-form", {
        dataset: { form: "block" },
        onsubmit: async (event) => {
          event.preventDefault();
          const chosen = name.value.trim();
          if (!chosen) return;
          try {
            await api.block(chosen);
            name.value = "";
            this.blockNote.textContent = "";
            await this.loadBlocks();
          } catch (err) {
            this.blockNote.textContent = err.status === 404 ? t("web.profile.unknown", { name: chosen }) : accountError(err);
          }
        },
      }, field(t("web.account.block_name"), name),
      h("button", { type: "submit", dataset: { submit: "block" } }, t("web.account.block"))),
      this.blockNote);
  }

  renderBlocks() {
    if (!this.blockBox) return;
    if (this.blocks === null) {
      this.blockBox.replaceChildren(h("p.empty", { text: t("web.loading") }));
      return;
    }
    if (!this.blocks.length) {
      this.blockBox.replaceChildren(h("p.empty", { dataset: { blocks: "none" }, text: t("web.account.no_blocks") }));
      return;
    }
    this.blockBox.replaceChildren(h("ul.blocked", {}, ...this.blocks.map((n) => h("li", { dataset: { blocked: n } },
      h("span.blocked-name", { text: n }),
      h("button", {
        type: "button", dataset: { unblock: n }, "aria-label": t("web.account.unblock_name", { name: n }),
        onclick: async () => {
          try {
            await api.unblock(n);
            await this.loadBlocks();
          } catch (err) {
            this.blockNote.textContent = accountError(err);
          }
        },
      }, t("web.account.unblock"))))));
  }

  deleteSection() {
    const password = passwordInput("delete", "current-password");
    const error = h("p.form-error", { role: "alert" });
    const submit = h("button.danger", { type: "submit", dataset: { submit: "delete" } }, t("web.account.delete"));
    return h("section.card-panel.danger-zone", { "aria-labelledby": "delete-title" },
      h("h2", { id: "delete-title", text: t("web.account.delete") }),
      h("p", { text: t("web.account.delete_help") }),
      h("form.account-form", {
        dataset: { form: "delete" },
        onsubmit: async (event) => {
          event.preventDefault();
          submit.disabled = true;
          try {
            await api.deleteAccount(password.value);
            account.set(null);
            modal({ kind: "account-deleted", title: t("web.account.deleted_title"),
              body: [h("p", { text: t("web.account.deleted") })],
              buttons: [h("a.button.primary", { href: "/#/", onclick: (e) => e.target.closest("dialog").close() },
                t("web.lobby"))] });
          } catch (err) {
            error.textContent = accountError(err, { password: true });
            submit.disabled = false;
          }
        },
      }, field(t("web.account.confirm_password"), password), error, submit));
  }
}
