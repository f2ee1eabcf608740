// The server's HTTP API (docs/protocol.md).  Every failure becomes an ApiError carrying
// the protocol's error code, so the page can show error.<code> in the viewer's language.

export class ApiError extends Error {
  constructor(code, reason, status) {
    super(reason || code);
    this.code = code;
    this.status = status;
  }
}

/** ``body``: an object sent as JSON, or a string sent as it is (a record file: its
 *  64-bit seed would not survive JavaScript's numbers). */
async function call(method, path, body) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined || typeof body === "string" ? body : JSON.stringify(body),
    });
  } catch (err) {
    throw new ApiError("network", String(err), 0);
  }
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const code = (data && (data.code || (data.detail && data.detail.code))) || "bad_message";
    throw new ApiError(code, data && data.reason, response.status);
  }
  return data;
}

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
};
