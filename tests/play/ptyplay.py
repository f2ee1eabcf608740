"""Driving the real ``bang play`` in a pseudo-terminal: each prompt is recognised by its
words in any language, answered, and the whole output kept for the assertions."""

from __future__ import annotations

import io
import os
import re
import shutil
import sys
from collections.abc import Callable

import pytest

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")
#: Prompt name → what ends it on screen, in the three languages.
PROMPTS = {
    "choice": r"(?:Your choice|你的選擇|你的选择) ?[(（]([^)）]*)[)）](?:: |：)",
    "enter": r"(?:Press Enter to go on|按Enter繼續|按Enter继续)(?:: |：)",
    "watch": r"(?:Enter: watch|Enter：觀看|Enter：观看)[^\n]*(?:: |：)",
    "handover": r"(?:Pass the keyboard|請把鍵盤|请把键盘)[^\n]*",
    "confirm": r"(?:\(y/n\)|（是/否）) ",
    "saved": r"(?:Record saved to|記錄已儲存：|记录已保存：) ?(\S+)\r?\n",
}


def plain(text: str) -> str:
    """``text`` without colours and cursor codes."""
    return ANSI.sub("", text).replace("\r", "")


class PtyGame:
    """One ``bang`` process in a pseudo-terminal of ``rows`` × ``cols``."""

    def __init__(self, args: list[str], rows: int = 50, cols: int = 140,
                 env: dict[str, str] | None = None,
                 extra: dict[str, str] | None = None) -> None:
        pexpect = pytest.importorskip("pexpect")
        exe = shutil.which("bang", path=os.path.dirname(sys.executable))
        if exe is None:
            pytest.skip("the bang console script is not installed")
        full_env = dict(os.environ, COLUMNS=str(cols), LINES=str(rows), TERM="xterm")
        full_env.pop("BANG_COMMAND", None)
        full_env.update(env or {})
        self.pexpect = pexpect
        self.child = pexpect.spawn(exe, args, env=full_env, encoding="utf-8", timeout=30,
                                   dimensions=(rows, cols))
        self.raw: list[str] = []
        self.prompts = {**(extra or {}), **PROMPTS}
        self.names = list(self.prompts)
        self.last = ""

    def next(self) -> tuple[str, str]:
        """Wait for the next prompt: its name (``"eof"`` at the end) and what it captured."""
        patterns = [self.prompts[n] for n in self.names] + [self.pexpect.EOF]
        index = self.child.expect(patterns)
        self.raw.append((self.child.before or "") + (self.child.after
                                                     if isinstance(self.child.after, str)
                                                     else ""))
        if index == len(self.names):
            return "eof", ""
        match = self.child.match
        self.last = self.names[index]
        return self.last, match.group(1) if match.groups() else ""

    def send(self, text: str) -> None:
        self.child.sendline(text)

    @property
    def output(self) -> str:
        return "".join(self.raw)

    @property
    def text(self) -> str:
        return plain(self.output)

    def play_to_end(self, answer: Callable[[str, str], str] | None = None,
                    limit: int = 4000) -> str | None:
        """Answer every prompt (by default: 1, Enter, watch) until the record is saved;
        returns the record's path."""
        saved = None
        for _ in range(limit):
            name, captured = self.next()
            if name == "eof":
                return saved
            if name == "saved":
                saved = captured
                continue
            self.send(answer(name, captured) if answer is not None else default_answer(name))
        raise AssertionError("the game did not end")


def default_answer(name: str) -> str:
    return {"choice": "1", "confirm": "y"}.get(name, "")


class Answers(io.StringIO):
    """An input stream giving ``script`` first, then ``fallback`` for ever (or EOF)."""

    def __init__(self, script: list[str], fallback: str | None = "1") -> None:
        super().__init__()
        self.script = list(script)
        self.fallback = fallback

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        if self.script:
            return self.script.pop(0) + "\n"
        return "" if self.fallback is None else self.fallback + "\n"
