"""Ratings, history and leaderboards over a real server: two accounts and bots play two
matches that an exact position decides, their ratings move the way the results say and
are stored, and profiles and leaderboards show them; a guest's match attached to his new
account; a dice match; the rating of a match that the database refused made later; and
the teams openskill sees (docs/security.md "Ratings")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from account_helpers import SETTINGS, SHERIFF_WINS, Browser, forced_match
from server_helpers import LiveServer, bot_seats, run

from bang.server.ratings import (
    ANCHORS,
    MU,
    SIGMA,
    Outcome,
    Ratings,
    ordinal,
    teams_of,
)
from bang.server.storage import StorageDown, open_sqlite


def rating(browser: Browser, name: str, band: str) -> dict[str, Any]:
    profile = browser.get(f"/api/players/{name}").body
    [found] = [r for r in profile["ratings"] if r["game"] == "cards" and r["band"] == band]
    return found


def test_two_rated_matches_move_the_ratings_the_way_the_results_say(
        server: LiveServer) -> None:
    ann, bea = Browser(server.url), Browser(server.url)
    ann.sign_up("Ann")
    bea.sign_up("Bea")
    # 1: Ann hosts and is the Sheriff (seat 0), who wins; Bea is the last Outlaw.
    first = forced_match(server, ann, bea)
    ann1, bea1 = rating(ann, "Ann", "3-4"), rating(ann, "Bea", "3-4")
    assert ann1["mu"] > MU > bea1["mu"]
    assert ann1["sigma"] < SIGMA and bea1["sigma"] < SIGMA  # both better known now
    assert ann1["games"] == bea1["games"] == 1
    assert ann1["ordinal"] == pytest.approx(ordinal(ann1["mu"], ann1["sigma"]), abs=2e-3)
    # 2: Bea hosts, so she is the Sheriff now, and wins.
    second = forced_match(server, bea, ann)
    ann2, bea2 = rating(ann, "Ann", "3-4"), rating(ann, "Bea", "3-4")
    assert ann2["mu"] < ann1["mu"] and bea2["mu"] > bea1["mu"]
    assert ann2["games"] == bea2["games"] == 2
    assert ann2["sigma"] < ann1["sigma"]
    # Stored: the ratings table holds both bands of both players, the results table
    # every seat of both, with the changes the profiles show.
    stored = server.lobby.storage.query(
        "SELECT a.name, r.band, r.games FROM ratings r JOIN accounts a ON a.id ="
        " r.account_id ORDER BY a.name, r.band")
    assert stored == [("Ann", "3-4", 2), ("Ann", "all", 2), ("Bea", "3-4", 2),
                      ("Bea", "all", 2)]
    history = ann.get("/api/players/Ann").body["matches"]
    assert [m["match_id"] for m in history] == [second["match_id"], first["match_id"]]
    latest, earlier = history
    assert (earlier["result"], earlier["role"], earlier["seat"]) == ("win", "sheriff", 0)
    assert earlier["character"] == "Willy the Kid" and earlier["rated"] is True
    assert earlier["rating_change"] == pytest.approx(ann1["mu"] - MU, abs=2e-3)
    assert (latest["result"], latest["role"], latest["seat"]) == ("loss", "outlaw", 1)
    assert latest["rating_change"] == pytest.approx(ann2["mu"] - ann1["mu"], abs=2e-3)
    assert latest["names"] == ["Bea", "Ann", "Bot 3", "Bot 4"]
    assert latest["game"] == "cards" and latest["players"] == 4
    assert latest["options"]["ghost_variant"] == "none"
    assert latest["abandoned"] is False and latest["finished_at"] > earlier["finished_at"]
    rates = ann.get("/api/players/Ann").body["win_rates"]
    assert rates == [{"role": "sheriff", "games": 1, "wins": 1},
                     {"role": "outlaw", "games": 1, "wins": 0}]
    # The leaderboard: both have the two games it asks for, ranked by ordinal.
    board = Browser(server.url).get("/api/leaderboard?game=cards&band=3-4").body
    assert board["min_games"] == 2 and board["band"] == "3-4" and board["variant"] is None
    names = [row["name"] for row in board["rows"]]
    assert sorted(names) == ["Ann", "Bea"] and [r["rank"] for r in board["rows"]] == [1, 2]
    assert board["rows"][0]["ordinal"] >= board["rows"][1]["ordinal"]
    assert Browser(server.url).get("/api/leaderboard?game=cards").body["band"] == "all"
    assert Browser(server.url).get("/api/leaderboard?game=dice").body["rows"] == []
    assert Browser(server.url).get("/api/leaderboard?game=cards&band=5-6").body["rows"] == []


def test_the_leaderboard_needs_the_minimum_number_of_games(server: LiveServer) -> None:
    ann, bea = Browser(server.url), Browser(server.url)
    ann.sign_up("Ann")
    bea.sign_up("Bea")
    forced_match(server, ann, bea)
    assert Browser(server.url).get("/api/leaderboard?game=cards").body["rows"] == []


def test_leaderboard_queries_are_validated(server: LiveServer) -> None:
    guest = Browser(server.url)
    for query in ("", "?game=chess", "?game=cards&band=1-2",
                  "?game=dice&variant=dead_mans_hand", "?game=cards&variant=nope"):
        answer = guest.get(f"/api/leaderboard{query}")
        assert (answer.status, answer.code) == (422, "bad_message"), query
    assert guest.get("/api/leaderboard?game=cards&variant=dead_reckonin").status == 200


def test_a_match_with_one_account_is_in_his_history_but_not_rated(server: LiveServer) -> None:
    ann, guest = Browser(server.url), Browser(server.url)
    ann.sign_up("Ann")
    forced_match(server, ann, guest)
    [match] = ann.get("/api/players/Ann").body["matches"]
    assert match["result"] == "win" and match["rated"] is False
    assert match["rating_change"] is None
    assert ann.get("/api/players/Ann").body["ratings"] == []
    assert server.lobby.storage.query("SELECT COUNT(*) FROM ratings") == [(0,)]


def test_an_unknown_player_is_404(server: LiveServer) -> None:
    answer = Browser(server.url).get("/api/players/Nobody")
    assert (answer.status, answer.code) == (404, "not_found")


def test_the_history_is_paged_newest_first(server: LiveServer) -> None:
    ann, bea = Browser(server.url), Browser(server.url)
    ann.sign_up("Ann")
    bea.sign_up("Bea")
    ids = [forced_match(server, ann, bea)["match_id"] for _ in range(3)]
    page = ann.get("/api/players/Ann?limit=2").body
    assert [m["match_id"] for m in page["matches"]] == ids[:0:-1]
    rest = ann.get(f"/api/players/Ann?limit=2&before={page['next_before']}").body
    assert [m["match_id"] for m in rest["matches"]] == ids[:1]
    assert rest["next_before"] is None


def test_private_matches_are_listed_only_to_the_player_himself(server: LiveServer) -> None:
    ann, bea = Browser(server.url), Browser(server.url)
    ann.sign_up("Ann")
    bea.sign_up("Bea")
    created = ann.post("/api/matches", {"game": "cards", "players": 4, "public": False,
                                        "seats": [{"kind": "human"}, {"kind": "human"},
                                                  {"kind": "bot"}, {"kind": "bot"}]})
    match_id = created.body["match_id"]
    bea.post(f"/api/matches/{match_id}/join", {"name": "x", "invite": created.body["invite"]})
    from account_helpers import shoot

    from bang.cards import CardGame

    server.call(lambda: server.lobby.matches[match_id].start(
        CardGame.from_setup(SHERIFF_WINS, seed=3)))
    run(shoot(server.url, match_id, created.body["token"]))
    server.lobby.ratings.drain()
    assert [m["match_id"] for m in ann.get("/api/players/Ann").body["matches"]] == [match_id]
    assert bea.get("/api/players/Ann").body["matches"] == []
    assert Browser(server.url).get("/api/players/Ann").body["matches"] == []
    # It still counts: both are rated by it.
    assert Browser(server.url).get("/api/players/Ann").body["ratings"]


def test_a_guests_matches_are_attached_to_the_account_he_makes_and_rated(
        server: LiveServer) -> None:
    guest, bea = Browser(server.url), Browser(server.url)
    bea.sign_up("Bea")
    played = forced_match(server, guest, bea)  # the guest hosts: he is the Sheriff
    [before] = bea.get("/api/players/Bea").body["matches"]
    assert before["rated"] is False  # one account only
    open_match = guest.post("/api/matches", {"game": "dice", "players": 4})
    guest.sign_up("Gus")
    answer = guest.post("/api/account/matches", {"seats": [
        {"match_id": played["match_id"], "token": played["host"]},
        {"match_id": played["match_id"], "token": "x" * 32},     # holds no seat
        {"match_id": "nosuchmatch", "token": played["host"]},
        {"match_id": open_match.body["match_id"], "token": open_match.body["token"]},
    ]})
    assert answer.status == 200 and answer.body == {"attached": [played["match_id"]]}
    server.lobby.ratings.drain()
    [won] = guest.get("/api/players/Gus").body["matches"]
    assert (won["result"], won["rated"], won["seat"]) == ("win", True, 0)
    assert won["rating_change"] > 0
    [lost] = bea.get("/api/players/Bea").body["matches"]
    assert lost["rated"] is True and lost["rating_change"] < 0
    # Attaching again, or Bea claiming Gus's seat, attaches nothing.
    assert guest.post("/api/account/matches", {"seats": [
        {"match_id": played["match_id"], "token": played["host"]}]}).body["attached"] == []
    assert bea.post("/api/account/matches", {"seats": [
        {"match_id": played["match_id"], "token": played["host"]}]}).body["attached"] == []
    assert Browser(server.url).post("/api/account/matches", {"seats": []}).status == 401


def test_an_account_cannot_take_two_seats_of_one_match(server: LiveServer) -> None:
    ann = Browser(server.url)
    ann.sign_up("Ann")
    created = ann.post("/api/matches", {"game": "dice", "players": 4})
    again = ann.post(f"/api/matches/{created.body['match_id']}/join", {"name": "Ann2"})
    assert (again.status, again.code) == (409, "conflict")


def test_a_dice_match_of_two_accounts_is_rated_as_the_dice_game(server: LiveServer) -> None:
    ann, bea = Browser(server.url), Browser(server.url)
    ann.sign_up("Ann")
    bea.sign_up("Bea")
    created = ann.post("/api/matches", {"game": "dice", "players": 5, "seats": [
        {"kind": "human"}, {"kind": "human"}, {"kind": "bot", "level": "random"},
        {"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]})
    match_id = created.body["match_id"]
    joined = bea.post(f"/api/matches/{match_id}/join", {"name": "x"})
    ann.post(f"/api/matches/{match_id}/start", {"token": created.body["token"]})
    overs = run(bot_seats(server.url, match_id, [created.body["token"],
                                                 joined.body["token"]]))
    server.lobby.ratings.drain()
    winners = set(overs[0]["winners"])
    profile = ann.get("/api/players/Ann").body
    [match] = profile["matches"]
    assert match["game"] == "dice" and match["players"] == 5
    assert {(r["game"], r["band"]) for r in profile["ratings"]} == {("dice", "5-6"),
                                                                    ("dice", "all")}
    if winners:  # a round limit would leave it unrated
        assert match["result"] == ("win" if 0 in winners else "loss")
        assert (match["rating_change"] > 0) == (0 in winners)


def test_an_abandoned_seat_is_a_loss_for_its_account_even_when_its_side_wins(
        server: LiveServer) -> None:
    ann, bea = Browser(server.url), Browser(server.url)
    ann.sign_up("Ann")
    bea.sign_up("Bea")
    # Ann is the Sheriff; Bea, seat 1, his dead Deputy, leaves the match: the law wins
    # (the Sheriff shoots the last Outlaw), a loss for her all the same.
    setup = {**SHERIFF_WINS, "players": [
        SHERIFF_WINS["players"][0],
        {"role": "deputy", "character": "Rose Doolan", "alive": False},
        {"role": "outlaw", "character": "Bart Cassidy", "life": 1},
        {"role": "renegade", "character": "Jourdonnais", "alive": False}]}
    created = ann.post("/api/matches", {"game": "cards", "players": 4, "seats": [
        {"kind": "human"}, {"kind": "human"}, {"kind": "bot"}, {"kind": "bot"}]})
    match_id = created.body["match_id"]
    joined = bea.post(f"/api/matches/{match_id}/join", {"name": "x"})
    from account_helpers import shoot

    from bang.cards import CardGame

    server.call(lambda: server.lobby.matches[match_id].start(
        CardGame.from_setup(setup, seed=3)))
    assert bea.post(f"/api/matches/{match_id}/leave",
                    {"token": joined.body["token"]}).status == 200
    over = run(shoot(server.url, match_id, created.body["token"]))
    assert over["winners"] == [0, 1]
    server.lobby.ratings.drain()
    [gone] = bea.get("/api/players/Bea").body["matches"]
    assert (gone["result"], gone["abandoned"], gone["role"]) == ("loss", True, "deputy")
    assert gone["rating_change"] < 0
    [won] = ann.get("/api/players/Ann").body["matches"]
    assert won["result"] == "win" and won["rating_change"] > 0


# --- the rating worker and the teams ---------------------------------------------------------
def outcome(roles: tuple[str, ...], winners: set[int], kinds: tuple[str, ...] | None = None,
            abandoned: frozenset[int] = frozenset(), match_id: str = "m1") -> Outcome:
    return Outcome(match_id, "cards", "", len(roles), True, roles,
                   tuple(f"c{i}" for i in range(len(roles))), frozenset(winners),
                   kinds or ("human",) * len(roles), abandoned, 1000.0)


def test_teams_are_the_law_the_outlaws_and_each_renegade_alone() -> None:
    roles = ("sheriff", "outlaw", "outlaw", "renegade", "deputy", "outlaw", "deputy",
             "renegade")
    teams = teams_of(outcome(roles, {1, 2, 5}), {0: "a", 1: "b"})
    assert sorted((seats, rank) for seats, rank in teams) == [
        ([0, 4, 6], 2), ([1, 2, 5], 1), ([3], 2), ([7], 2)]


def test_a_renegade_winning_alone_ranks_first_alone() -> None:
    teams = teams_of(outcome(("sheriff", "outlaw", "outlaw", "renegade"), {3}), {})
    assert sorted(teams) == [([0], 2), ([1, 2], 2), ([3], 1)]


def test_without_a_sheriff_each_seat_is_its_own_team() -> None:
    teams = teams_of(outcome(("deputy", "outlaw", "renegade"), {1}), {})
    assert sorted(teams) == [([0], 2), ([1], 1), ([2], 2)]


def test_an_abandoned_account_seat_is_a_losing_team_of_its_own() -> None:
    teams = teams_of(outcome(("sheriff", "outlaw", "outlaw", "deputy"), {0, 3},
                             abandoned=frozenset({3, 1})), {3: "a"})
    # Seat 1 is a guest: no account loses by it, it stays with the Outlaws.
    assert sorted(teams) == [([0], 1), ([1, 2], 2), ([3], 2)]


def test_bots_are_fixed_anchors_ordered_by_their_measured_strength() -> None:
    for game in ("cards", "dice"):
        levels = ANCHORS[game]
        assert levels["normal"] == MU
        assert max(levels["random"], levels["easy"]) < levels["normal"]


def test_beating_a_stronger_anchor_gains_more_than_beating_a_weaker_one(
        tmp_path: Path) -> None:
    """The same win, against an Outlaw bot of level random or normal."""
    gains = {}
    for level in ("random", "normal"):
        storage = open_sqlite(tmp_path / f"{level}.sqlite3")
        ratings = Ratings(storage, SETTINGS)
        storage.create_match("m1", "cards", "finished", {})
        storage.query("INSERT INTO accounts (id, name, name_key, password, created)"
                      " VALUES ('a', 'A', 'a', 'x', 0), ('b', 'B', 'b', 'x', 0)")
        storage.query("INSERT INTO seat_accounts (match_id, seat, account_id)"
                      " VALUES ('m1', 0, 'a'), ('m1', 1, 'b')")
        ratings.settle(outcome(("sheriff", "renegade", "outlaw", "outlaw"), {0},
                               ("human", "human", level, level)))
        [(mu,)] = storage.query("SELECT mu FROM ratings WHERE account_id = 'a'"
                                " AND band = '3-4'")
        gains[level] = float(mu) - MU
        ratings.close()
        storage.close()
    assert gains["normal"] > gains["random"] > 0


def test_a_rating_the_database_refuses_is_made_later_and_never_twice(tmp_path: Path) -> None:
    storage = open_sqlite(tmp_path / "bang.sqlite3")
    ratings = Ratings(storage, SETTINGS)
    storage.create_match("m1", "cards", "finished", {})
    storage.query("INSERT INTO accounts (id, name, name_key, password, created)"
                  " VALUES ('a', 'A', 'a', 'x', 0), ('b', 'B', 'b', 'x', 0)")
    storage.query("INSERT INTO seat_accounts (match_id, seat, account_id)"
                  " VALUES ('m1', 0, 'a'), ('m1', 1, 'b')")
    real = storage.transaction
    refusals = []

    def refusing(statements: list[tuple[str, tuple[Any, ...]]]) -> None:
        if not refusals:
            refusals.append(1)
            raise StorageDown("the database is unavailable: disk full")
        real(statements)

    storage.transaction = refusing  # type: ignore[method-assign]
    result = outcome(("sheriff", "outlaw", "outlaw", "renegade"), {0})
    ratings.submit("m1", result).result(10)
    assert set(ratings.pending) == {"m1"} and ratings.failures == 1
    assert storage.query("SELECT COUNT(*) FROM ratings") == [(0,)]
    # Later (the sweep, or the database back), with the outcome kept from the finish
    # (the stored match here has no record to read it from).
    ratings.retry()
    ratings.drain()
    assert ratings.pending == {}
    assert storage.query("SELECT COUNT(*) FROM results WHERE rated = 1") == [(2,)]
    ratings.submit("m1", result).result(10)  # done already: nothing changes
    assert storage.query("SELECT games FROM ratings WHERE account_id = 'a'"
                         " AND band = 'all'") == [(1,)]
    ratings.close()
    storage.close()


def test_a_server_started_again_rates_the_finished_matches_left_unrated(
        tmp_path: Path) -> None:
    db = tmp_path / "bang.sqlite3"
    live = LiveServer(db, SETTINGS)
    try:
        ann, bea = Browser(live.url), Browser(live.url)
        ann.sign_up("Ann")
        bea.sign_up("Bea")
        played = forced_match(live, ann, bea)
        # As if the server had stopped before rating it.
        live.lobby.storage.query("DELETE FROM results")
        live.lobby.storage.query("DELETE FROM ratings")
    finally:
        live.stop()
    live = LiveServer(db, SETTINGS)
    try:
        live.lobby.ratings.drain()
        [match] = Browser(live.url).get("/api/players/Ann").body["matches"]
        assert match["match_id"] == played["match_id"] and match["rated"] is True
        assert match["rating_change"] > 0
    finally:
        live.stop()


def settle_one(tmp_path: Path, roles: tuple[str, ...], winners: set[int],
               kinds: tuple[str, ...]) -> dict[str, float]:
    """Rate one outcome with accounts ``a`` at seat 0 and ``b`` at seat 1: their new
    mu in the match's band."""
    storage = open_sqlite(tmp_path / "one.sqlite3")
    ratings = Ratings(storage, SETTINGS)
    storage.query("INSERT INTO accounts (id, name, name_key, password, created)"
                  " VALUES ('a', 'A', 'a', 'x', 0), ('b', 'B', 'b', 'x', 0)")
    storage.query("INSERT INTO seat_accounts (match_id, seat, account_id)"
                  " VALUES ('m1', 0, 'a'), ('m1', 1, 'b')")
    ratings.settle(outcome(roles, winners, kinds))
    found = {str(a): float(mu) for a, mu in storage.query(
        "SELECT account_id, mu FROM ratings WHERE band <> 'all'")}
    ratings.close()
    storage.close()
    return found


def test_a_lone_renegade_who_loses_beside_a_bigger_losing_team_goes_down(
        tmp_path: Path) -> None:
    # The Outlaws (two normal bots) win; the Renegade (a) loses, and so does the law:
    # the Sheriff (b) with a normal Deputy bot, a team of two.
    roles = ("renegade", "sheriff", "outlaw", "outlaw", "deputy")
    mu = settle_one(tmp_path, roles, {2, 3}, ("human", "human", "normal", "normal",
                                               "normal"))
    assert mu["a"] < MU and mu["b"] < MU


def test_one_account_alone_in_a_team_moves_exactly_as_openskill_moves_it(
        tmp_path: Path) -> None:
    from openskill.models import PlackettLuce

    roles = ("sheriff", "renegade", "outlaw", "outlaw")
    mu = settle_one(tmp_path, roles, {0}, ("human", "human", "easy", "easy"))
    model = PlackettLuce()
    easy = ANCHORS["cards"]["easy"]
    expected = model.rate([[model.rating()], [model.rating()],
                           [model.create_rating([easy, 1.0])]], ranks=[1, 2, 2])
    assert mu["a"] == pytest.approx(expected[0][0].mu)
    assert mu["b"] == pytest.approx(expected[1][0].mu)
