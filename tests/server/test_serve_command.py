"""`bang serve` as an operator meets it: a database it cannot write ends in one clear
line and status 2 (no traceback); the open-file limit is raised as far as the process
may, and the connection cap is kept below what the limit holds (with a note when it
cannot hold the cap asked for); ``--db-sync full`` syncs every commit."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from pathlib import Path

import pytest
from server_helpers import free_port

from bang.server.client import ServerError, http
from bang.server.storage import open_sqlite

BANG = [sys.executable, "-m", "bang.cli.main"]


def serve(db: Path, *extra: str, soft: int | None = None, hard: int | None = None
          ) -> tuple[subprocess.Popen[str], str]:
    """`bang serve` in its own process, with an open-file limit of its own."""
    def limits() -> None:
        if soft is not None:
            current = resource.getrlimit(resource.RLIMIT_NOFILE)
            resource.setrlimit(resource.RLIMIT_NOFILE,
                               (soft, hard if hard is not None else current[1]))

    port = free_port()
    process = subprocess.Popen([*BANG, "serve", "--port", str(port), "--db", str(db),
                                "--log-level", "warning", *extra],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               stdin=subprocess.DEVNULL, preexec_fn=limits)
    return process, f"http://127.0.0.1:{port}"


def wait_up(process: subprocess.Popen[str], url: str) -> None:
    deadline = time.monotonic() + 40
    while True:
        try:
            if http(url, "GET", "/api/health", timeout=1)["status"] == "ok":
                return
        except ServerError:
            pass
        assert process.poll() is None, process.communicate()[1]
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.1)


def soft_limit_of(pid: int) -> int:
    for line in Path(f"/proc/{pid}/limits").read_text().splitlines():
        if line.startswith("Max open files"):
            return int(line.split()[3])
    raise AssertionError("no open-file limit in /proc")


def read_only(tmp_path: Path) -> tuple[Path, list[str]]:
    """A SQLite database on a read-only file system (root: a tmpfs mounted again read-
    only), or in a read-only file (anyone else); the commands that undo it."""
    where = tmp_path / "ro"
    where.mkdir()
    mounted = os.geteuid() == 0 and subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(where)],
        capture_output=True).returncode == 0
    db = where / "bang.sqlite3"
    open_sqlite(db).close()
    if mounted:
        subprocess.run(["mount", "-o", "remount,ro", str(where)], check=True)
        return db, ["umount", "-l", str(where)]
    for path in where.iterdir():
        path.chmod(0o444)
    where.chmod(0o555)
    return db, ["chmod", "-R", "u+w", str(where)]


def test_a_read_only_database_ends_in_one_clear_line(tmp_path: Path) -> None:
    db, undo = read_only(tmp_path)
    try:
        process, _ = serve(db)
        out, err = process.communicate(timeout=60)
        assert process.returncode == 2
        assert "cannot open the SQLite database" in err and str(db) in err
        assert "Traceback" not in err and "Traceback" not in out
    finally:
        subprocess.run(undo, capture_output=True)


def test_the_open_file_limit_is_raised_to_hold_the_connection_cap(tmp_path: Path) -> None:
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < 2000:
        pytest.skip(f"the hard open-file limit here is {hard}")
    process, url = serve(tmp_path / "bang.sqlite3", "--max-connections", "1500", soft=256)
    try:
        wait_up(process, url)
        assert soft_limit_of(process.pid) >= 1500
        assert http(url, "GET", "/api/metrics")["limits"]["max_connections"] == 1500
    finally:
        process.terminate()
        out, _ = process.communicate(timeout=30)
    assert "at most 1500 connections" in out


def test_a_low_hard_limit_lowers_the_cap_and_says_so(tmp_path: Path) -> None:
    process, url = serve(tmp_path / "bang.sqlite3", "--max-connections", "1500",
                         soft=200, hard=300)
    try:
        wait_up(process, url)
        assert soft_limit_of(process.pid) == 300
        assert http(url, "GET", "/api/metrics")["limits"]["max_connections"] == 300 - 64
    finally:
        process.terminate()
        _, err = process.communicate(timeout=30)
    assert "holds only 236 connections" in err


def test_db_sync_full_syncs_every_commit(tmp_path: Path) -> None:
    store = open_sqlite(tmp_path / "full.sqlite3", "full")
    try:
        assert store._db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    finally:
        store.close()
    store = open_sqlite(tmp_path / "normal.sqlite3")
    try:
        assert store._db.execute("PRAGMA synchronous").fetchone()[0] == 1  # NORMAL
    finally:
        store.close()


@pytest.mark.parametrize("value", ["99999", "65536", "0", "-1", "http"])
def test_a_port_out_of_range_is_refused_before_anything_is_announced(
        value: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``--port 99999`` was announced as :99999 while uvicorn listened elsewhere."""
    from bang.cli.main import main

    assert main(["serve", f"--port={value}"]) == 2
    err = capsys.readouterr().err
    assert "--port" in err and "Traceback" not in err
