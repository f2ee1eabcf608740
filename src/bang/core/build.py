"""Which build of the engines runs (pure Python or compiled with mypyc), and the marker
for the compiled classes that other code may still subclass.

Pure Python: this module is never compiled, so it can say what the others are.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr
else:
    def mypyc_attr(*args: Any, **kwargs: Any) -> Any:
        """``mypy_extensions.mypyc_attr``, which only the compiler reads: at run time the
        engines need nothing outside the standard library."""
        return lambda cls: cls

#: The module whose form tells the build apart: the card game's rules and state.
_PROBE = "bang.cards.game"


def is_compiled() -> bool:
    """Whether the engines run compiled (an extension module, not a ``.py`` file)."""
    path = getattr(importlib.import_module(_PROBE), "__file__", "") or ""
    return not path.endswith(".py")


def build_name() -> str:
    """``"compiled (mypyc)"`` or ``"interpreted"``, as ``bang bench`` reports it."""
    return "compiled (mypyc)" if is_compiled() else "interpreted"


__all__ = ["build_name", "is_compiled", "mypyc_attr"]
