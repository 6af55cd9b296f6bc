"""Publishing: a scenario's report and figures swapped into place in one step (or not at
all), a lock per output folder, stale temporary folders removed, and no path touched
outside the output folders."""
from __future__ import annotations

import contextlib
import datetime as dt
import errno
import fcntl
import gc
import hashlib
import html
import json
import math
import os
import re
import shutil
import signal
import sys
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from .. import cache, inputs, scenario as scen
from ..contract import (DATA as DATA_LINK, FAILED_DIR, MAX_MESSAGE, OUTPUT_MARKER, OWN_FOLDERS,
                        SHARED_DIR, SHARED_KEY, SHARED_TITLE, TABLES)
from ..dataset import NUMBER_RE
from ..inputs import PROJECT as PROJECT_ROOT, ROLES, fault_text, foreign_files, mark_folder, marker_role, project_output_problem, write_file
from .pdf import assemble_pdf, sparse_pages, write_brief
from .render import _headline, _summary, merge_html
from .shared import report_meta


@dataclass
class ScenarioResult:
    name: str
    ok: bool
    seconds: float = 0.0
    errors: list[str] = field(default_factory=list)
    html: Path | None = None
    pdf: Path | None = None
    headline: str = ""
    changed: list[Path] = field(default_factory=list)   # folders this build published
    replaced: list[Path] = field(default_factory=list)  # of those, the ones an earlier build had made
    notes: list[str] = field(default_factory=list)


class UnsafePath(RuntimeError):
    """A path the build would delete or replace lies outside its output folder."""


def inside(path: Path, root: Path) -> Path:
    """`path`, checked to lie strictly inside `root` (itself and its resolved target): the
    build deletes or replaces nothing else."""
    root = Path(root).resolve()
    path = Path(path)
    named = path.parent.resolve() / path.name
    if path.name in ("", ".", "..") or root not in named.parents or (
            (path.exists() or path.is_symlink()) and root not in path.resolve().parents):
        raise UnsafePath(f"refusing to touch {path}: it is not inside {root}")
    return named


def _rmtree(path: Path, root: Path) -> None:
    path = inside(path, root)
    if path.is_symlink() or path.is_file():
        path.unlink()
    elif path.exists():
        shutil.rmtree(path, ignore_errors=True)


def _swap_in_all(pairs: list[tuple[Path, Path, Path]]) -> list[Path]:
    """Publish (staged, final, root) folders in one step: every final is moved aside and
    its staged copy moved in; if any move fails, every move made is undone (the old
    copies come back) and the error is raised. Run it inside `_signals_held()`. Returns the
    old copies that could not be removed (a folder made read-only), to be said."""
    moved_aside: list[tuple[Path, Path]] = []   # (final, old copy)
    moved_in: list[tuple[Path, Path]] = []      # (staged, final)
    try:
        for staged, final, root in pairs:
            final = inside(final, root)
            final.parent.mkdir(parents=True, exist_ok=True)
            if final.exists() or final.is_symlink():
                old = inside(final.with_name(f".old-{final.name}-{os.getpid()}"), root)
                final.rename(old)
                moved_aside.append((final, old))
            staged.rename(final)
            moved_in.append((staged, final))
    except BaseException:
        try:
            for staged, final in reversed(moved_in):
                final.rename(staged)
            for final, old in reversed(moved_aside):
                old.rename(final)
        except OSError as exc:   # say exactly what is where
            raise OSError(f"publishing failed and could not be undone ({exc}); previous copies are in "
                          + ", ".join(str(old) for _, old in moved_aside)) from exc
        raise
    for _, old in moved_aside:
        shutil.rmtree(old, ignore_errors=True)
    return [old for _, old in moved_aside if old.exists() or old.is_symlink()]


#: how deep the build is in `_signals_held` sections. The mask holds this thread only: a signal sent
#: to the process reaches another thread, and its Python handler still runs here, in the middle of the
#: PDF's layout; the build's handler keeps it for after the section (`HOLDING` set) rather than raise
#: into a library that catches BaseException and draws half a chart
HOLDING = [0]


@contextlib.contextmanager
def _signals_held(mask: bool = True):
    """SIGINT/SIGTERM wait while a scenario is published (and its publication recorded). `mask` off:
    the build's handler keeps them, no mask is set (a process forked meanwhile would inherit it)."""
    blocked = {signal.SIGINT, signal.SIGTERM, signal.SIGHUP}
    masked = mask and threading.current_thread() is threading.main_thread()
    if masked:
        signal.pthread_sigmask(signal.SIG_BLOCK, blocked)
    HOLDING[0] += 1
    try:
        yield
    finally:
        HOLDING[0] -= 1
        if masked:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, blocked)


class BuildLocked(RuntimeError):
    """Another build holds the output folder."""


@contextlib.contextmanager
def folder_lock(folder: Path):
    """An exclusive lock on an output folder (flock on a file in the project cache's `locks/`,
    named by the folder's resolved path: nothing of the build's own is left in report/ or
    figures/; released by the kernel when the holder dies, even by SIGKILL). A second build
    stops with a message. The lock file is opened without following a symlink. The folder
    itself is flocked too: a `.cache` moved or deleted while a build runs (a new lock file, free)
    must not let a second build in to remove the first one's work folder as stale."""

    folder.mkdir(parents=True, exist_ok=True)
    own = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
    try:
        fcntl.flock(own, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(own)
        raise BuildLocked(f"another build is writing to {folder} ({_holder(folder)}); wait for it to finish "
                          "or build into another --out/--figures folder") from None
    try:
        with _cache_lock(folder) as path:
            yield path
    finally:
        os.close(own)                     # closing the last descriptor releases the flock


def _lock_file(folder: Path) -> Path:
    return cache.CACHE_DIR / "locks" / (hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:24] + ".lock")


def _holder(folder: Path) -> str:
    """Who holds the lock, as its lock file says (never following a link), else "another process"."""
    try:
        fd = os.open(_lock_file(folder), os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        with os.fdopen(fd, encoding="utf-8", errors="replace") as fh:
            return fh.read(200).strip() or "another process"
    except (OSError, ValueError):
        return "another process"


#: why a folder takes no new file though it is there: read-only, not this user's, full
UNWRITABLE = (errno.EROFS, errno.EACCES, errno.EPERM, errno.ENOSPC, errno.EDQUOT)


@contextlib.contextmanager
def _cache_lock(folder: Path):
    """The lock file in `.cache/locks/` that says who holds the folder; none when .cache is a symlink
    (the project then writes nothing there) or takes no file (read-only, full): the folder's own flock
    still excludes a second build."""
    locks = cache.CACHE_DIR / "locks"
    if not cache.placed_well(cache.CACHE_DIR) or locks.is_symlink():
        yield None
        return
    try:
        locks.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        raise BuildLocked(f"{locks} cannot be made: {cache.CACHE_DIR} or its 'locks' is not a folder (the build "
                          f"keeps its locks there); move it away and build again") from None
    except OSError as exc:
        if exc.errno not in UNWRITABLE:
            raise
        yield None                  # a read-only or full .cache: the folder's own flock is the lock
        return
    path = _lock_file(folder)
    if path.is_symlink() or (path.exists() and not path.is_file()) or (path.is_file() and path.stat().st_nlink > 1):
        what = ("a symlink" if path.is_symlink() else "not a regular file" if not path.is_file()
                else "a hard link (a file with another name, which the lock's write would change)")
        raise BuildLocked(f"{path} is {what}, where the build keeps its lock (it is not followed); remove it "
                          "and build again")
    try:
        fd = inputs.open_own(path, os.O_RDWR | os.O_CREAT, 0o644)   # checked again once open: no race
    except OSError as exc:
        if exc.errno not in UNWRITABLE:
            raise BuildLocked(f"{path}: {exc.strerror or exc}, where the build keeps its lock (it is not "
                              "written); remove it and build again") from None
        yield None
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        raise BuildLocked(f"another build is writing to {folder} ({_holder(folder)}); wait for it to finish "
                          "or build into another --out/--figures folder") from None
    try:
        try:                    # who holds it, for a second build's message; unbuffered, so a full .cache
            os.ftruncate(fd, 0)         # fails here (and is let be: the lock is the flock) not at close
            os.write(fd, f"pid {os.getpid()}, since {dt.datetime.now():%Y-%m-%d %H:%M:%S}\n".encode())
        except OSError as exc:
            if exc.errno not in UNWRITABLE:
                raise
        yield path
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)


#: the names of the build's own temporary folders, exactly: a work folder (`tempfile.mkdtemp(prefix=".build-")`),
#: a published folder moved aside (`.old-<name>-<pid>`), figures staged on their filesystem (`.build-<name>-<pid>`);
#: a user's `.old-mine/` or `.build-notes/` matches none of them and is never touched
_STALE = {"out": re.compile(r"\.build-[a-z0-9_]{8}|\.old-.+-\d+|index\.html\.tmp"),
          "figures": re.compile(r"\.old-.+-\d+|\.build-.+-\d+")}


def remove_stale(out: Path, figures: Path) -> list[Path]:
    """Temporary folders left by a build that was killed (`_STALE`); called with the lock held, so no
    running build owns them."""
    gone = []
    for root, pattern in ((out, _STALE["out"]), (figures, _STALE["figures"])):
        if not root.is_dir():
            continue
        for p in root.iterdir():
            if pattern.fullmatch(p.name):
                _rmtree(p, root)
                gone.append(p)
    return gone


def _check_layout(names: list[str], out: Path, figures: Path, sources: Path | None = None,
                  data: dict[Path, str] | None = None) -> None:
    """The report and figure folders must not overlap where a scenario is published, the notebooks the
    build reads (`sources`) must lie in neither (a scenario's folder is replaced whole), and neither may
    lie in a data folder a scenario reads (`data`: {folder: scenario}), nor hold one."""
    for folder, what in ((out, "report folder, --out"), (figures, "figures folder, --figures")):
        if sources is not None and (sources == folder or folder in sources.parents):
            raise UnsafePath(f"the notebooks folder {sources} lies inside the {what}, {folder}, whose folders the "
                             "build replaces: its source notebooks would be lost; keep them outside it")
        for d, name in (data or {}).items():
            how = "is" if d == folder else "lies inside" if d in folder.parents else "holds" if folder in d.parents \
                else None
            if how:
                raise UnsafePath(f"the {what}, {folder}, {how} "
                                 f"the data folder {d} that scenario '{name}' reads (its data_dir): a build writes "
                                 "only outside what it reads; give a folder elsewhere")
    if out == figures:
        raise UnsafePath(f"the report and figures folders are the same ({out}); give them different paths")
    with contextlib.suppress(OSError):       # one folder under two paths: a bind mount (a link is resolved before)
        if os.path.samefile(out, figures):
            raise UnsafePath(f"the report and figures folders are one folder under two paths ({out} and {figures}: "
                             "a bind mount of one on the other); give two folders")
    for inner, outer, what in ((figures, out, "figures folder"), (out, figures, "report folder")):
        if outer in inner.parents:       # each is the build's alone: the other would be a stranger's files in it
            raise UnsafePath(f"the {what} {inner} lies inside {outer}; give two folders, neither inside the other "
                             "(the default: report/ and figures/ side by side)")
    for name in names:
        for a, b in ((out / name, figures), (figures / name, out)):
            if a == b or a in b.parents:
                raise UnsafePath(f"publishing scenario '{name}' would replace {a}, which holds {b}")


def _marked_role(folder: Path) -> str | None:
    """The folder's role: its marker's, else (a marker of a build that wrote none) a report folder is
    known by its index.html; None when neither says."""
    return marker_role(folder) or ("report" if (folder / "index.html").is_file() else None)


def claim_output(folder: Path, project_default: Path, mark: bool = False, role: str = "report") -> None:
    """A report or figures folder is the build's only if it is the project's own, new, empty, or
    marked by an earlier build (`OUTPUT_MARKER`): a build replaces and deletes folders in it, so
    any other folder is refused, naming what is in it, whatever the names (a `_shared/`, a
    `default/` or an `.old-notes/` of someone else's looks like a build's own and is not). A folder
    marked for the other `role` is refused too (--out and --figures swapped would replace a report
    with figures). Marks it, with its role."""
    if folder.is_symlink() or (folder.exists() and not folder.is_dir()):
        raise UnsafePath(f"{folder}: not a folder (or a symlink); give a folder for the build's output")
    inner = Path(os.path.abspath(folder))
    if problem := project_output_problem(inner):
        raise UnsafePath(f"{folder}: {problem}, where a build never writes; give a folder elsewhere (the "
                         "default is report/ and figures/)")
    defaults = {Path(os.path.realpath(PROJECT_ROOT / d)) for d in ("report", "figures")}
    for up in inner.parents:         # inside an earlier build's output: its next build would replace this one
        if Path(os.path.realpath(up)) in defaults:          # marked or not yet: `make report` builds there
            raise UnsafePath(f"{folder}: inside {up}, the project's default output folder, whose next build "
                             "(make report) replaces what it holds; give a folder outside it")
        if (up / OUTPUT_MARKER).is_file():
            raise UnsafePath(f"{folder}: inside {up}, an earlier build's {ROLES.get(marker_role(up), ROLES['report'])[0]}, "
                             "whose next build replaces what it holds; give a folder outside it")
    marker = folder / OUTPUT_MARKER
    if folder.is_dir() and folder != project_default and not (marker.is_file() and not marker.is_symlink()):
        if theirs := foreign_files(folder):
            raise UnsafePath(f"{folder} holds files no build of this project wrote ({theirs}); build into a "
                             "new or empty folder, or one an earlier build made")
    if marker.is_symlink():
        raise UnsafePath(f"{marker}: a symlink; not followed")
    if folder.is_dir() and (was := _marked_role(folder)) not in (None, role):
        raise UnsafePath(f"{folder} is an earlier build's {ROLES[was][0]} ({ROLES[was][1]}), given here as "
                         f"{ROLES[role][1]}: this build would replace what it holds; swap the two options, or give "
                         "another folder")
    for own in OWN_FOLDERS:          # folders the build writes into: a link planted there is refused now,
        p = folder / own             # before anything is built, not found after publishing
        if p.is_symlink() or (p.exists() and not p.is_dir()):
            raise UnsafePath(f"{p}: {'a symlink' if p.is_symlink() else 'not a folder'}, where the build keeps "
                             f"its own {own}/ folder; it is not followed: remove it")
    if not mark:        # checked before anything is written; marked once the build holds the folder's lock
        return
    folder.mkdir(parents=True, exist_ok=True)
    if marker_role(folder) != role:
        mark_folder(folder, role)


def mark_again(folder: Path, role: str) -> None:
    """At the end of a build that held `folder`: its marker written again if the folder lost it (removed
    under the build, which then made it anew for its index or `_failed/`), so the next build takes it."""
    with contextlib.suppress(OSError):
        if folder.is_dir() and not folder.is_symlink() and not os.path.lexists(folder / OUTPUT_MARKER):
            mark_folder(folder, role)




@dataclass
class Batch:
    """Where one build stages its work (`work`, inside `out`) and publishes (`out`, `figures`)."""
    work: Path
    out: Path
    figures: Path
    built: str
    pdf: bool
    shared: dict = field(default_factory=dict)     # scenario -> (folder in _shared/, its shared runs)
    published_shared: dict = field(default_factory=dict)   # folder -> None (published) or the error
    given: str = ""      # the keys given on the command line (-p/-y): each parameters table names them
    pins: Path | None = None   # the digests of the inputs the runs are keyed by (`inputs.PINS_ENV`)
    out_id: tuple | None = None   # `folder_id(out)` when the build claimed it (`moved`)


def folder_id(folder: Path) -> tuple | None:
    """What tells a folder from one put in its place: its device and inode, and whether its name is a link."""
    try:
        st = os.stat(folder)
        return st.st_dev, st.st_ino, os.path.islink(folder)
    except OSError:
        return None


def moved(batch: Batch) -> str | None:
    """Why nothing may be written in `batch.out` any more (renamed away, replaced by a link or another
    folder since the build claimed it), or None."""
    if getattr(batch, "out_id", None) is None or folder_id(batch.out) == batch.out_id:
        return None
    return (f"{batch.out}: the output folder was moved or replaced (by a link or another folder) while the build "
            "ran; nothing is written there")




def _shared_doc(folder: str, runs: list, version: str, batch: Batch) -> str | None:
    """Part 2 and the dataset appendix of a batch, once per folder: rendered to hardware.html
    (and hardware.pdf) and swapped into `<out>/_shared/<folder>/` in one step; None when
    published, else why not. It depends on no scenario: the one published by an earlier build
    from the same runs (their project-cache keys: notebook, data version, the keys they read,
    code, day, export options) is kept as it is."""
    if folder in batch.published_shared:
        return batch.published_shared[folder]
    key = cache.key("shared-document", sorted(r.job.cache_key for r in runs), batch.pdf)
    dest = batch.out / SHARED_DIR / folder
    with contextlib.suppress(OSError, ValueError):     # unreadable, no regular file (a FIFO) or not UTF-8: built again
        if (cache.enabled() and not dest.is_symlink() and _small_text(dest / SHARED_KEY) == key
                and (dest / "hardware.html").is_file() and (not batch.pdf or (dest / "hardware.pdf").is_file())):
            batch.published_shared[folder] = None
            return None
    stage = batch.work / SHARED_DIR / folder
    values: dict = {}
    for r in runs:
        values.update(r.job.params)
    params = {"title": f"{SHARED_TITLE} (dataset version {version})", "scenario": "shared"}
    meta = (f"Shared by every scenario built on dataset version <code>{html.escape(version)}</code> "
            f"(each report links here) · built {html.escape(batch.built)}")
    kw = dict(meta=meta, part_titles={"appendix": "Appendix: dataset, sources, consistency audit"},
              appendix={"The scenario keys these sections read": values})
    try:
        stage.mkdir(parents=True, exist_ok=True)
        sections = [r.section for r in runs]
        parts = [report_meta(r.job.notebook)["part"] for r in runs]
        pages = [Path(sec["html"]).read_text(encoding="utf-8") for sec in sections]
        (stage / "hardware.html").write_text(merge_html(pages, params, version, batch.built, parts, **kw),
                                             encoding="utf-8")
        data_bundle(stage / DATA_LINK, [r.job.figures / TABLES for r in runs], params["title"], version, batch.built)
        if batch.pdf:
            assemble_pdf(sections, params, version, batch.built, stage / "hardware.pdf", parts, **kw)
        (stage / SHARED_KEY).write_text(key, encoding="utf-8")
        _swap_in_all([(stage, batch.out / SHARED_DIR / folder, batch.out)])
        err = None
    except Exception as exc:
        err = (f"the shared document {batch.out / SHARED_DIR / folder} was not published: "
               f"{type(exc).__name__}: {str(exc)[:MAX_MESSAGE]}")
    batch.published_shared[folder] = err
    return err


DATA_README = """Tables of the report "{title}", dataset version {version}, built {built}.

Each CSV is one table of the report, unformatted (numbers as computed, not rounded; cells that
a spreadsheet would read as a formula start with an apostrophe). tables.xlsx holds them all, one
sheet each. summary.json (in a scenario's bundle) is notebook 05's answer in numbers.

Cite as: trainium-report, "{title}", dataset version {version}, built {built}.

"""


#: the most characters a spreadsheet cell holds (Excel's limit; openpyxl cuts a longer text without a mark)
XLSX_CELL = 32_767


def _typed(df: pd.DataFrame, csv_name: str = "") -> pd.DataFrame:
    """A table read back from its CSV as text, with every cell that is a plain decimal number made
    a number (as a spreadsheet reads a CSV): numbers are numbers, words ('never', an id) stay text,
    blank cells stay empty; a text over `XLSX_CELL` characters is cut, saying so and where the whole is."""
    def cell(v: str):
        if len(v) > XLSX_CELL:
            mark = f" [...cut: {len(v):,} characters; {csv_name or 'the CSV'} holds the whole text]"
            return v[:XLSX_CELL - len(mark)] + mark
        if NUMBER_RE.match(v) and math.isfinite(float(v)):     # '1e999' is text a float would make 'inf'
            return float(v)
        return None if v == "" else v
    return df.apply(lambda col: col.map(cell))


def data_bundle(dest: Path, table_dirs: list[Path], title: str, version: str, built: str,
                summary: dict | None = None) -> list[str]:
    """A report's `data/`: every table its notebooks wrote (`present.number_tables`), one XLSX
    workbook of them all, summary.json, and a README.txt saying what each file is and its
    columns, with a suggested citation. Returns the CSV names."""
    dest.mkdir(parents=True, exist_ok=True)
    entries = []        # each table's sidecar (present.number_tables): its file, number and columns
    for d in table_dirs:
        if not d.is_dir():
            continue
        for side in d.glob("*-table-*.json"):
            with contextlib.suppress(OSError, ValueError):
                e = json.loads(side.read_text(encoding="utf-8"))
                name = str(e.get("file", ""))           # a plain file name beside the sidecar, nothing else
                if re.fullmatch(r"[\w.-]+-table-\d+\.csv", name) and (d / name).is_file() \
                        and not (d / name).is_symlink():
                    shutil.copyfile(d / e["file"], dest / e["file"])
                    entries.append(e)
    entries.sort(key=lambda e: (str(e.get("section", "")), int(e.get("n", 0))))   # in report order
    names = [e["file"] for e in entries]
    if names:
        failed = ""
        with _unraisable_held():
            try:
                with pd.ExcelWriter(dest / "tables.xlsx", engine="openpyxl") as xl:
                    for n in names:
                        _typed(pd.read_csv(dest / n, dtype=str, keep_default_na=False), n).to_excel(
                            xl, sheet_name=n[:-4][:31], index=False)
            except Exception as exc:     # a full disk: openpyxl's sheets go to temporary files in TMPDIR first
                failed = f"{type(exc).__name__}: {str(exc)[:200]}"   # the writer is let go here, its errors held
            if failed:                   # its half-closed generators are collected here, their errors held (a
                gc.collect()             # full collection: 0.1-0.2 s in the build's process, so only after a failure)
        if failed:
            raise OSError(f"{dest / 'tables.xlsx'} not written: {failed} (its sheets are written to temporary files "
                          f"in {tempfile.gettempdir()} first: is that full?)")
    if summary is not None:
        write_file(dest / "summary.json", json.dumps(summary, indent=1, sort_keys=True))
    lines = [DATA_README.format(title=str(title), version=version, built=built)]
    for e in entries:
        lines.append(f"{e['file']}: {e.get('caption') or e.get('table', '')} ({e.get('rows', '?')} rows)\n"
                     f"    columns: {', '.join(map(str, e.get('columns', [])))}\n")
    write_file(dest / "README.txt", "\n".join(lines))
    return names


@contextlib.contextmanager
def _unraisable_held():
    """While a library writes: an error it raises while cleaning up (openpyxl's sheet writer on a full
    disk) is not printed as 'Exception ignored in ...' with a traceback; the error itself still is. The block
    collects what a failed writer left (`gc.collect()`) before it ends, while the hook is held."""
    hook = sys.unraisablehook
    sys.unraisablehook = lambda _unraisable: None
    try:
        yield
    finally:
        sys.unraisablehook = hook


def _small_text(path: Path) -> str:
    """A short text file the build wrote (a shared document's key, a report's `shared.txt`): a regular
    file of at most 4 KB, UTF-8 (`inputs.open_own`: a FIFO planted there is refused, never waited on);
    OSError or ValueError otherwise."""
    fd = inputs.open_own(path)        # no link followed, a FIFO not waited on, only a regular file
    try:
        data = os.read(fd, 4097)
    finally:
        os.close(fd)
    if len(data) > 4096:
        raise ValueError(f"{path}: more than 4,096 bytes")
    return data.decode("utf-8")


def remove_unreferenced_shared(out: Path) -> list[Path]:
    """Shared documents (`<out>/_shared/<folder>/`) that no report in `out` links to any more
    (a report's `shared.txt` names its folder); removed only inside `out`."""
    root = out / SHARED_DIR
    if root.is_symlink() or not root.is_dir():
        return []
    used = set()
    for d in out.iterdir():
        if d.is_dir() and not d.is_symlink() and scen.name_problem(d.name) is None:
            if os.path.lexists(d / "shared.txt"):          # whatever is there: a FIFO is read as unreadable
                try:
                    used.add(_small_text(d / "shared.txt").strip())
                except (OSError, ValueError):   # a reference that cannot be read: no shared document is removed
                    return []
    gone = []
    for child in root.iterdir():
        if child.name not in used:
            with contextlib.suppress(OSError, UnsafePath):
                _rmtree(child, out)
                gone.append(child)
    with contextlib.suppress(OSError):
        if not any(root.iterdir()):
            root.rmdir()
    return gone


def cut_short(notebook: Path) -> str | None:
    """Why an executed notebook left by a failed run is not one (a full disk or a file-size limit cuts
    its write: JSON that ends mid-string), or None: only a whole notebook is kept and offered."""
    try:
        data = notebook.read_bytes()
        if data:                            # nothing written: said as such by the caller
            json.loads(data)
    except OSError:
        return None                         # gone or unreadable: the caller's checks say so
    except ValueError as exc:
        return f"not JSON past byte {getattr(exc, 'pos', 0):,} of {len(data):,}"
    return None


def publish_scenario(params: dict, runs: list, version: str, batch: Batch) -> ScenarioResult:
    """Assemble one scenario's report from its notebook runs (in report order; a run shared
    with other scenarios of the batch is copied in) and swap it into place with its
    figures; a scenario with a failed run keeps its last good report and gets its failed
    notebooks in `_failed/<scenario>/`."""
    name, out, figures = params["scenario"], batch.out, batch.figures
    if batch.given:
        params = {**params, "from_command_line": batch.given}
    failed = [r for r in runs if not r.ok]
    res = ScenarioResult(name, not failed, sum(r.seconds for r in runs))
    if gone := moved(batch):
        res.ok = False
        res.errors += [r.error for r in failed] + [f"not published: {gone}"]
        return res
    if failed:
        listed, keep = set(), None               # the runs already named in res.errors; where they are kept
        try:
            if why := inputs.link_problem(out / FAILED_DIR / name):   # --out itself swapped for a link meanwhile
                raise OSError(f"{out / FAILED_DIR / name}: {why}")
            keep = inside(out / FAILED_DIR / name, out)     # a planted link there: refused, and said below
            _rmtree(keep, out)
            keep.mkdir(parents=True, exist_ok=True)
            for r in failed:
                if why := cut_short(r.job.out):
                    res.errors.append(r.error + f" (the executed notebook was cut short as it was written, {why}: "
                                      "not kept)")
                elif r.job.out.exists() and r.job.out.stat().st_size > 0:
                    shutil.copy2(r.job.out, keep / r.job.out.name)
                    if (keep / r.job.out.name).stat().st_size == 0:       # a full disk copies nothing
                        (keep / r.job.out.name).unlink()
                        raise OSError(f"{keep / r.job.out.name} came out empty (is the disk full?)")
                    res.errors.append(r.error + f" (executed notebook kept in {keep / r.job.out.name})")
                else:                            # the kernel died (or the disk filled) before a notebook was written
                    res.errors.append(r.error + " (no executed notebook to keep)")
                listed.add(id(r))
        except (OSError, UnsafePath) as exc:
            res.errors += [r.error for r in failed if id(r) not in listed]
            res.errors.append(f"the failed notebooks could not be kept: {exc}")
            with contextlib.suppress(OSError):   # nothing half-written is offered as kept
                for p in keep.glob("*.ipynb") if keep is not None else ():
                    if p.stat().st_size == 0:
                        p.unlink()
        return res
    stage = batch.work / name
    fig_stage = stage / "figures"
    shared, report_runs = None, runs
    if name in batch.shared:         # a batch: Part 2 and the dataset appendix in the shared document
        folder, jobs = batch.shared[name]
        keys = {j.cache_key for j in jobs}          # a run comes back from its worker as a copy of its job
        doc_runs = [r for r in runs if r.job.cache_key in keys]
        if err := _shared_doc(folder, doc_runs, version, batch):
            res.ok = False
            res.errors.append(f"not published, {out / name} is unchanged: {err}")
            return res
        shared = f"../{SHARED_DIR}/{folder}/hardware"
        report_runs = [r for r in runs if r.job.cache_key not in keys]
    try:
        (stage / "notebooks").mkdir(parents=True, exist_ok=True)
        fig_stage.mkdir(parents=True, exist_ok=True)
        for r in runs:                  # a shared run: its executed notebook and figures, copied in
            if r.job.out.parent != stage / "notebooks":
                shutil.copy2(r.job.out, stage / "notebooks" / r.job.out.name)
            if r.job.figures != fig_stage and r.job.figures.is_dir():
                shutil.copytree(r.job.figures, fig_stage, dirs_exist_ok=True)
        sections = [r.section for r in report_runs]
        parts = [report_meta(r.job.notebook)["part"] for r in report_runs]
        pages = [Path(sec["html"]).read_text(encoding="utf-8") for sec in sections]
        (stage / "report.html").write_text(merge_html(pages, params, version, batch.built, parts,
                                                      shared and shared + ".html"), encoding="utf-8")
        if shared:
            (stage / "shared.txt").write_text(folder, encoding="utf-8")
        if batch.pdf:               # self-contained in a batch too: the same file has the same pages
            assemble_pdf([r.section for r in runs], params, version, batch.built, stage / "report.pdf",
                         [report_meta(r.job.notebook)["part"] for r in runs])
            write_brief(stage / "report.pdf", stage / "brief.pdf")       # page 1 alone, for a slide deck
            for r, sec in zip(runs, [r.section for r in runs]):
                for row in sec.get("split_rows", []):
                    res.notes.append(f"PDF of {name}: a table row of {r.job.notebook.stem} is split across pages: {row}")
            for i, n, fill in sparse_pages([r.section for r in runs], [report_meta(r.job.notebook)["part"] for r in runs]):
                res.notes.append(f"PDF of {name}: page {n} of {runs[i].job.notebook.stem} is {fill:.0%} full (under a third, "
                                 f"and not the last page of its part)")
        headline = next((h for h in (_headline(r.job.out) for r in runs) if h), "")
        (stage / "headline.txt").write_text(headline, encoding="utf-8")
        summary = next((x for x in (_summary(r.job.out) for r in runs) if x), None)
        if summary is not None:      # notebook 05's answer in numbers, for the index
            (stage / "summary.json").write_text(json.dumps(summary, indent=1, sort_keys=True), encoding="utf-8")
        data_bundle(stage / DATA_LINK, [fig_stage / TABLES], params.get("title", name), version, batch.built, summary)
        res.headline = headline
        staged_figs = batch.work / f".figures-{name}"     # no scenario's folder: a name never starts with '.'
        fig_stage.rename(staged_figs)
        figures.mkdir(parents=True, exist_ok=True)
        if os.stat(figures).st_dev != os.stat(staged_figs).st_dev:
            # --figures on another filesystem than --out: a folder cannot be renamed across, so the figures
            # are staged beside their final place first (a hidden folder the swap renames in)
            near = figures / f".build-{name}-{os.getpid()}"
            try:
                shutil.copytree(staged_figs, near)
            except BaseException:        # a full disk: the part copied is removed, not left to fill it
                with contextlib.suppress(OSError, UnsafePath):
                    _rmtree(near, figures)
                raise
            staged_figs = near
    except Exception as exc:
        res.ok = False
        res.errors.append(f"export failed: {fault_text(exc, stage, MAX_MESSAGE)}")
        return res
    before = [p for p in (out / name, figures / name) if p.exists()]
    try:   # report and figures in one step: both are replaced, or neither
        left = _swap_in_all([(stage, out / name, out), (staged_figs, figures / name, figures)])
    except (OSError, UnsafePath) as exc:
        res.ok = False
        res.errors.append(f"not published, {out / name} and {figures / name} are unchanged: "
                          f"{type(exc).__name__}: {exc}")
        return res
    res.changed, res.replaced = [out / name, figures / name], before
    res.notes += [f"note: the earlier copy {p} could not be removed (permissions?); it is not part of the report, "
                  "and the next build removes it if it can" for p in left]
    with contextlib.suppress(OSError, UnsafePath):     # published: an old failure's notebooks are stale
        _rmtree(out / FAILED_DIR / name, out)
    res.html, res.pdf = out / name / "report.html", (out / name / "report.pdf" if batch.pdf else None)
    return res
