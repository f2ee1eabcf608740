"""The storage interface on SQLite and on a real PostgreSQL: schema versions and
migrations, the append-only action log, and what a restart reads back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from bang.cards import CardConfig, CardGame
from bang.server.storage import (
    CHAT_KEEP,
    MIGRATIONS,
    SCHEMA_VERSION,
    ChatLine,
    SqlStorage,
    StorageError,
    open_sqlite,
    open_storage,
)


@pytest.fixture(params=["sqlite", "postgresql"])
def storage(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[SqlStorage]:
    if request.param == "sqlite":
        store = open_storage(str(tmp_path / "db" / "bang.sqlite3"))
    else:
        url = request.getfixturevalue("postgres_url")
        store = open_storage(url)
        for table in ("health", "chat", "actions", "matches", "schema_version", "accounts",
                      "sessions", "seat_accounts", "match_hosts", "results", "ratings",
                      "blocks", "mutes", "reports"):
            store._run(f"DROP TABLE IF EXISTS {table}")
        store.migrate()
    yield store
    store.close()


def test_a_new_database_is_migrated_to_the_current_schema(storage: SqlStorage) -> None:
    assert storage.schema_version() == SCHEMA_VERSION
    storage.migrate()  # idempotent
    assert storage.schema_version() == SCHEMA_VERSION


def test_a_database_from_a_newer_server_is_refused(storage: SqlStorage) -> None:
    storage._run("UPDATE schema_version SET version = ?", (SCHEMA_VERSION + 1,))
    with pytest.raises(StorageError, match="upgrade the server"):
        storage.migrate()
    storage._run("UPDATE schema_version SET version = ?", (SCHEMA_VERSION,))


def test_a_running_match_reads_back_with_its_actions_in_order(storage: SqlStorage) -> None:
    game = CardGame.new(CardConfig(players=4), seed=2**127 + 5)
    storage.create_match("m1", "cards", "open", {"seats": [], "public": True})
    storage.update_match("m1", status="running", initial=game.to_record())
    texts = []
    for index in range(12):
        action = game.legal_actions()[0]
        storage.append_action("m1", index, game.pending.seat, action.format(), 1.0 + index)
        texts.append(action.format())
        game.apply(action)
    [stored] = storage.load_unfinished()
    assert stored.match_id == "m1" and stored.status == "running"
    assert stored.actions == texts
    assert stored.initial is not None and stored.initial["seed"] == 2**127 + 5
    rebuilt = CardGame.from_record({**stored.initial, "actions": stored.actions})
    assert rebuilt.digest() == game.digest()


def test_an_action_index_is_written_once(storage: SqlStorage) -> None:
    storage.create_match("m2", "dice", "running", {})
    storage.append_action("m2", 0, 1, "stop", 1.0)
    with pytest.raises(Exception):  # noqa: B017 - each driver has its own IntegrityError
        storage.append_action("m2", 0, 2, "pass", 2.0)
    assert storage.load("m2") is not None


def test_finished_matches_keep_their_record_and_are_not_restored(storage: SqlStorage) -> None:
    storage.create_match("m3", "cards", "running", {"x": 1})
    storage.update_match("m3", status="finished", final={"format": "bang-record/1"})
    assert storage.load_unfinished() == []
    stored = storage.load("m3")
    assert stored is not None and stored.final == {"format": "bang-record/1"}
    assert stored.meta == {"x": 1}
    assert storage.load("nope") is None


def test_an_unknown_database_url_is_refused() -> None:
    with pytest.raises(StorageError, match="unknown database URL"):
        open_storage("mysql://x")


def test_the_chat_keeps_only_the_latest_lines_in_order(storage: SqlStorage) -> None:
    storage.create_match("m4", "cards", "open", {})
    storage.create_match("m5", "cards", "open", {})
    for index in range(CHAT_KEEP + 30):
        storage.append_chat("m4", ChatLine(index, index % 3 or None, f"N{index}",
                                           f"line {index}", 1_000 * index + 7))
    storage.append_chat("m5", ChatLine(0, None, "Spectator", "other table", 5))
    lines = storage.load_chat("m4")
    assert [line.text for line in lines] == [f"line {i}" for i in range(30, CHAT_KEEP + 30)]
    assert lines[0] == ChatLine(30, None, "N30", "line 30", 30_007)  # 30 % 3 == 0: a spectator
    assert lines[1].seat == 1 and lines[1].time_ms == 31_007
    assert storage.load_chat("m4", 2) == lines[-2:]
    # Old lines are deleted, not only hidden: the table never grows past the limit.
    (count,) = storage._run("SELECT COUNT(*) FROM chat WHERE match_id = ?", ("m4",))[0]
    assert count == CHAT_KEEP
    assert [line.text for line in storage.load_chat("m5")] == ["other table"]
    assert storage.load_chat("nope") == []


def test_a_version_1_database_is_migrated_and_keeps_its_matches(tmp_path: Path) -> None:
    """A database written by the server before the chat table existed."""
    path = tmp_path / "old.sqlite3"
    import sqlite3

    db = sqlite3.connect(path)
    db.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    db.execute("INSERT INTO schema_version (version) VALUES (1)")
    for statement in MIGRATIONS[0]:
        db.execute(statement)
    db.execute("INSERT INTO matches (id, game, status, created, updated, meta)"
               " VALUES ('old', 'dice', 'open', 1.0, 1.0, '{}')")
    db.commit()
    db.close()
    store = open_sqlite(path)
    try:
        assert store.schema_version() == SCHEMA_VERSION == 4
        assert [m.match_id for m in store.load_unfinished()] == ["old"]
        store.append_chat("old", ChatLine(0, 0, "Ann", "hello", 1))
        assert store.load_chat("old") == [ChatLine(0, 0, "Ann", "hello", 1)]
    finally:
        store.close()
