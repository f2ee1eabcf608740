"""Ratings, match history and leaderboards of accounts (docs/security.md, "Ratings").

Each finished match with at least two accounts at its seats is rated with openskill's
Plackett-Luce model as a multi-team result: the Sheriff with his Deputies, the Outlaws,
and each Renegade alone are the teams (without a Sheriff, as in the three-player game,
each seat is its own team); the winning team or teams rank 1, the others 2.  Each team
is one contestant of its members' mean strength (``mu`` the mean, ``sigma`` the root
mean square): openskill adds a team's members up, which would make a lone Renegade the
underdog of every match and raise him for "tying" with a bigger losing team; the
contestant's change is shared among the members as openskill shares a team's, in
proportion to each one's uncertainty.  Every seat is in its team: accounts with their
ratings, guests with a new player's rating (not kept), bots with fixed **anchors**,
their level's measured strength (``ANCHORS``), that no game changes.  A seat that a bot
played at the end (its player left, or stayed away until a bot took it over and did not
come back) is a loss for its account, rated as a team of its own that ranks 2.  A match
that ended with no winner (the round limit) is not rated.

A rating belongs to a ``(game, variant, band)``: the card game, the dice game and each
ghost variant's card games apart (``variant`` is ``""`` without one), per player-count
band (``3-4``, ``5-6``, ``7-8``) and over all player counts together (``all``).  The
conservative ``ordinal`` (``mu - 3 sigma``) ranks the leaderboards; a player is on a
board after ``leaderboard_min_games`` rated games there.

Rating never holds up a match: ``Match.finish`` hands a plain summary (``Outcome``) to
one worker thread, which rates one match at a time (so that two ratings of one player
never overlap) and writes the new ratings and the seats' results in one transaction.  If
the database refuses it, the match is tried again at the next sweep or when the
database is back; a server that stopped before is reminded by ``resume`` at its start,
which finds the finished matches with accounts and no results.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import json
import logging
import math
import threading
import time
from dataclasses import dataclass
from typing import Any

from bang.games import game_classes
from bang.server.rules import rules_in_force
from bang.server.settings import Settings
from bang.server.storage import Storage, StorageDown

log = logging.getLogger("bang.server")

BANDS = {3: "3-4", 4: "3-4", 5: "5-6", 6: "5-6", 7: "7-8", 8: "7-8"}
ALL = "all"
#: openskill's scale: a new player's mu and sigma.
MU = 25.0
SIGMA = MU / 3
#: The bots' fixed ratings per game and level, on the players' scale: ``normal`` is put
#: at a new player's 25, ``random`` and ``easy`` where 200-game round-robins of five
#: seats placed them against it (``bang tournament --players 5 --games 200 --bot random
#: --bot easy --bot normal --seed 7 --jobs 1``: cards random 20.5, easy 25.7, normal
#: 28.1; dice random 22.9, easy 22.1, normal 29.8).  ``hard`` could not be told from
#: ``normal`` (cards, four seats, 40 games, 5 s a move: normal 26.0, hard 24.0, each
#: ± 7.1), and ``expert`` was not measured: both are anchored at ``normal``'s 25 until
#: a longer round-robin places them.  An anchor's sigma is small: it is known.
ANCHORS: dict[str, dict[str, float]] = {
    "cards": {"random": 17.4, "easy": 22.6, "normal": 25.0, "hard": 25.0, "expert": 25.0},
    "dice": {"random": 18.1, "easy": 17.3, "normal": 25.0, "hard": 25.0, "expert": 25.0},
}
ANCHOR_SIGMA = 1.0
#: Matches of a player's history per page, by default and at most.
HISTORY_PAGE = 20
HISTORY_MAX = 100
BOARD_PAGE = 50
BOARD_MAX = 200


def model() -> Any:
    from openskill.models import PlackettLuce

    return PlackettLuce()


def ordinal(mu: float, sigma: float) -> float:
    return mu - 3 * sigma


@dataclass(frozen=True)
class Outcome:
    """What rating a finished match needs, read from the match or from storage."""

    match_id: str
    game: str
    variant: str
    players: int
    public: bool
    roles: tuple[str, ...]
    characters: tuple[str, ...]
    winners: frozenset[int]
    #: Per seat: ``"human"`` or the bot's level.
    kinds: tuple[str, ...]
    #: Human seats a bot played at the end.
    abandoned: frozenset[int]
    finished_at: float

    @property
    def band(self) -> str:
        return BANDS[self.players]


def variant_of(game: str, options: dict[str, Any]) -> str:
    variant = str(options.get("ghost_variant") or "none") if game == "cards" else "none"
    return "" if variant == "none" else variant


def outcome_of(match: Any) -> Outcome:
    """The outcome of a match that just finished (``bang.server.match.Match``)."""
    game = match.game
    return Outcome(
        match.id, match.game_name, variant_of(match.game_name, match.options),
        match.players, bool(match.public), tuple(game.roles), tuple(game.characters),
        frozenset(game.winners),
        tuple("human" if s.kind == "human" else s.level for s in match.seats),
        frozenset(s.index for s in match.seats if s.kind == "human" and (s.left or s.replaced)),
        time.time())


def stored_outcome(storage: Storage, match_id: str) -> Outcome | None:
    """The outcome of a finished match from its stored record (replayed)."""
    stored = storage.load(match_id)
    if stored is None or stored.status != "finished" or stored.final is None:
        return None
    rows = storage.query("SELECT updated FROM matches WHERE id = ?", (match_id,))
    game_class, _ = game_classes(stored.game)
    final = {k: v for k, v in stored.final.items() if k != "names"}
    game = game_class.from_record(final)
    seats = stored.meta.get("seats", [])
    return Outcome(
        match_id, stored.game, variant_of(stored.game, stored.meta.get("options", {})),
        len(seats), bool(stored.meta.get("public", True)), tuple(game.roles),
        tuple(game.characters), frozenset(game.winners),
        tuple("human" if s.get("kind") == "human" else str(s.get("level") or "normal")
              for s in seats),
        frozenset(i for i, s in enumerate(seats)
                  if s.get("kind") == "human" and (s.get("left") or s.get("replaced"))),
        float(rows[0][0]) if rows else time.time())


def teams_of(outcome: Outcome, accounts: dict[int, str]) -> list[tuple[list[int], int]]:
    """The teams (their seats) and ranks (1 won, 2 lost) of a match with a winner."""
    roles = outcome.roles
    with_sheriff = "sheriff" in roles
    sides: dict[str, list[int]] = {}
    for seat, role in enumerate(roles):
        if seat in outcome.abandoned and seat in accounts:
            side = f"gone{seat}"
        elif with_sheriff and role in ("sheriff", "deputy"):
            side = "law"
        elif with_sheriff and role == "outlaw":
            side = "outlaws"
        else:
            side = f"seat{seat}"
        sides.setdefault(side, []).append(seat)
    teams = []
    for side, seats in sides.items():
        won = not side.startswith("gone") and any(s in outcome.winners for s in seats)
        teams.append((seats, 1 if won else 2))
    return teams


class Ratings:
    """The rating worker and the read side (profiles, leaderboards)."""

    def __init__(self, storage: Storage, settings: Settings) -> None:
        self.storage = storage
        self.settings = settings
        self._worker = concurrent.futures.ThreadPoolExecutor(
            1, thread_name_prefix="bang-ratings")
        self._lock = threading.Lock()
        #: Matches whose rating the database refused, with their outcome when it was
        #: known (else it is read from storage): tried again later.
        self.pending: dict[str, Outcome | None] = {}
        self.rated = 0
        self.failures = 0
        #: Whether ``resume`` has still to look for matches left unrated.
        self.resumed = False

    # --- the worker -----------------------------------------------------------------
    def finished(self, match: Any) -> None:
        """``Match.on_finish``: rate it in the worker (nothing waits for it)."""
        self.submit(match.id, outcome_of(match))

    def submit(self, match_id: str, outcome: Outcome | None = None
               ) -> concurrent.futures.Future[None]:
        def work() -> None:
            known = outcome
            try:
                if known is None:
                    known = stored_outcome(self.storage, match_id)
                if known is not None:  # else not finished in storage (yet): nothing
                    self.settle(known)
                    with self._lock:
                        self.pending.pop(match_id, None)
            except Exception as exc:
                with self._lock:
                    self.pending[match_id] = known
                    self.failures += 1
                log.warning("rating_deferred", extra={"match": match_id, "error": str(exc)})

        return self._worker.submit(work)

    def retry(self) -> None:
        """Rate again the matches whose rating the database refused (and, if the start
        could not look for them, those left unrated before)."""
        if not self.resumed:
            with contextlib.suppress(StorageDown):
                self.resume()
        with self._lock:
            waiting = sorted(self.pending.items())
        for match_id, outcome in waiting:
            self.submit(match_id, outcome)

    def resume(self) -> int:
        """At the start: the finished matches with accounts but no results (the server
        stopped, or the database refused, before they were rated)."""
        rows = self.storage.query(
            "SELECT DISTINCT sa.match_id FROM seat_accounts sa"
            " JOIN matches m ON m.id = sa.match_id WHERE m.status = 'finished'"
            " AND NOT EXISTS (SELECT 1 FROM results r WHERE r.match_id = sa.match_id"
            " AND r.seat = sa.seat)")
        self.resumed = True
        for (match_id,) in rows:
            self.submit(str(match_id))
        return len(rows)

    def drain(self, timeout: float = 30.0) -> None:
        """Wait until the worker has done what it was given (tests, shutdown)."""
        self._worker.submit(lambda: None).result(timeout)

    def close(self) -> None:
        self._worker.shutdown(wait=True, cancel_futures=False)

    def settle(self, outcome: Outcome) -> None:
        """Rate ``outcome`` for its accounts not rated yet, and write their results."""
        storage = self.storage
        match_id = outcome.match_id
        accounts = {int(seat): str(account) for seat, account in storage.query(
            "SELECT seat, account_id FROM seat_accounts WHERE match_id = ?", (match_id,))}
        if not accounts:
            return
        done = {int(seat) for seat, rated in storage.query(
            "SELECT seat, rated FROM results WHERE match_id = ?", (match_id,)) if rated}
        todo = sorted(s for s in accounts if s not in done)
        if not todo:
            return
        qualifies = len(set(accounts.values())) >= 2 and bool(outcome.winners)
        statements: list[tuple[str, tuple[Any, ...]]] = []
        changes: dict[int, tuple[float, float, float]] = {}
        now = time.time()
        if qualifies:
            teams = teams_of(outcome, accounts)
            for band in (outcome.band, ALL):
                new = self._rate(outcome, band, accounts, teams)
                for seat in todo:
                    before, after, sigma, games = new[seat]
                    statements.append((
                        "INSERT INTO ratings (account_id, game, variant, band, mu, sigma,"
                        " games, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                        " ON CONFLICT (account_id, game, variant, band) DO UPDATE SET"
                        " mu = excluded.mu, sigma = excluded.sigma,"
                        " games = excluded.games, updated = excluded.updated",
                        (accounts[seat], outcome.game, outcome.variant, band, after, sigma,
                         games, now)))
                    if band != ALL:
                        changes[seat] = (before, after, sigma)
        for seat in todo:
            change: tuple[float | None, ...] = changes.get(seat, (None, None, None))
            mu_before, mu_after, sigma_after = change
            won = seat in outcome.winners and seat not in outcome.abandoned
            statements.append((
                "INSERT INTO results (match_id, seat, account_id, game, variant, band,"
                " players, public, role, character_name, won, abandoned, rated, mu_before,"
                " mu_after, sigma_after, finished_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (match_id, seat) DO UPDATE SET account_id = excluded.account_id,"
                " rated = excluded.rated, mu_before = excluded.mu_before,"
                " mu_after = excluded.mu_after, sigma_after = excluded.sigma_after",
                (match_id, seat, accounts[seat], outcome.game, outcome.variant, outcome.band,
                 outcome.players, int(outcome.public), outcome.roles[seat],
                 outcome.characters[seat], int(won), int(seat in outcome.abandoned),
                 int(qualifies), mu_before, mu_after, sigma_after, outcome.finished_at)))
        storage.transaction(statements)
        self.rated += 1
        log.info("match_rated", extra={"match": match_id, "rated": qualifies,
                                       "accounts": len(todo)})

    def _rate(self, outcome: Outcome, band: str, accounts: dict[int, str],
              teams: list[tuple[list[int], int]]
              ) -> dict[int, tuple[float, float, float, int]]:
        """Each account seat's (mu before, mu after, sigma after, games after)."""
        rater = model()
        current: dict[str, tuple[float, float, int]] = {}
        for account in set(accounts.values()):
            rows = self.storage.query(
                "SELECT mu, sigma, games FROM ratings WHERE account_id = ? AND game = ?"
                " AND variant = ? AND band = ?",
                (account, outcome.game, outcome.variant, band))
            current[account] = ((float(rows[0][0]), float(rows[0][1]), int(rows[0][2]))
                                if rows else (MU, SIGMA, 0))
        anchors = ANCHORS.get(outcome.game, ANCHORS["cards"])

        def rating(seat: int) -> tuple[float, float]:
            if seat in accounts:
                mu, sigma, _ = current[accounts[seat]]
                return mu, sigma
            kind = outcome.kinds[seat]
            if kind != "human":
                return anchors.get(kind, MU), ANCHOR_SIGMA
            return MU, SIGMA  # a guest: a new player's rating, not kept

        # Each team is one contestant of its members' mean strength (openskill would add
        # them up: a lone Renegade would always be the underdog, and tying, as a loser,
        # with a bigger losing team would raise him).
        members = [[rating(s) for s in seats] for seats, _ in teams]
        contestants = []
        for team in members:
            mu = sum(m for m, _ in team) / len(team)
            variance = sum(sg * sg for _, sg in team) / len(team)
            contestants.append((mu, variance))
        rated = rater.rate([[rater.create_rating([mu, math.sqrt(var)])]
                            for mu, var in contestants],
                           ranks=[rank for _, rank in teams])
        new: dict[int, tuple[float, float, float, int]] = {}
        for (seats, _), team, (mu_t, var_t), [after] in zip(teams, members, contestants,
                                                            rated, strict=True):
            # The contestant's change shared as openskill shares a team's: each member
            # moves in proportion to his own uncertainty, and becomes as much surer.
            shift = float(after.mu) - mu_t
            shrink = max(float(after.sigma) ** 2 / var_t, 1e-4)
            for seat, (mu, sigma) in zip(seats, team, strict=True):
                if seat in accounts:
                    games = current[accounts[seat]][2]
                    new[seat] = (mu, mu + shift * sigma * sigma / var_t,
                                 sigma * math.sqrt(shrink), games + 1)
        return new

    # --- the read side ----------------------------------------------------------------
    def ratings_of(self, account_id: str) -> list[dict[str, Any]]:
        rows = self.storage.query(
            "SELECT game, variant, band, mu, sigma, games FROM ratings WHERE account_id = ?"
            " ORDER BY game, variant, band", (account_id,))
        return [{"game": game, "variant": variant or None, "band": band,
                 "mu": round(float(mu), 3), "sigma": round(float(sigma), 3),
                 "ordinal": round(ordinal(float(mu), float(sigma)), 3), "games": int(games)}
                for game, variant, band, mu, sigma, games in rows]

    def win_rates(self, account_id: str) -> list[dict[str, Any]]:
        rows = self.storage.query(
            "SELECT role, COUNT(*), SUM(won) FROM results WHERE account_id = ?"
            " GROUP BY role", (account_id,))
        order = {"sheriff": 0, "deputy": 1, "outlaw": 2, "renegade": 3}
        rates = [{"role": str(role), "games": int(games), "wins": int(wins or 0)}
                 for role, games, wins in rows]
        return sorted(rates, key=lambda r: (order.get(r["role"], 9), r["role"]))

    def history(self, account_id: str, before: float | None, limit: int,
                private_too: bool) -> tuple[list[dict[str, Any]], float | None]:
        """A page of an account's finished matches, newest first, and the ``before`` of
        the next page (``None`` after the last)."""
        params: list[Any] = [account_id]
        where = "r.account_id = ?"
        if before is not None:
            where += " AND r.finished_at < ?"
            params.append(before)
        if not private_too:
            where += " AND r.public = 1"
        params.append(limit + 1)
        rows = self.storage.query(
            "SELECT r.match_id, r.seat, r.game, r.variant, r.players, r.role,"
            " r.character_name, r.won, r.abandoned, r.rated, r.mu_before, r.mu_after,"
            " r.finished_at, m.meta FROM results r JOIN matches m ON m.id = r.match_id"
            f" WHERE {where} ORDER BY r.finished_at DESC, r.match_id LIMIT ?",
            tuple(params))
        more = len(rows) > limit
        matches = []
        for (match_id, seat, game, variant, players, role, character, won, abandoned,
             rated, mu_before, mu_after, finished_at, meta) in rows[:limit]:
            data = json.loads(meta)
            options = {r["name"]: r["value"]
                       for r in rules_in_force(str(game), data.get("options", {}))}
            change = (round(float(mu_after) - float(mu_before), 3)
                      if rated and mu_before is not None and mu_after is not None else None)
            matches.append({
                "match_id": match_id, "game": game, "variant": variant or None,
                "options": options, "players": int(players),
                "names": [s.get("name") for s in data.get("seats", [])],
                "seat": int(seat), "role": role, "character": character,
                "result": "win" if won else "loss", "abandoned": bool(abandoned),
                "rated": bool(rated), "rating_change": change,
                "finished_at": float(finished_at)})
        next_before = matches[-1]["finished_at"] if more and matches else None
        return matches, next_before

    def leaderboard(self, game: str, variant: str, band: str, offset: int,
                    limit: int) -> list[dict[str, Any]]:
        rows = self.storage.query(
            "SELECT a.name, r.mu, r.sigma, r.games FROM ratings r"
            " JOIN accounts a ON a.id = r.account_id"
            " WHERE r.game = ? AND r.variant = ? AND r.band = ? AND r.games >= ?"
            " ORDER BY r.mu - 3 * r.sigma DESC, a.name_key LIMIT ? OFFSET ?",
            (game, variant, band, self.settings.leaderboard_min_games, limit, offset))
        return [{"rank": offset + i + 1, "name": name,
                 "ordinal": round(ordinal(float(mu), float(sigma)), 3),
                 "mu": round(float(mu), 3), "sigma": round(float(sigma), 3),
                 "games": int(games)}
                for i, (name, mu, sigma, games) in enumerate(rows)]
