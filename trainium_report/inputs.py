"""The one way the project reads a file it is given (a scenario, a data CSV, datapackage.json, a
runs file, a model's config.json): a regular file only (a FIFO, a device or a folder would block,
never end or fail later; a symlink counts as what it points to), and never more than a limit."""
from __future__ import annotations

import os
import stat
from pathlib import Path


class InputError(ValueError):
    """A file the project cannot read as given; the message names the file and why."""


def kind_problem(path: Path) -> str | None:
    """None for a regular file (after symlinks); else what it is instead."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return "no such file"
    except OSError as exc:
        return f"cannot be read ({exc.strerror or exc})"
    if stat.S_ISREG(mode):
        return None
    what = ("a folder" if stat.S_ISDIR(mode) else "a FIFO (named pipe)" if stat.S_ISFIFO(mode)
            else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else "a socket" if stat.S_ISSOCK(mode)
            else "not a regular file")
    return f"{what}, not a regular file"


def read_bytes(path: str | Path, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; InputError otherwise."""
    path = Path(path)
    if problem := kind_problem(path):
        raise InputError(f"{path}: {problem}")
    try:
        with open(path, "rb") as fh:
            data = fh.read(limit + 1)
    except OSError as exc:
        raise InputError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    if len(data) > limit:
        raise InputError(f"{path}: more than {limit:,} bytes; at most {limit:,} are read")
    return data
