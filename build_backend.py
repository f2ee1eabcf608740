"""The package's build backend: setuptools, plus the pinned mypy (whose mypyc compiles
the engines) when the wheel is to be the compiled build.

A wheel (``pip install .``, ``python -m build``) is the compiled build wherever a C
compiler is found, since that build plays about twice as fast; ``BANG_MYPYC=0`` asks for
pure Python, ``BANG_MYPYC=1`` insists on compiling.  An editable install
(``pip install -e .``) is pure Python unless ``BANG_MYPYC=1``: edits to the sources must
take effect without a rebuild.  The choice is made here and handed to ``setup.py``
through ``BANG_MYPYC``, because each PEP 517 hook may run in a fresh process and the
requirements asked for must match what ``setup.py`` then builds.

mypy is pinned because its compiler's output and its internal errors change between
releases (2.4 failed on a ``reversed()`` loop over the event log and on
``cls.__new__(cls)``, both since rewritten); a new version is adopted by changing
``MYPY`` and running ``scripts/test_compiled.sh``.
"""

from __future__ import annotations

import os
import shutil
import sys
from typing import Any

from setuptools import build_meta as _setuptools
from setuptools.build_meta import (  # noqa: F401  (the rest of the PEP 517 interface)
    build_sdist,
    get_requires_for_build_sdist,
    prepare_metadata_for_build_editable,
    prepare_metadata_for_build_wheel,
)

#: The mypy (and so mypyc) release the compiled build is made and tested with.
MYPY = "mypy==2.4.1"


def _has_c_compiler() -> bool:
    compiler = os.environ.get("CC", "cc").split()
    return bool(compiler) and shutil.which(compiler[0]) is not None


def _choose(editable: bool, say: bool = False) -> bool:
    """Whether to compile, written to ``BANG_MYPYC`` for ``setup.py`` (same process)."""
    asked = os.environ.get("BANG_MYPYC")
    if asked in ("0", "1"):
        return asked == "1"
    compiled = not editable and _has_c_compiler()
    if say and not editable and not compiled:
        print("bang: no C compiler found: installing the pure-Python build", file=sys.stderr)
    os.environ["BANG_MYPYC"] = "1" if compiled else "0"
    return compiled


def _compiler(editable: bool) -> list[str]:
    return [MYPY] if _choose(editable) else []


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    return [*_setuptools.get_requires_for_build_wheel(config_settings), *_compiler(False)]


def get_requires_for_build_editable(config_settings: dict[str, Any] | None = None,
                                    ) -> list[str]:
    return [*_setuptools.get_requires_for_build_editable(config_settings), *_compiler(True)]


def build_wheel(wheel_directory: str, config_settings: dict[str, Any] | None = None,
                metadata_directory: str | None = None) -> str:
    _choose(editable=False, say=True)
    name: str = _setuptools.build_wheel(wheel_directory, config_settings, metadata_directory)
    return name


def build_editable(wheel_directory: str, config_settings: dict[str, Any] | None = None,
                   metadata_directory: str | None = None) -> str:
    _choose(editable=True)
    name: str = _setuptools.build_editable(wheel_directory, config_settings,
                                           metadata_directory)
    return name
