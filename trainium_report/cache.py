"""The project's disk cache: results that are deterministic given their inputs, kept in
`<project>/.cache/` (git-ignored, never outside the repository).

Every entry is keyed by a hash of everything it depends on: the input data (the
dataset's version, a frame's content) and the source of the modules that compute
it, so an edit to either makes a new key. A missing, unreadable or unwritable cache
is never an error: the value is computed again. `TRAINIUM_REPORT_NO_CACHE=1` turns
it off.
"""
from __future__ import annotations

import contextlib
import fcntl
import hashlib
import os
import pickle
import re
import shutil
import stat
import sys
import time
from functools import lru_cache
from importlib import metadata
from pathlib import Path

from . import inputs
from .inputs import link_problem, open_own, write_file

PROJECT = inputs.PROJECT
CACHE_DIR = PROJECT / ".cache"


def enabled() -> bool:
    """The cache is on unless TRAINIUM_REPORT_NO_CACHE says off (1, true, yes, on); 0, false, no, off
    or unset keep it on (`check_environment` refuses any other value)."""
    if os.environ.get("TRAINIUM_REPORT_NO_CACHE", "").strip().lower() in ("1", "true", "yes", "on"):
        return False
    return placed_well(CACHE_DIR)


@lru_cache(maxsize=4)
def placed_well(folder: Path) -> bool:
    """False (said once on stderr) when .cache is a symlink leading out of the project: the project
    writes only inside itself, so it computes without a cache rather than follow the link."""
    problem = link_problem(folder) or ("a symlink (the cache prunes what is in it: it keeps to a folder of its own)"
                                       if folder.is_symlink() else None)
    if problem:
        print(f"note: {folder}: {problem}; the project cache is off (make .cache a folder to turn it on)",
              file=sys.stderr)
        return False
    return True


def environment_problem() -> str | None:
    """TRAINIUM_REPORT_NO_CACHE set to a value that says neither on nor off."""
    raw = os.environ.get("TRAINIUM_REPORT_NO_CACHE", "").strip().lower()
    if raw in ("", "0", "false", "no", "off", "1", "true", "yes", "on"):
        return None
    return (f"TRAINIUM_REPORT_NO_CACHE is {raw[:40]!r}, expected 1/true/yes/on (cache off) or 0/false/no/off "
            "(cache on)")


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


#: the names the cache gives its entries: a key (`key`), as a pickle file or a folder
ENTRY_NAME = re.compile(r"[0-9a-f]{24}(\.pickle)?")


def own_folder(folder: Path) -> bool:
    """A kind's folder the cache may write and prune: a real folder, not a symlink to one (a link,
    even inside the project, would let pruning delete files that are not entries)."""
    return not folder.is_symlink() and not any(p.is_symlink() for p in folder.parents if p.is_relative_to(CACHE_DIR))


MAGIC = b"trainium-report cache 1\n"

#: the largest entry read back (the largest written, a dataset, is under 1 MB): a file above it is a miss
MAX_ENTRY = 64 << 20


def _frame(k: str, payload: bytes) -> bytes:
    """An entry as written: a magic line, its key, the SHA-256 of the pickle, then the pickle. Read
    back, an entry is trusted only when all three match: a file that is not what its key says (a
    foreign or hand-placed pickle, a file emptied or cut short by a crash) is a miss, recomputed."""
    return MAGIC + k.encode() + b"\n" + hashlib.sha256(payload).hexdigest().encode() + b"\n" + payload


def _unframe(k: str, blob: bytes) -> bytes | None:
    if not blob.startswith(MAGIC):
        return None
    head, _, rest = blob[len(MAGIC):].partition(b"\n")
    digest, _, payload = rest.partition(b"\n")
    if head != k.encode() or hashlib.sha256(payload).hexdigest().encode() != digest:
        return None
    return payload


def get(kind: str, k: str, check=None):
    """The cached value, or None: None too when the entry is damaged or not the key's (`_frame`), or
    when `check(value)` says it is not what the caller keeps under this kind."""
    if not enabled() or not own_folder(_path(kind, k).parent):
        return None
    try:
        with os.fdopen(open_own(_path(kind, k)), "rb") as fh:    # a regular file of one name, not followed
            blob = fh.read(MAX_ENTRY + 1)                       # through a link, read to a bound
        payload = _unframe(k, blob) if len(blob) <= MAX_ENTRY else None
        value = pickle.loads(payload) if payload is not None else None
    except Exception:
        return None
    if value is not None and check is not None and not check(value):
        return None
    return value


def put(kind: str, k: str, value) -> None:
    """Write atomically (`inputs.write_file`: a temporary file flushed to disk, renamed), so a
    reader never sees half an entry, and a power cut cannot leave an empty one under the key."""
    if not enabled():
        return
    path = _path(kind, k)
    if not own_folder(path.parent):
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_file(path, _frame(k, pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)))
        prune(path.parent)
    except Exception:
        pass          # a cache that cannot be written is a cache that misses


KEEP = 40   # entries kept per kind: the newest (tests and edited data make new ones)


def prune(folder: Path, keep: int = KEEP) -> None:
    """Remove all but the `keep` newest entries (files or folders) of one kind: only names the cache
    gives its entries (`ENTRY_NAME`), only in a folder of its own (`own_folder`)."""

    now = time.time()
    if not own_folder(folder):
        return
    try:
        entries = [p for p in folder.iterdir() if ENTRY_NAME.fullmatch(p.name) and not p.is_symlink()]
        for p in entries:    # a time in the future (a clock set wrong, a copied folder) is set to now: it then
            info = p.stat()  # ages like any entry instead of staying "newest" for ever; a file with another
            if info.st_mtime > now + 60:   # name (a hard link) is someone's, whose times are not ours to set
                if stat.S_ISDIR(info.st_mode) or info.st_nlink == 1:
                    os.utime(p, (now, now))
        entries.sort(key=lambda p: t if (t := p.stat().st_mtime) <= now + 60 else now, reverse=True)
    except OSError:
        return
    for old in entries[keep:]:
        if old.is_dir():
            shutil.rmtree(old, ignore_errors=True)
        else:
            old.unlink(missing_ok=True)


#: how long a process waits (in all) for others computing the entries it needs before computing them: the
#: longest entry (the cross-validation's fits) takes seconds; a holder still at it after a minute is hung
#: (stuck I/O, a deadlock) or starved, and waiting longer would hang every command behind it
WAIT_S = 60.0


#: seconds this process has waited for others' entries, and the holders it stopped waiting for: the
#: minute of `WAIT_S` is a budget for the whole command, not for each entry a hung holder keeps
_WAITED = [0.0]
_GAVE_UP: set[int] = set()

#: a build's processes share the minute: this names a file (in the build's work folder) where each adds
#: what it waited ("seconds" lines) and whom it gave up on ("0 pid" lines), so the minute holds for the
#: whole command, its kernels included, and a holder one gave up on is not waited for by the next
WAITED_ENV = "TRAINIUM_REPORT_CACHE_WAITED"


def waited() -> str:
    """What this process has waited for others' entries, and whom it gave up on: a `WAITED_ENV` file's lines."""
    return f"{_WAITED[0]:.3f}\n" + "".join(f"0 {pid}\n" for pid in sorted(_GAVE_UP))


#: the shared file's name in a build's work folder (`tempfile.mkdtemp(prefix=".build-")`): the variable is
#: read only when it names such a file, so one left in a shell naming a user's file never writes to it
WAITED_FILE = re.compile(r"(?:.*/)?\.build-[a-z0-9_]{8}/cache-waits")


def _waited_file() -> str:
    """`WAITED_ENV`'s file when it is a build's own ('' otherwise)."""
    where = os.environ.get(WAITED_ENV, "")
    return where if WAITED_FILE.fullmatch(where) else ""


def _shared() -> tuple[float, set[int]] | None:
    """(seconds waited, holders given up on) by the build's processes, this one included (`WAITED_ENV`);
    None outside a build (this process's own count then)."""
    where = _waited_file()
    if not where:
        return None
    spent, pids = 0.0, set()
    with contextlib.suppress(OSError, UnicodeDecodeError):
        fd = open_own(where)
        with os.fdopen(fd, "rb") as fh:
            text = fh.read(1 << 16).decode("ascii")
        for line in text.splitlines():
            seconds, _, pid = line.partition(" ")
            with contextlib.suppress(ValueError):
                spent += float(seconds) if 0 <= float(seconds) <= WAIT_S else 0.0    # nan: nothing
            if pid.isascii() and pid.isdigit():
                pids.add(int(pid))
    return min(spent, WAIT_S), pids


def _share(seconds: float, pid: int | None) -> None:
    """Add a wait (and the holder given up on) to the build's shared count, where there is one."""
    where = _waited_file()
    if where:
        with contextlib.suppress(OSError):
            fd = open_own(where, os.O_WRONLY | os.O_APPEND)
            try:
                os.write(fd, f"{seconds:.3f} {pid or ''}\n".encode("ascii"))
            finally:
                os.close(fd)


#: after how long a wait for another process's entry is said (and that process checked for being stopped)
SAY_WAIT_S = 3.0


def _holder(fd: int) -> int | None:
    """The process id the lock's holder wrote into it, or None."""
    try:
        return int(os.pread(fd, 32, 0).decode("ascii").strip() or 0) or None
    except (OSError, ValueError):
        return None


def _stopped(pid: int) -> bool:
    """Whether a process is stopped (state T or t in /proc/PID/stat: Ctrl-Z, SIGSTOP, a debugger)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace").rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state in ("T", "t")


@contextlib.contextmanager
def _computing(kind: str, k: str):
    """Held while one process computes an entry: the build's kernels run side by side, and the second
    to want a fit waits for the first's instead of doing the same seconds of work again. An exclusive
    flock (released by the kernel if its holder dies) on a file in `locks/` (a folder of the cache's own,
    not a link), opened without following a link; any trouble with it means no waiting, never an error."""
    fd = None
    try:
        folder = CACHE_DIR / "locks"
        folder.mkdir(parents=True, exist_ok=True)
        if not own_folder(folder):       # a link to a folder of someone's: never a file opened, truncated or removed there
            raise OSError(f"{folder}: a symlink")
        path = folder / f"{kind}-{k}.computing"
        fd = open_own(path, os.O_RDWR | os.O_CREAT)     # never a hard link's other name written or truncated
        shared = _shared()
        spent, gone = shared if shared is not None else (_WAITED[0], _GAVE_UP)
        start, quit_on = time.monotonic(), None
        said, check_at = False, start + SAY_WAIT_S
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                os.ftruncate(fd, 0)
                os.pwrite(fd, str(os.getpid()).encode(), 0)      # whom a later process waits for
                break
            except BlockingIOError:
                now = time.monotonic()
                pid = _holder(fd)
                if pid in gone or pid in _GAVE_UP:
                    break          # a holder waited out once is not waited for again
                if spent + (now - start) > WAIT_S:
                    _GAVE_UP.add(pid)
                    quit_on = pid
                    print(f"note: process {pid or '?'} is still computing the same {kind} after "
                          f"{WAIT_S:.0f} s of waiting; computing it here instead", file=sys.__stderr__)
                    break
                if now >= check_at:          # each second after the first few
                    check_at = now + 1.0
                    if pid and _stopped(pid):
                        print(f"note: process {pid}, which is computing the same {kind} ({path.name}), is "
                              "stopped (Ctrl-Z or SIGSTOP); computing it here instead", file=sys.__stderr__)
                        break
                    if not said:
                        said = True
                        print(f"note: waiting for process {pid or '?'}, which is computing the same {kind} "
                              f"(at most {max(WAIT_S - spent, 0):.0f} s more in all)", file=sys.__stderr__)
                time.sleep(0.05)
        _WAITED[0] += time.monotonic() - start
        if time.monotonic() - start > 0.05 or quit_on:
            _share(time.monotonic() - start, quit_on)
    except OSError:
        pass
    try:
        yield
    finally:
        if fd is not None:
            with contextlib.suppress(OSError):
                os.unlink(path)          # the entry is in place: a later process reads it, and waits for no one
            os.close(fd)


def cached(kind: str, k: str, compute, check=None):
    """get, or compute and put; `check(value)`: whether a kept value is of the kind expected (a
    value that is not is recomputed and replaced). Another process computing the same entry is
    waited for (`_computing`), then its value read."""
    value = get(kind, k, check)
    if value is not None or not enabled():
        return value if value is not None else compute()
    with _computing(kind, k):
        value = get(kind, k, check)
        if value is None:
            value = compute()
            put(kind, k, value)
    return value
