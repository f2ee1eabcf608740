// What the browser remembers between visits: display name, language, the table's
// settings (sound, notices, pace of the moves, forced answers), one seat token per
// match (so a reload or a new tab returns to the same seat), and the name of the account
// last logged in here (never the session itself: that is an HTTP-only cookie), so that
// a browser that never logged in does not ask the server who it is.

const PREFIX = "bang.";

function read(key, fallback) {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw === null ? fallback : JSON.parse(raw);
  } catch {
    return fallback;
  }
}

function write(key, value) {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Private windows may refuse storage; the page still works for this visit.
  }
}

export const store = {
  get name() { return read("name", ""); },
  set name(value) { write("name", value); },
  get lang() { return read("lang", null); },
  set lang(value) { write("lang", value); },
  get muted() { return read("muted", false); },
  /** The account logged in here last (null: none), or undefined without storage. */
  get account() { return read("account", null); },
  set account(value) { write("account", value || null); },
  get canStore() {
    try { return typeof localStorage !== "undefined" && localStorage !== null; } catch { return false; }
  },
  set muted(value) { write("muted", Boolean(value)); },
  /** A table setting (settings.js names them and gives their defaults). */
  setting(name, fallback) { return read(`setting.${name}`, fallback); },
  setSetting(name, value) { write(`setting.${name}`, value); },
  seat(matchId) { return read(`seat.${matchId}`, null); },
  setSeat(matchId, seat) { write(`seat.${matchId}`, seat); },
  /** Every match this browser holds a seat in: [[matchId, {token, seat, ...}], ...]. */
  seats() {
    const out = [];
    try {
      for (let i = 0; i < localStorage.length; i += 1) {
        const key = localStorage.key(i);
        if (key && key.startsWith(`${PREFIX}seat.`)) {
          const id = key.slice(PREFIX.length + 5);
          const value = read(`seat.${id}`, null);
          if (value && value.token) out.push([id, value]);
        }
      }
    } catch {
      // No storage: no remembered seats.
    }
    return out;
  },
  forget(matchId) {
    try { localStorage.removeItem(`${PREFIX}seat.${matchId}`); } catch { /* ignore */ }
  },
};
