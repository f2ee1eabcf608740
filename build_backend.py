"""The package's build backend: setuptools, asking for the pinned mypy (whose mypyc
compiles the engines) only when ``BANG_MYPYC=1`` requests the compiled build.

mypy is pinned because its compiler's output and its internal errors change between
releases (2.4 failed on a ``reversed()`` loop over the event log and on
``cls.__new__(cls)``, both since rewritten); a new version is adopted by changing
``MYPY`` and running ``scripts/test_compiled.sh``.
"""

from __future__ import annotations

import os
from typing import Any

from setuptools import build_meta as _setuptools
from setuptools.build_meta import (  # noqa: F401  (the rest of the PEP 517 interface)
    build_editable,
    build_sdist,
    build_wheel,
    get_requires_for_build_sdist,
    prepare_metadata_for_build_editable,
    prepare_metadata_for_build_wheel,
)

#: The mypy (and so mypyc) release the compiled build is made and tested with.
MYPY = "mypy==2.4.1"


def _compiler() -> list[str]:
    return [MYPY] if os.environ.get("BANG_MYPYC") == "1" else []


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    return [*_setuptools.get_requires_for_build_wheel(config_settings), *_compiler()]


def get_requires_for_build_editable(config_settings: dict[str, Any] | None = None,
                                    ) -> list[str]:
    return [*_setuptools.get_requires_for_build_editable(config_settings), *_compiler()]
