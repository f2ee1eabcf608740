"""The source package and the wheel build, and each installs into a clean environment
where ``bang play --help`` and ``bang serve --help`` run.

``python -m build`` makes the wheel from the source package, so a file the build needs
but the sdist leaves out (``build_backend.py`` once was) fails here.  Everything is
installed offline from a wheel cache in ``.wheels/deps`` (filled once, by ``pip
download``, with the build tools and the one runtime dependency), so the test needs the
network only the first time.  The artefacts are the pure-Python build (``BANG_MYPYC=0``):
compiling takes minutes, and ``scripts/test_compiled.sh`` tests the compiled build.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import venv
import zipfile
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: What building and installing the pure-Python artefacts fetch: the build system named
#: in pyproject.toml, and the runtime dependency with its own.
NEEDED = ["setuptools>=77", "wheel", "rich>=13.0"]


def _run(args: list[str], cwd: Path, env: dict[str, str] | None = None,
         timeout: float = 150) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=timeout, check=False)
    assert done.returncode == 0, f"{' '.join(args)}\n{done.stdout}\n{done.stderr}"
    return done


def _offline(wheels: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    env.update(PIP_NO_INDEX="1", PIP_FIND_LINKS=str(wheels), PIP_DISABLE_PIP_VERSION_CHECK="1",
               BANG_MYPYC="0", PYTHONNOUSERSITE="1")
    env.pop("PYTHONPATH", None)
    return env


@pytest.fixture(scope="module")
def wheels() -> Path:
    """The wheel cache: complete already (offline), or filled from the index once."""
    cache = ROOT / ".wheels" / "deps"
    cache.mkdir(parents=True, exist_ok=True)
    pip = [sys.executable, "-m", "pip", "download", "-q", "-d", str(cache)]
    local = subprocess.run([*pip, "--no-index", "--find-links", str(cache), *NEEDED],
                           capture_output=True, text=True, check=False, timeout=120)
    if local.returncode != 0:
        fetched = subprocess.run([*pip, *NEEDED], capture_output=True, text=True,
                                 check=False, timeout=300)
        if fetched.returncode != 0:
            pytest.skip(f"no wheel cache in {cache} and no package index to fill it from")
    return cache


@pytest.fixture(scope="module")
def artefacts(wheels: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    # A copy as a fresh clone has it: a working tree's src/bang.egg-info would hand the
    # source package the file list of an earlier build and hide a missing file.
    source = tmp_path_factory.mktemp("clone") / "bang"
    shutil.copytree(ROOT, source, symlinks=True, ignore=shutil.ignore_patterns(
        ".git", ".venv*", ".wheels", "*.egg-info", "build", "dist", "__pycache__", ".*_cache",
        ".hypothesis", "data", "records", "site", "test-artifacts", "node_modules"))
    out = tmp_path_factory.mktemp("dist")
    _run([sys.executable, "-m", "build", "--outdir", str(out), str(source)], cwd=source,
         env=_offline(wheels))
    sdists, built = sorted(out.glob("bang-*.tar.gz")), sorted(out.glob("bang-*.whl"))
    assert len(sdists) == 1 and len(built) == 1, sorted(out.iterdir())
    return {"sdist": sdists[0], "wheel": built[0]}


def test_the_sdist_holds_what_building_needs(artefacts: dict[str, Path]) -> None:
    with tarfile.open(artefacts["sdist"]) as tar:
        names = {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}
    for needed in ("build_backend.py", "setup.py", "pyproject.toml", "LICENSE", "README.md",
                   "src/bang/cli/main.py", "src/bang/i18n/en.json"):
        assert needed in names


def test_the_wheel_carries_the_licence_and_the_data(artefacts: dict[str, Path]) -> None:
    with zipfile.ZipFile(artefacts["wheel"]) as wheel:
        names = wheel.namelist()
        metadata = wheel.read(next(n for n in names if n.endswith(".dist-info/METADATA")))
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert "bang/i18n/zh-Hant.json" in names and "bang/py.typed" in names
    # Every language's two catalogues and its term table, and the plural rules.
    from bang.i18n import LANGUAGES

    for lang in LANGUAGES:
        assert f"bang/i18n/{lang}.json" in names and f"bang/i18n/web/{lang}.json" in names
        if lang not in ("en", "zh-Hant", "zh-Hans"):
            assert f"bang/i18n/terms/{lang}.json" in names, lang
    assert "bang/i18n/plural_rules.py" in names
    text = metadata.decode()
    assert "Classifier: Natural Language :: Italian" in text
    assert "License-Expression: MIT" in text
    assert "Classifier: Programming Language :: Python :: 3.11" in text
    assert "Project-URL" not in text  # none is invented


@pytest.mark.parametrize("kind", ["sdist", "wheel"])
def test_each_artefact_installs_and_runs(kind: str, artefacts: dict[str, Path], wheels: Path,
                                         tmp_path: Path) -> None:
    env_dir = tmp_path / "env"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    python = env_dir / "bin" / "python"
    offline = _offline(wheels)
    _run([str(python), "-m", "pip", "install", "-q", str(artefacts[kind])], cwd=tmp_path,
         env=offline)
    # From a directory without src/: only the installed package can be imported.
    where = _run([str(python), "-c", "import bang; print(bang.__file__)"], cwd=tmp_path,
                 env=offline).stdout
    assert str(env_dir) in where
    for command in ("play", "serve"):
        shown = _run([str(env_dir / "bin" / "bang"), command, "--help"], cwd=tmp_path,
                     env=offline).stdout
        assert f"bang {command}" in shown


@pytest.fixture
def backend(monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.syspath_prepend(str(ROOT))
    monkeypatch.delenv("BANG_MYPYC", raising=False)
    import build_backend

    return build_backend


def test_a_wheel_is_the_compiled_build_where_a_c_compiler_is(
        backend: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        tmp_path: Path) -> None:
    """``pip install .`` gives the faster build; the requirement for mypy is asked only
    then, and setup.py learns the choice through BANG_MYPYC."""
    fake_cc = tmp_path / "cc"
    fake_cc.write_text("#!/bin/sh\n")
    fake_cc.chmod(0o755)
    monkeypatch.setenv("CC", str(fake_cc))
    assert backend._compiler(False) == [backend.MYPY]
    assert os.environ["BANG_MYPYC"] == "1"
    monkeypatch.delenv("BANG_MYPYC")
    assert backend._compiler(True) == []  # editable: pure
    assert os.environ["BANG_MYPYC"] == "0"
    monkeypatch.setenv("BANG_MYPYC", "0")
    assert backend._compiler(False) == []  # asked for pure
    assert capsys.readouterr().err == ""


def test_without_a_c_compiler_the_wheel_is_pure_python_and_says_so(
        backend: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        tmp_path: Path) -> None:
    monkeypatch.setenv("CC", str(tmp_path / "no-such-cc"))
    assert backend._choose(editable=False, say=True) is False
    assert os.environ["BANG_MYPYC"] == "0"
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["bang: no C compiler found: installing the pure-Python build"]
