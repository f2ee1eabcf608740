"""Output for the ``bang`` command: tables, key/value blocks, a progress bar, errors.

``rich`` is an optional extra (``[cli]``): when it is importable the command draws real
tables and a live progress bar, otherwise it prints aligned plain text, so the engines
and the simulator never need it.  ``BANG_PLAIN=1`` forces plain text (logs, scripts).
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

#: ``update(done, total)``, as :func:`bang.sim.simulate` calls its progress hook.
Update = Callable[[int, int], None]


def rich_enabled() -> bool:
    return not os.environ.get("BANG_PLAIN") and importlib.util.find_spec("rich") is not None


def print_table(title: str, headers: Sequence[str], rows: Sequence[Sequence[str]],
                right: Sequence[int] = (), whole: Sequence[int] = ()) -> None:
    """A titled table; columns whose index is in ``right`` are right-aligned (numbers),
    and those in ``whole`` are never cut or wrapped on a narrow terminal (names)."""
    if rich_enabled():
        from rich.console import Console
        from rich.table import Table

        table = Table(title=title, title_justify="left")
        for index, header in enumerate(headers):
            widest = max([len(r[index]) for r in rows], default=0)
            table.add_column(header, justify="right" if index in right else "left",
                             no_wrap=index in whole,
                             min_width=widest if index in whole else None)
        for row in rows:
            table.add_row(*row)
        Console().print(table)
        return
    widths = [max([len(h), *(len(r[i]) for r in rows)]) for i, h in enumerate(headers)]

    def line(cells: Sequence[str]) -> str:
        return "  ".join(c.rjust(w) if i in right else c.ljust(w)
                         for i, (c, w) in enumerate(zip(cells, widths, strict=True))).rstrip()

    print(title)
    print(line(headers))
    print(line(["-" * w for w in widths]))
    for row in rows:
        print(line(row))
    print()


def print_line(text: str) -> None:
    print(text)


def print_error(message: str) -> None:
    """``bang: error: ...`` on stderr, the form argparse uses for its own errors."""
    print(f"bang: error: {message}", file=sys.stderr)


def print_warning(message: str) -> None:
    print(f"bang: warning: {message}", file=sys.stderr)


@contextmanager
def progress(total: int, description: str) -> Iterator[Update]:
    """A progress bar on stderr while the block runs; silent when stderr is not a
    terminal, so redirected output and tests see only the results."""
    if not sys.stderr.isatty():
        yield lambda done, total: None
        return
    if rich_enabled():
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )

        columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                   TimeElapsedColumn(), TimeRemainingColumn())
        with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
            task = bar.add_task(description, total=total)
            yield lambda done, total: bar.update(task, completed=done)
        return

    def update(done: int, total: int) -> None:
        sys.stderr.write(f"\r{description}: {done}/{total} ({done / total:.0%})")
        sys.stderr.flush()

    try:
        yield update
    finally:
        sys.stderr.write("\n")


def percent(value: float) -> str:
    return f"{value:.1%}"


def number(value: float, digits: int = 0) -> str:
    return f"{value:,.{digits}f}"
