"""Where matplotlib and IPython keep their files, set before either is imported: a private folder per
process, so no command writes into the home folder, and no library writes into a folder where another
process could have planted a link (matplotlib rewrites its font list in place, following a link there).

- The folder is `.cache/run-<pid>-<random>` in the project's own cache (an output folder: a process
  killed before its exit handlers ran leaves it there, and the next command removes it once that
  process is gone); where the cache cannot be used (a read-only checkout, `.cache` a link or a file),
  a temporary folder named the same way, pruned the same way. The kernels a build starts inherit it.
- matplotlib's font list takes a second to build: it is copied in from `.cache/matplotlib` when it is
  a regular file there (never read through a link), and a list the run built is copied back at exit by
  rename, which replaces a link or a FIFO put in its place rather than writing through it.
- Where the copy cannot be written (a full disk, `ulimit -f 0`), matplotlib reads the project's list
  where it lies; where no folder can be made at all, the libraries' own defaults stand.
- A value you set (MPLCONFIGDIR, IPYTHONDIR) is kept.
"""
import atexit
import contextlib
import importlib.util
import json
import logging
import os
import shutil
import signal
import stat
import sys
import tempfile
from pathlib import Path

CACHE = Path(__file__).resolve().parent.parent / ".cache"
FONTS = "matplotlib"                    # the project cache's folder of matplotlib's font list
PREFIX = "run-"                         # a private folder's name: run-<pid>-<random>
TEMP_PREFIX = "trainium-report-"        # the same in the system's temporary folder
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
MAX_FONT_LIST = 16 << 20


def _open_dir(name, dir_fd=None) -> int:
    return os.open(name, os.O_RDONLY | os.O_DIRECTORY | _NOFOLLOW, dir_fd=dir_fd)


def cache_fd() -> int | None:
    """A descriptor of the project cache, opened without following a link, when this user may write
    it; else None."""
    try:
        fd = _open_dir(CACHE)
    except FileNotFoundError:
        try:
            os.mkdir(CACHE, 0o755)
            fd = _open_dir(CACHE)
        except OSError:
            return None
    except OSError:
        return None
    if os.access(CACHE, os.W_OK):
        return fd
    os.close(fd)
    return None


#: the largest process id Linux gives (pid_max's ceiling, 2**22); os.kill takes no number past a C int
PID_MAX = 4_194_304


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:                      # another user's: alive
        return True
    return True


def prune(parent_fd: int) -> None:
    """Remove the private folders under `parent_fd` whose process is gone (killed before its exit
    handlers ran); only this user's, only real folders (never a link's target)."""
    try:
        names = os.listdir(parent_fd)
    except OSError:
        return
    for name in names:
        prefix = next((p for p in (PREFIX, TEMP_PREFIX) if name.startswith(p)), None)
        pid = name[len(prefix):].split("-", 1)[0] if prefix else ""
        # a name we never make (a pid past the largest a process can have, digits that are not ASCII) is left
        if not (pid.isascii() and pid.isdigit()) or len(pid) > 10 or int(pid) > PID_MAX or _alive(int(pid)):
            continue
        try:
            st = os.stat(name, dir_fd=parent_fd, follow_symlinks=False)
            if stat.S_ISDIR(st.st_mode) and st.st_uid == os.getuid():
                shutil.rmtree(name, ignore_errors=True, dir_fd=parent_fd)
        except OSError:
            pass


def _make_private(parent_fd: int, prefix: str) -> str | None:
    """A new folder `<prefix><pid>-<random>` under `parent_fd`, mode 0700; its name, or None."""
    for _ in range(5):
        name = f"{prefix}{os.getpid()}-{os.urandom(4).hex()}"
        try:
            os.mkdir(name, 0o700, dir_fd=parent_fd)
            return name
        except FileExistsError:
            continue
        except OSError:
            return None
    return None


def font_lists(fd: int) -> dict[str, bytes]:
    """name -> bytes of each regular `fontlist-*.json` in the folder `fd`; an entry that is a link, a
    FIFO or a device is named on stderr and not read."""
    out = {}
    for name in os.listdir(fd):
        if not (name.startswith("fontlist-") and name.endswith(".json")):
            continue
        try:
            f = os.open(name, os.O_RDONLY | os.O_NONBLOCK | _NOFOLLOW, dir_fd=fd)
        except OSError:                  # a link (ELOOP) or gone
            f = None
        try:
            if f is None or not stat.S_ISREG(os.fstat(f).st_mode):
                print(f"note: {CACHE / FONTS / name} is not a regular file (a FIFO, a device or a link); not "
                      "read, and replaced by the font list this run builds", file=sys.stderr)
                continue
            if data := os.read(f, MAX_FONT_LIST):
                out[name] = data
        except OSError:
            pass
        finally:
            if f is not None:
                os.close(f)
    return out


def _write_new(dir_fd: int, name: str, data: bytes) -> None:
    """`data` as a new file `name` in `dir_fd` (never through a link); OSError if it cannot be written whole."""
    f = os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW, 0o644, dir_fd=dir_fd)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(f, view):]
    finally:
        os.close(f)


def _whole(data: bytes) -> bool:
    """A font list written whole (not cut short by a full disk): JSON with matplotlib's version key."""
    try:
        return "_version" in json.loads(data)
    except (ValueError, TypeError):
        return False


def keep_font_lists(private: Path, seeded: dict[str, bytes]) -> None:
    """At exit: each font list the run built (new or changed) put into the project cache by rename."""
    try:
        built = {p.name: p.read_bytes() for p in (private / FONTS).glob("fontlist-*.json")
                 if p.is_file() and not p.is_symlink()}
    except OSError:
        return
    built = {k: v for k, v in built.items() if seeded.get(k) != v and _whole(v)}
    if not built or (top := cache_fd()) is None:
        return
    try:
        try:
            os.mkdir(FONTS, 0o755, dir_fd=top)
        except FileExistsError:
            pass
        fd = _open_dir(FONTS, dir_fd=top)
    except OSError:
        os.close(top)
        return
    try:
        for name, data in built.items():
            tmp = f".{name}.{os.getpid()}.tmp"
            try:
                _write_new(fd, tmp, data)
                os.replace(tmp, name, src_dir_fd=fd, dst_dir_fd=fd)
            except OSError:
                try:
                    os.unlink(tmp, dir_fd=fd)
                except OSError:
                    pass
    finally:
        os.close(fd)
        os.close(top)


def _temp_parent() -> tuple[int, Path] | tuple[None, None]:
    try:
        where = Path(tempfile.gettempdir())
        return _open_dir(where), where
    except OSError:                      # tempfile's FileNotFoundError too: no usable temporary folder
        return None, None


class _Unsaved(logging.Filter):
    """matplotlib's warning that its font list could not be saved (a full disk, `ulimit -f`): the list
    is built again by the next run, the answers are the same; nothing for the reader to act on."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith("Could not save font_manager cache")


MAX_RC_BYTES = 1_000_000                # a matplotlibrc is a few KB; matplotlib reads it whole


def _rc_problem(path: str) -> str | None:
    """Why matplotlib must not read `path` as its matplotlibrc (a FIFO would hang its import, /dev/zero
    fill memory), or None (a regular file within the limit, or nothing there)."""
    try:
        st = os.stat(path)              # a link's target: what matplotlib would open
    except OSError:
        return None
    if stat.S_ISDIR(st.st_mode):
        return None
    if not stat.S_ISREG(st.st_mode):
        return "not a regular file (a FIFO, a device or a socket)"
    if st.st_size > MAX_RC_BYTES:
        return f"more than {MAX_RC_BYTES:,} bytes"
    try:                                # matplotlib reads it as UTF-8 and stops every import on a bad byte
        with open(path, "rb") as fh:
            fh.read(MAX_RC_BYTES + 1).decode("utf-8")
    except UnicodeDecodeError as exc:
        return f"not UTF-8 text (byte 0x{exc.object[exc.start]:02X} at offset {exc.start:,})"
    except OSError:
        return None
    return None


def _guard_rc() -> None:
    """matplotlib reads the first matplotlibrc of $MATPLOTLIBRC (a file, or a folder holding one), the
    working folder and $MPLCONFIGDIR, with no check: one that is no regular file, or too big, is
    replaced by matplotlib's own defaults for this run, and named."""
    given = os.environ.get("MATPLOTLIBRC")
    places = []
    if given:
        places += [given, os.path.join(given, "matplotlibrc")]
    places.append("matplotlibrc")
    if os.environ.get("MPLCONFIGDIR"):
        places.append(os.path.join(os.environ["MPLCONFIGDIR"], "matplotlibrc"))
    for place in places:
        if why := _rc_problem(place):
            spec = importlib.util.find_spec("matplotlib")
            default = os.path.join(list(spec.submodule_search_locations)[0], "mpl-data", "matplotlibrc") \
                if spec and spec.submodule_search_locations else os.devnull
            os.environ["MATPLOTLIBRC"] = default
            shown = repr(os.path.abspath(place))[1:-1][:200]
            print(f"note: {shown} is {why}; matplotlib's own defaults are used instead (matplotlibrc)",
                  file=sys.stderr)
            if place == "matplotlibrc" and default != os.devnull:
                # the working folder's is read before $MATPLOTLIBRC: matplotlib is imported (and its
                # settings read, once) from the folder of its own defaults instead
                here = os.getcwd()
                os.chdir(os.path.dirname(default))
                try:
                    import matplotlib  # noqa: F401
                finally:
                    os.chdir(here)
            return
        if os.path.isfile(place):       # the one matplotlib reads: a good one, read as given
            return


#: a matplotlib font list is about 100 KB; one past this is no font list
MAX_FONTLIST_BYTES = 16 * 1024 * 1024


def _fontlist_problem(folder: str) -> str | None:
    """Why a `fontlist-*.json` in a folder you set as MPLCONFIGDIR cannot be read (matplotlib opens it
    with no check: a FIFO hangs every command, a device never ends), as '<path> is ...'; None if fine."""
    try:
        names = [n for n in os.listdir(folder) if n.startswith("fontlist-") and n.endswith(".json")]
    except (OSError, ValueError):
        return None
    for n in names:
        path = os.path.join(folder, n)
        try:
            st = os.stat(path)          # as matplotlib opens it: through a link
        except OSError:
            continue
        if not stat.S_ISREG(st.st_mode):
            return f"{repr(path)[1:-1][:200]} is not a regular file (a FIFO, a device or a socket)"
        if st.st_size > MAX_FONTLIST_BYTES:
            return f"{repr(path)[1:-1][:200]} is more than {MAX_FONTLIST_BYTES:,} bytes"
    return None


def settle() -> None:
    """Set MPLCONFIGDIR and IPYTHONDIR (those not set already) to this process's private folder."""
    logging.getLogger("matplotlib.font_manager").addFilter(_Unsaved())
    try:
        _guard_rc()
    except (OSError, ValueError):
        pass
    if (given := os.environ.get("MPLCONFIGDIR")) and (why := _fontlist_problem(given)):
        print(f"note: {why}; this run's matplotlib folder is a private one instead (MPLCONFIGDIR)", file=sys.stderr)
        del os.environ["MPLCONFIGDIR"]
    # set but empty is unset to matplotlib and IPython (they fall back to your home folder): the same here
    want_mpl, want_ipy = not os.environ.get("MPLCONFIGDIR"), not os.environ.get("IPYTHONDIR")
    if not (want_mpl or want_ipy):
        return
    parent_fd, parent, prefix = cache_fd(), CACHE, PREFIX
    if parent_fd is None:
        parent_fd, parent = _temp_parent()
        prefix = TEMP_PREFIX
    name = None
    if parent_fd is not None:
        prune(parent_fd)
        name = _make_private(parent_fd, prefix)
    home = parent / name if name else None
    seeded: dict[str, bytes] = {}
    project_list = None
    if want_mpl and (top := cache_fd()) is not None:
        try:
            fd = _open_dir(FONTS, dir_fd=top)
            try:
                seeded = font_lists(fd)
            finally:
                os.close(fd)
            project_list = CACHE / FONTS if seeded else None
        except OSError:
            pass
        finally:
            os.close(top)
    mpl = None
    if home is not None and want_mpl:
        try:
            mine = os.open(name, os.O_RDONLY | os.O_DIRECTORY | _NOFOLLOW, dir_fd=parent_fd)
            try:
                os.mkdir(FONTS, 0o700, dir_fd=mine)
                sub = _open_dir(FONTS, dir_fd=mine)
                try:
                    for fname, data in seeded.items():
                        _write_new(sub, fname, data)
                finally:
                    os.close(sub)
            finally:
                os.close(mine)
            mpl = home / FONTS
        except OSError:                  # a full disk, `ulimit -f 0`: the project's list read where it lies
            mpl = project_list
    elif want_mpl:
        mpl = project_list
    if parent_fd is not None:
        os.close(parent_fd)
    if want_mpl and mpl is not None:
        os.environ["MPLCONFIGDIR"] = str(mpl)
    if want_ipy and home is not None:
        os.environ["IPYTHONDIR"] = str(home / "ipython")
    if home is not None:
        atexit.register(_at_exit, parent, name, seeded, want_mpl and mpl == home / FONTS, os.getpid())


def _at_exit(parent: Path, name: str, seeded: dict, keep: bool, pid: int) -> None:
    """The font lists kept, then the folder removed (by its name in its parent, opened without following
    a link); only in the process that made it (a forked child that runs its exit handlers leaves its
    parent's folder alone)."""
    if os.getpid() != pid:
        return
    # the process is ending: a second Ctrl-C (`timeout` passes one on to the command and to its group)
    # must not cut the clean-up short with a traceback
    with contextlib.suppress(ValueError, OSError):       # ValueError: not the main thread
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    if keep:
        keep_font_lists(parent / name, seeded)
    try:
        fd = _open_dir(parent)
    except OSError:
        return
    try:
        shutil.rmtree(name, ignore_errors=True, dir_fd=fd)
    finally:
        os.close(fd)
