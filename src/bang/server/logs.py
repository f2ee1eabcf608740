"""Structured logs: one JSON object per line, with the fields a record was given as
``extra`` (match id, seat, counts), so logs can be searched and aggregated."""

from __future__ import annotations

import json
import logging
import time
from typing import Any

#: Attributes every ``LogRecord`` has; anything else came in ``extra``.
_STANDARD = set(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {"message", "asctime"}


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
                    + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(), "logger": record.name,
            "event": record.getMessage(),
        }
        for key, value in vars(record).items():
            if key not in _STANDARD and not key.startswith("_"):
                entry[key] = value
        if record.exc_info:
            entry["error"] = self.formatException(record.exc_info)
        return json.dumps(entry, default=str, ensure_ascii=False)


def configure(level: str = "info") -> None:
    """Send the server's logs to stderr as JSON lines."""
    handler = logging.StreamHandler()
    handler.setFormatter(JsonFormatter())
    logger = logging.getLogger("bang.server")
    logger.handlers[:] = [handler]
    logger.setLevel(level.upper())
    logger.propagate = False
