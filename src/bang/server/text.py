"""Plain text from people: seat names, account names, chat lines, report reasons."""

from __future__ import annotations

import unicodedata


def clean_text(text: str, limit: int) -> str:
    """Plain text for names and chat: NFC, no control or format characters (no escape
    sequences, no bidirectional overrides), whitespace collapsed, at most ``limit``
    characters.  Clients insert it as text, never as markup."""
    text = unicodedata.normalize("NFC", text)
    kept = "".join(ch if unicodedata.category(ch)[0] != "C" else " " for ch in text)
    return " ".join(kept.split())[:limit]
