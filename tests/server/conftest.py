"""Fixtures for the server tests: an app over a temporary SQLite file, a real uvicorn
on a free 127.0.0.1 port (in a thread, so tests can also reach the lobby), and a
throwaway PostgreSQL cluster."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("uvicorn")
pytest.importorskip("websockets")

from server_helpers import FAST, LiveServer, free_port


@pytest.fixture
def live(tmp_path: Path) -> Iterator[LiveServer]:
    server = LiveServer(tmp_path / "bang.sqlite3", FAST)
    yield server
    server.stop()


# --- PostgreSQL ---------------------------------------------------------------------------
def _pg_bindir() -> Path | None:
    config = shutil.which("pg_config")
    if config:
        out = subprocess.run([config, "--bindir"], capture_output=True, text=True).stdout
        path = Path(out.strip())
        if (path / "initdb").exists():
            return path
    root = Path("/usr/lib/postgresql")
    if root.is_dir():
        for version in sorted(root.iterdir(), reverse=True):
            if (version / "bin" / "initdb").exists():
                return version / "bin"
    return None


def _unavailable(reason: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"PostgreSQL tests cannot run in CI: {reason}")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A throwaway PostgreSQL cluster on a free loopback port (about a second)."""
    pytest.importorskip("psycopg")
    bindir = _pg_bindir()
    if bindir is None:
        _unavailable("PostgreSQL is not installed (apt-get install postgresql)")
        return
    as_root = os.geteuid() == 0
    if as_root and shutil.which("runuser") is None:
        _unavailable("running as root without runuser")
    base = Path(tempfile.mkdtemp(prefix="bang-pg-"))
    prefix: list[str] = []
    if as_root:
        shutil.chown(base, "postgres", "postgres")
        prefix = ["runuser", "-u", "postgres", "--"]
    port = free_port()
    data, logfile = base / "data", base / "log"
    try:
        subprocess.run([*prefix, str(bindir / "initdb"), "-D", str(data), "-A", "trust",
                        "-U", "bang"], check=True, capture_output=True)
        subprocess.run([*prefix, str(bindir / "pg_ctl"), "-D", str(data), "-w", "-l",
                        str(logfile), "-o",
                        f"-p {port} -k {base} -c listen_addresses=127.0.0.1", "start"],
                       check=True, capture_output=True)
    except (subprocess.CalledProcessError, OSError) as exc:
        shutil.rmtree(base, ignore_errors=True)
        detail = getattr(exc, "stderr", b"") or b""
        _unavailable(f"cannot start a PostgreSQL cluster: {exc} {detail[-300:]!r}")
        return
    try:
        yield f"postgresql://bang@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run([*prefix, str(bindir / "pg_ctl"), "-D", str(data), "-m", "fast",
                        "stop"], capture_output=True)
        shutil.rmtree(base, ignore_errors=True)
