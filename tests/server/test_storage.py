"""The storage interface on SQLite and on a real PostgreSQL: schema versions and
migrations, the append-only action log, and what a restart reads back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from bang.cards import CardConfig, CardGame
from bang.server.storage import SCHEMA_VERSION, SqlStorage, StorageError, open_storage


@pytest.fixture(params=["sqlite", "postgresql"])
def storage(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[SqlStorage]:
    if request.param == "sqlite":
        store = open_storage(str(tmp_path / "db" / "bang.sqlite3"))
    else:
        url = request.getfixturevalue("postgres_url")
        store = open_storage(url)
        for table in ("actions", "matches", "schema_version"):
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
