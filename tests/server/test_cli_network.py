"""The README's walk-through as a test: `bang serve` in one process, `bang host` and two
`bang join --bot` in others play a match to the end; both client commands end with one
clear line when the server is unreachable or refuses."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
from pathlib import Path

from server_helpers import free_port, start_server

from bang.server.client import http

BANG = [sys.executable, "-m", "bang.cli.main"]


def bang(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*BANG, *args], capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)


def test_host_and_two_remote_bots_play_a_match_to_the_end(tmp_path: Path) -> None:
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    server = start_server(tmp_path / "bang.sqlite3", port)
    try:
        hosted = bang("host", url, "--game", "cards", "--players", "4", "--bots", "2:random")
        assert hosted.returncode == 0, hosted.stderr
        match_id = re.search(r"match (\S+)", hosted.stdout)
        assert match_id is not None and "invite link: http" in hosted.stdout
        joins = [subprocess.Popen([*BANG, "join", url, match_id.group(1), "--bot", "random",
                                   "--name", f"Bot{k}"], stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True)
                 for k in range(2)]
        for process in joins:
            out, err = process.communicate(timeout=60)
            assert process.returncode == 0, err
            assert "game over; winners:" in out and "/record" in out
        # The record downloads as the file `bang replay` reads.
        record_url = re.search(r"record: (\S+)", out)
        assert record_url is not None
        record = tmp_path / "match.json"
        record.write_text(json.dumps(http(record_url.group(1), "GET", "")), encoding="utf-8")
        replayed = bang("replay", str(record))
        assert replayed.returncode == 0 and "over; winners" in replayed.stdout
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(10)


def test_the_clients_say_clearly_when_the_server_is_unreachable_or_refuses(
        tmp_path: Path) -> None:
    nowhere = f"http://127.0.0.1:{free_port()}"
    hosted = bang("host", nowhere)
    assert hosted.returncode == 2 and "unreachable" in hosted.stderr
    assert "Traceback" not in hosted.stderr
    joined = bang("join", nowhere, "abc", "--bot", "random")
    assert joined.returncode == 2 and "cannot reach" in joined.stderr
    port = free_port()
    server = start_server(tmp_path / "bang.sqlite3", port)
    try:
        refused = bang("join", f"http://127.0.0.1:{port}", "no-such-match", "--bot", "random")
        assert refused.returncode == 2 and "not_found" in refused.stderr
        bad = bang("host", f"http://127.0.0.1:{port}", "--option", "auto_forced=true")
        assert bad.returncode == 2 and "auto_forced" in bad.stderr
        hosted = bang("host", f"http://127.0.0.1:{port}", "--players", "3", "--bots", "1")
        match_id = re.search(r"match (\S+)", hosted.stdout)
        assert match_id is not None
        stranger = bang("join", f"http://127.0.0.1:{port}", match_id.group(1), "--bot",
                        "random", "--token", "x" * 32)
        assert stranger.returncode == 2 and "unauthorized" in stranger.stderr
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(10)


def test_join_without_the_websocket_library_refuses_before_taking_a_seat(
        tmp_path: Path) -> None:
    """Without the ``cli`` (or ``server``) extra ``bang join`` took a seat, then failed on
    ``No module named 'websockets'`` and left the seat taken."""
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    server = start_server(tmp_path / "bang.sqlite3", port)
    try:
        hosted = bang("host", url, "--players", "3", "--bots", "1")
        found = re.search(r"match (\S+)", hosted.stdout)
        assert found is not None
        match_id = found.group(1)
        before = http(url, "GET", f"/api/matches/{match_id}")
        code = ("import sys\nsys.modules['websockets'] = None\n"
                "from bang.cli.main import main\n"
                f"sys.exit(main(['join', {url!r}, {match_id!r}, '--name', 'Ann']))\n")
        joined = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                timeout=60, stdin=subprocess.DEVNULL)
        assert joined.returncode == 2, joined.stderr
        assert "websockets" in joined.stderr and "[cli]" in joined.stderr
        assert "Traceback" not in joined.stderr
        assert http(url, "GET", f"/api/matches/{match_id}") == before
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(10)


def test_a_chinese_host_and_seat_end_in_chinese_and_replay_the_record_url(
        tmp_path: Path) -> None:
    """``bang host --lang`` and ``bang join --lang zh-Hant`` speak Chinese to the end
    (the last lines were English), and ``bang replay`` opens the record address the
    seat is told to open (it refused a URL)."""
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    server = start_server(tmp_path / "bang.sqlite3", port)
    try:
        hosted = bang("host", url, "--players", "3", "--bots", "2:random", "--lang", "zh-Hant")
        assert hosted.returncode == 0, hosted.stderr
        found = re.search(r"對局 (\S+)", hosted.stdout)
        assert found is not None and "邀請連結：http" in hosted.stdout, hosted.stdout
        joined = bang("join", url, found.group(1), "--bot", "random", "--lang", "zh-Hant",
                      timeout=90)
        assert joined.returncode == 0, joined.stderr
        assert "遊戲結束；獲勝者：" in joined.stdout and "game over" not in joined.stdout
        record_url = re.search(r"紀錄：(\S+)", joined.stdout)
        assert record_url is not None and f"bang replay {record_url.group(1)}" in joined.stdout
        replayed = bang("replay", record_url.group(1))
        assert replayed.returncode == 0, replayed.stderr
        assert "over; winners" in replayed.stdout
        missing = bang("replay", f"{url}/api/matches/nope/record")
        assert missing.returncode == 2 and "HTTP 404" in missing.stderr
        assert "Traceback" not in missing.stderr
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(10)
