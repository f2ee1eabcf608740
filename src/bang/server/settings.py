"""The server's settings: its timings, quotas and caps, in one dataclass with the shipped
defaults (``bang serve``'s options set them; tests shorten the timings).  Every number
here is documented, with why, in docs/protocol.md "Limits" and docs/security.md.

Pure standard library, so that the command line can show the defaults without loading
the server.
"""

from __future__ import annotations

import functools
import ipaddress
from dataclasses import dataclass


@dataclass
class Settings:
    """Server-wide timings (tests shorten them)."""

    #: Seconds between a bot's decisions (lets people follow; 0 in tests and benchmarks).
    bot_delay: float = 0.6
    #: A seat left disconnected this long is played by a bot even if the match did not
    #: ask for a takeover: no game waits for ever (and a table does not wait long on an
    #: empty chair: well under a minute).
    abandon_after: float = 30.0
    #: Without a turn timer (a private match), a connected player who has held the
    #: pending decision this long without a word is silent: a bot plays his seat (and
    #: answers that decision) until he takes it back.
    idle_limit: float = 120.0
    #: A public match's turn timer when its host gives none (out of turn: half of it).
    public_turn_timer: float = 60.0
    #: A connected player who has held the pending decision this long may be handed to
    #: a bot by any other player.
    silent_grace: float = 30.0
    #: Decisions in a row answered by the timer after which a connected player counts as
    #: silent: a bot plays his seat until he takes it back.
    silent_timeouts: int = 2
    #: The most matches one server holds in memory (open and running).
    max_matches: int = 2000
    #: The most open and running matches created from one address, and how fast one
    #: address may create them (a token bucket: per second, burst).
    max_matches_per_address: int = 16
    create_rate: float = 0.1
    create_burst: float = 10.0
    #: A lobby (not started) whose seated players have all been away this long is
    #: closed; spectators do not hold it open.
    lobby_idle: float = 600.0
    #: Chat lines per second (and burst) of all connections of one address together, and
    #: of all the spectators of one match together (each connection has its own limit
    #: besides: ``bang.server.connection``).
    address_chat_rate: float = 1.0
    address_chat_burst: float = 10.0
    spectator_chat_rate: float = 1.0
    spectator_chat_burst: float = 10.0
    #: The share of one core (CPU seconds per second) that the bots of matches with no
    #: person connected may use together, and the most they may use at once (seconds).
    bot_cpu_share: float = 0.25
    bot_cpu_burst: float = 2.0
    #: Whether the per-address quotas (matches, creations, chat, connections) apply to
    #: this machine's own addresses (127.0.0.0/8, ::1) too.  They do not by default: a
    #: server on 127.0.0.1 serves this machine only, and behind a proxy it is not told
    #: to trust (``--trust-proxy``) every client has the proxy's address; the server-wide
    #: caps apply to everyone.
    limit_loopback: bool = False
    #: Open connections (HTTP and WebSocket) the server holds at most, and from one
    #: address; seconds a new connection has to send a request's headers, and a new
    #: WebSocket to say hello.
    max_connections: int = 2048
    max_connections_per_address: int = 64
    header_timeout: float = 10.0
    hello_timeout: float = 5.0
    #: Seconds between two sweeps (finished matches forgotten, idle lobbies closed).
    sweep_every: float = 60.0
    #: Accounts (docs/security.md): failed log-ins of one name, and of one address,
    #: within ``login_window`` seconds after which log-ins are refused (429) until the
    #: oldest failure is that old; sign-ups one address may make (a token bucket: per
    #: second, burst); seconds a session lasts unused (each use starts it again).
    login_failures: int = 5
    login_window: float = 300.0
    signup_rate: float = 1 / 600
    signup_burst: float = 5.0
    session_lifetime: float = 30 * 86400.0
    #: Rated games a player needs in a (game, band) to be on its leaderboard.
    leaderboard_min_games: int = 5
    #: Reports one address may file (a token bucket: per second, burst).
    report_rate: float = 1 / 120
    report_burst: float = 5.0


    def limits(self, address: str) -> bool:
        """Whether the per-address quotas apply to ``address``."""
        return self.limit_loopback or not is_loopback(address)


@functools.lru_cache(maxsize=4096)
def is_loopback(address: str) -> bool:
    """This machine's own address (an empty or unreadable one counts as local)."""
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return address in ("", "testclient", "localhost")
