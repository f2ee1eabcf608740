// One match connection: hello (seat token or spectator), then server messages to
// ``onMessage``.  A dropped connection is retried with a growing delay (0.5 s to 5 s) and
// ``onStatus`` tells the page ("connecting", "open", "reconnecting", "closed") so it can
// show a visible "reconnecting..." state; the first state after a reconnect is the full
// table, so nothing else needs restoring.

export class MatchSocket {
  constructor(matchId, hello, { onMessage, onStatus }) {
    this.matchId = matchId;
    this.hello = hello;
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    this.delay = 500;
    this.closed = false;
    this.ws = null;
    this.pingTimer = null;
    this.connect();
  }

  connect() {
    if (this.closed) return;
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${scheme}://${location.host}/ws/${encodeURIComponent(this.matchId)}`);
    this.ws = ws;
    this.onStatus(this.everOpen ? "reconnecting" : "connecting");
    ws.addEventListener("open", () => {
      ws.send(JSON.stringify({ type: "hello", protocol: 1, ...this.hello }));
    });
    ws.addEventListener("message", (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (message.type === "welcome") {
        this.everOpen = true;
        this.delay = 500;
        this.onStatus("open");
      }
      if (message.type !== "pong") this.onMessage(message);
    });
    ws.addEventListener("close", (event) => {
      clearInterval(this.pingTimer);
      if (this.closed || this.ws !== ws) return;
      // 1008 (policy) or 44xx: the server refused this hello; retrying cannot help.
      if (event.code === 1008 || (event.code >= 4400 && event.code < 4500)) {
        this.onStatus("closed", event.code);
        return;
      }
      this.onStatus("reconnecting");
      setTimeout(() => this.connect(), this.delay);
      this.delay = Math.min(this.delay * 2, 5000);
    });
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => this.send({ type: "ping" }), 20000);
  }

  send(message) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(message));
      return true;
    }
    return false;
  }

  /** Drop the connection now (tests and the "leave" button); it reconnects by itself. */
  drop() { if (this.ws) this.ws.close(); }

  close() {
    this.closed = true;
    clearInterval(this.pingTimer);
    if (this.ws) this.ws.close();
  }
}
