"""The project's disk cache: results that are deterministic given their inputs, kept in
`<project>/.cache/` (git-ignored, never outside the repository).

Every entry is keyed by a hash of everything it depends on: the input data (the
dataset's version, a frame's content) and the source of the modules that compute
it, so an edit to either makes a new key. A missing, unreadable or unwritable cache
is never an error: the value is computed again. `TRAINIUM_REPORT_NO_CACHE=1` turns
it off.
"""
from __future__ import annotations

import hashlib
import os
import pickle
import shutil
import sys
import tempfile
from functools import lru_cache
from importlib import metadata
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent
CACHE_DIR = PROJECT / ".cache"


def enabled() -> bool:
    return os.environ.get("TRAINIUM_REPORT_NO_CACHE", "") in ("", "0")


#: the libraries whose versions a cached result depends on (fits: numpy, pandas, scipy; reports: the rest)
LIBRARIES = ("numpy", "pandas", "scipy", "matplotlib", "nbconvert", "nbformat", "papermill", "weasyprint", "ipykernel")


@lru_cache(maxsize=1)
def code_version() -> str:
    """The one code part of every cache key: the package's source (.py and .css, every module:
    no list to keep in step), the versions of `LIBRARIES` and Python's."""
    h = hashlib.sha256()
    package = Path(__file__).resolve().parent
    for p in sorted(package.rglob("*")):
        if p.suffix in (".py", ".css") and "__pycache__" not in p.parts:
            h.update(str(p.relative_to(package)).encode())
            h.update(p.read_bytes())
    for lib in LIBRARIES:
        try:
            h.update(f"{lib}={metadata.version(lib)}".encode())
        except metadata.PackageNotFoundError:
            pass
    h.update(sys.version.encode())
    return h.hexdigest()[:16]


def key(*parts) -> str:
    h = hashlib.sha256()
    for p in parts:
        h.update(repr(p).encode())
        h.update(b"\0")
    return h.hexdigest()[:24]


def _path(kind: str, k: str) -> Path:
    return CACHE_DIR / kind / f"{k}.pickle"


def get(kind: str, k: str):
    """The cached value, or None."""
    if not enabled():
        return None
    try:
        with open(_path(kind, k), "rb") as fh:
            return pickle.load(fh)
    except Exception:
        return None


def put(kind: str, k: str, value) -> None:
    """Write atomically (a temporary file renamed), so a reader never sees half an entry."""
    if not enabled():
        return
    path = _path(kind, k)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        with os.fdopen(fd, "wb") as fh:
            pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
        prune(path.parent)
    except Exception:
        try:
            os.unlink(tmp)  # type: ignore[possibly-undefined]
        except Exception:
            pass


KEEP = 40   # entries kept per kind: the newest (tests and edited data make new ones)


def prune(folder: Path, keep: int = KEEP) -> None:
    """Remove all but the `keep` newest entries (files or folders) of one kind."""

    try:
        entries = sorted((p for p in folder.iterdir() if not p.name.startswith(".tmp-")),
                         key=lambda p: p.stat().st_mtime, reverse=True)
    except OSError:
        return
    for old in entries[keep:]:
        if old.is_dir():
            shutil.rmtree(old, ignore_errors=True)
        else:
            old.unlink(missing_ok=True)


def cached(kind: str, k: str, compute):
    """get, or compute and put."""
    value = get(kind, k)
    if value is None:
        value = compute()
        put(kind, k, value)
    return value
