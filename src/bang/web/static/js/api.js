// The server's HTTP API (docs/protocol.md).  Every failure becomes an ApiError carrying
// the protocol's error code, so the page can show error.<code> in the viewer's language.
//
// Accounts: the session lives in an HTTP-only cookie the page never sees; what the page
// keeps is the session's CSRF token (from the sign-up and log-in answers, or from
// GET /api/session), sent as ``X-CSRF-Token`` on every state-changing request.  A guest
// has no token and sends none, exactly as before accounts existed.

export class ApiError extends Error {
  constructor(code, reason, status, retryAfter = null) {
    super(reason || code);
    this.code = code;
    this.status = status;
    /** Seconds to wait before trying again (429's Retry-After), or null. */
    this.retryAfter = retryAfter;
  }
}

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
let csrfToken = null;

/** The CSRF token of the logged-in session (null: a guest). */
export function setCsrf(token) { csrfToken = token || null; }
export function csrf() { return csrfToken; }

async function send(method, path, body) {
  const headers = body === undefined ? {} : { "Content-Type": "application/json" };
  if (csrfToken && !SAFE.has(method)) headers["X-CSRF-Token"] = csrfToken;
  try {
    return await fetch(path, {
      method, headers, credentials: "same-origin",
      body: body === undefined || typeof body === "string" ? body : JSON.stringify(body),
    });
  } catch (err) {
    throw new ApiError("network", String(err), 0);
  }
}

/** ``body``: an object sent as JSON, or a string sent as it is (a record file: its
 *  64-bit seed would not survive JavaScript's numbers). */
async function call(method, path, body) {
  let response = await send(method, path, body);
  let data = await readJson(response);
  if (response.status === 403 && errorCode(data) === "csrf" && !SAFE.has(method)) {
    // The token went stale (a log-in in another tab gave the cookie a new session):
    // ask for the current one once and try again.
    const session = await send("GET", "/api/session");
    const current = session.ok ? await readJson(session) : null;
    setCsrf(current && current.csrf);
    response = await send(method, path, body);
    data = await readJson(response);
  }
  if (!response.ok) {
    const wait = Number(response.headers.get("Retry-After") || (data && data.retry_after));
    throw new ApiError(errorCode(data) || "bad_message", data && data.reason, response.status,
      Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : null);
  }
  return data;
}

async function readJson(response) {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function errorCode(data) {
  return (data && (data.code || (data.detail && data.detail.code))) || null;
}

const enc = encodeURIComponent;

export const api = {
  catalog: (lang) => call("GET", `/api/catalog${lang ? `?lang=${encodeURIComponent(lang)}` : ""}`),
  matches: () => call("GET", "/api/matches"),
  match: (id, invite) =>
    call("GET", `/api/matches/${encodeURIComponent(id)}${invite ? `?invite=${encodeURIComponent(invite)}` : ""}`),
  create: (body) => call("POST", "/api/matches", body),
  join: (id, body) => call("POST", `/api/matches/${encodeURIComponent(id)}/join`, body),
  leave: (id, token) => call("POST", `/api/matches/${encodeURIComponent(id)}/leave`, { token }),
  start: (id, token, fillLevel) => call("POST", `/api/matches/${encodeURIComponent(id)}/start`,
    fillLevel ? { token, fill: fillLevel } : { token }),
  /** Before the start: a bot of ``level`` on a seat (the host); while running: a bot
   *  plays this seat now (``level`` not given). */
  seatBot: (id, token, seat, level) =>
    call("POST", `/api/matches/${encodeURIComponent(id)}/seats/${seat}/bot`, level ? { token, level } : { token }),
  seatOpen: (id, token, seat) =>
    call("POST", `/api/matches/${encodeURIComponent(id)}/seats/${seat}/open`, { token }),
  rematch: (id, token, keepCharacters, rotateSheriff) =>
    call("POST", `/api/matches/${encodeURIComponent(id)}/rematch`,
      { token, keep_characters: keepCharacters, rotate_sheriff: rotateSheriff }),
  /** A page of a finished match's steps (``seat``: a number or "all"). */
  replay: (id, seat, start, invite) => call("GET", `/api/matches/${encodeURIComponent(id)}/replay?${new URLSearchParams({
    seat: String(seat), start: String(start), count: "200", ...(invite ? { invite } : {}) })}`),
  replayRecord: (record, seat, start) => call("POST", `/api/replay?${new URLSearchParams({
    seat: String(seat), start: String(start), count: "200" })}`, record),
  recordUrl: (id) => `/api/matches/${encodeURIComponent(id)}/record`,

  // --- accounts (docs/protocol.md, "Accounts") ---------------------------------------
  /** Who is logged in: {name, csrf}; a guest gets ApiError 401. */
  session: () => call("GET", "/api/session"),
  signUp: (name, password) => call("POST", "/api/accounts", { name, password }),
  logIn: (name, password) => call("POST", "/api/session", { name, password }),
  logOut: () => call("DELETE", "/api/session"),
  changePassword: (password, newPassword) =>
    call("PATCH", "/api/account", { password, new_password: newPassword }),
  deleteAccount: (password) => call("DELETE", "/api/account", { password }),
  /** A guest's seats ([{match_id, token}]) made the account's: {attached: [ids]}. */
  attachMatches: (seats) => call("POST", "/api/account/matches", { seats }),
  blocks: () => call("GET", "/api/account/blocks"),
  block: (name) => call("POST", "/api/account/blocks", { name }),
  unblock: (name) => call("DELETE", `/api/account/blocks/${enc(name)}`),
  player: (name, before) =>
    call("GET", `/api/players/${enc(name)}${before ? `?before=${enc(before)}` : ""}`),
  leaderboard: (game, band, variant) => call("GET", `/api/leaderboard?${new URLSearchParams({
    game, ...(band ? { band } : {}), ...(variant ? { variant } : {}) })}`),
  // --- moderation ---------------------------------------------------------------------
  mute: (id, token, seat, muted) =>
    call("POST", `/api/matches/${enc(id)}/mute`, { token, seat, muted }),
  /** A report of a match: a seat's ``token``, else a private match's ``invite``. */
  report: (id, token, reason, invite) => call("POST", `/api/matches/${enc(id)}/report`,
    { reason, ...(token ? { token } : {}), ...(!token && invite ? { invite } : {}) }),
};
