"""MkDocs hooks for the site (mkdocs.yml loads them).

The guides link to the code and the tests they describe (``[`play.legal_play`](../src/
bang/cards/play.py#L81)``), which reads well in the repository but names files the site
does not hold: the strict build would refuse every such link.  On the site, a link into
``src/``, ``tests/``, ``benchmarks/``, ``examples/`` or ``scripts/`` becomes a link to
that line of the repository when ``repo_url`` is set in mkdocs.yml, and otherwise its
text alone (the name it shows is already the object's).  Every other link is checked as
strictly as before.

Headings get the anchors GitHub gives them (lower case, punctuation dropped, each space
a hyphen, a repeated heading ``-1``, ``-2`` ...), which is what the guides' links were
written against.
"""

from __future__ import annotations

import re
from typing import Any

#: ``[text](../src/path.py#L12)`` from a page at the top of docs/ (``../`` is the root).
SOURCE_LINK = re.compile(
    r"\[([^\]]+)\]\(\.\./((?:src|tests|benchmarks|examples|scripts)/[^)#\s]+)(#L\d+)?\)")


def source_links(markdown: str, repo_url: str | None) -> str:
    """``markdown`` with its links into the source made site-safe."""
    def replace(match: re.Match[str]) -> str:
        text, path, line = match.group(1), match.group(2), match.group(3) or ""
        if repo_url:
            return f"[{text}]({repo_url.rstrip('/')}/blob/main/{path}{line})"
        return text

    return SOURCE_LINK.sub(replace, markdown)


#: The anchors given so far on the page being rendered.
_SEEN: set[str] = set()


def github_slug(value: str, separator: str = "-") -> str:
    """The anchor GitHub gives the heading ``value``, unique on its page."""
    slug = re.sub(r"[^\w\- ]", "", value.strip().lower()).replace(" ", "-")
    unique, number = slug, 0
    while unique in _SEEN:
        number += 1
        unique = f"{slug}-{number}"
    _SEEN.add(unique)
    return unique


def on_config(config: Any) -> Any:
    config["mdx_configs"].setdefault("toc", {})["slugify"] = github_slug
    return config


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    _SEEN.clear()
    return source_links(markdown, config.get("repo_url"))
