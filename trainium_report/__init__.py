"""Sourced dataset, claim audit and cost scenarios for AWS Trainium/Inferentia
against GPU and TPU alternatives."""
__version__ = "0.1.0"

import atexit as _atexit
import os as _os
import shutil as _shutil
import stat as _stat
import sys as _sys
import tempfile as _tempfile
from pathlib import Path as _Path

# matplotlib keeps its font list in ~/.cache and ~/.config, IPython (a build's kernels) its profile in
# ~/.ipython, unless told otherwise: here a private temporary folder per process (removed when the process
# that made it ends; the kernels it starts inherit it; a value you set is kept), so no command writes into
# the home folder, and no library writes into a folder another process can plant a link in (matplotlib
# rewrites its font list in place, following a link there to whatever it points at).
# The font list takes a second to build, so it is kept in the project's own cache (git-ignored): copied
# in at start when it is a regular file there (never through a link), and a list built in the run copied
# back at exit by rename, which replaces a link or a FIFO put in its place rather than writing through it.
# A .cache this user cannot write (a read-only checkout), a symlink or a file is neither read nor written.
_CACHE = _Path(__file__).resolve().parent.parent / ".cache"
_FONTS = "matplotlib"                   # the project cache's folder for matplotlib's font list
_NOFOLLOW = getattr(_os, "O_NOFOLLOW", 0) | getattr(_os, "O_CLOEXEC", 0)


def _cache_dir(create: bool):
    """A descriptor of the project cache's font folder, opened without following a link at either step,
    or None when there is none this user may use."""
    fds = []
    try:
        fds.append(_os.open(_CACHE, _os.O_RDONLY | _os.O_DIRECTORY | _NOFOLLOW))
        if create:
            try:
                _os.mkdir(_FONTS, 0o755, dir_fd=fds[0])
            except FileExistsError:
                pass
        fds.append(_os.open(_FONTS, _os.O_RDONLY | _os.O_DIRECTORY | _NOFOLLOW, dir_fd=fds[0]))
        if not _os.access(_CACHE, _os.W_OK):
            return None
        return fds.pop()
    except OSError:
        return None
    finally:
        for fd in fds:
            _os.close(fd)


def _font_lists(fd: int) -> dict[str, bytes]:
    """name -> bytes of each regular `fontlist-*.json` in the folder `fd` (at most 16 MiB each); an entry
    that is a link, a FIFO or a device is named on stderr and not read."""
    out = {}
    for name in _os.listdir(fd):
        if not (name.startswith("fontlist-") and name.endswith(".json")):
            continue
        try:
            f = _os.open(name, _os.O_RDONLY | _os.O_NONBLOCK | _NOFOLLOW, dir_fd=fd)
        except OSError:                  # a link (ELOOP) or gone
            f = None
        try:
            if f is None or not _stat.S_ISREG(_os.fstat(f).st_mode):
                print(f"note: {_CACHE / _FONTS / name} is not a regular file (a FIFO, a device or a link); not "
                      "read, and replaced by the font list this run builds", file=_sys.stderr)
                continue
            data = _os.read(f, 16 << 20)
            if data:
                out[name] = data
        finally:
            if f is not None:
                _os.close(f)
    return out


def _keep_font_lists(private: _Path, seeded: dict[str, bytes]) -> None:
    """At exit: each font list the run built (new or changed) written into the project cache by rename."""
    try:
        built = {p.name: p.read_bytes() for p in (private / "matplotlib").glob("fontlist-*.json")
                 if p.is_file() and not p.is_symlink()}
    except OSError:
        return
    built = {k: v for k, v in built.items() if v and seeded.get(k) != v}
    if not built:
        return
    fd = _cache_dir(create=True)
    if fd is None:
        return
    try:
        for name, data in built.items():
            tmp = f".{name}.{_os.getpid()}.tmp"
            try:
                f = _os.open(tmp, _os.O_WRONLY | _os.O_CREAT | _os.O_EXCL | _NOFOLLOW, 0o644, dir_fd=fd)
                try:
                    _os.write(f, data)
                finally:
                    _os.close(f)
                _os.replace(tmp, name, src_dir_fd=fd, dst_dir_fd=fd)
            except OSError:
                try:
                    _os.unlink(tmp, dir_fd=fd)
                except OSError:
                    pass
    finally:
        _os.close(fd)


if "MPLCONFIGDIR" not in _os.environ or "IPYTHONDIR" not in _os.environ:
    _HOME = _Path(_tempfile.mkdtemp(prefix="trainium-report-"))
    (_HOME / "matplotlib").mkdir()
    _seeded: dict[str, bytes] = {}
    if "MPLCONFIGDIR" not in _os.environ and (_fd := _cache_dir(create=False)) is not None:
        try:
            _seeded = _font_lists(_fd)
        finally:
            _os.close(_fd)
        for _name, _data in _seeded.items():
            (_HOME / "matplotlib" / _name).write_bytes(_data)
    _keep = "MPLCONFIGDIR" not in _os.environ

    def _at_exit(home=_HOME, seeded=_seeded, keep=_keep, pid=_os.getpid()):
        """The font lists kept, then the folder removed; only in the process that made it (a forked
        child that runs its exit handlers leaves its parent's folder alone)."""
        if _os.getpid() != pid:
            return
        if keep:
            _keep_font_lists(home, seeded)
        _shutil.rmtree(home, True)
    _atexit.register(_at_exit)
    _os.environ.setdefault("MPLCONFIGDIR", str(_HOME / "matplotlib"))
    _os.environ.setdefault("IPYTHONDIR", str(_HOME / "ipython"))

# NumPy's and SciPy's OpenBLAS start one thread per core, each with a buffer mapped at load; under an
# address-space limit (`ulimit -v`) a buffer that cannot be mapped is retried without end, a silent hang
# at 100% CPU. The project's matrices are small: one thread, set before NumPy loads and inherited by the
# build's kernels (a value you set is kept)
_os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
