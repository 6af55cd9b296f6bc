"""Running notebooks: one fresh kernel per notebook run, started ahead of need.

Each worker process of the build's pool keeps one kernel booting while it runs a
notebook in another: when a notebook starts, the kernel of the next one starts
too (its interpreter start-up and imports overlap the running notebook), and a
kernel runs exactly one notebook before it is shut down. So a module attribute, a
pandas option or a cached object set by one notebook is never seen by another, and
every executed notebook is what `papermill` would have written: parameters found by
papermill's own inspection, its metadata and injected-parameters cell kept.
"""
from __future__ import annotations

import atexit
import contextlib
import ctypes
import errno
import hashlib
import json
import logging
import multiprocessing.util
import os
import re
import resource
import secrets
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from .. import cache, inputs
from ..contract import CELL_TIMEOUT, MAX_MESSAGE, PARAMETER_TAGS
from ..inputs import Changed, fault_text
from .pdf import WarmUp, export_section

if TYPE_CHECKING:
    import nbformat

#: modules imported in a kernel while it waits for its notebook (imports only: no name is bound,
#: no option set, the execution count stays at 0); what every report notebook imports first
WARM_IMPORTS = ("pandas", "matplotlib.pyplot", "IPython.display", "trainium_report.calibration",
                "trainium_report.claims", "trainium_report.costs", "trainium_report.dataset",
                "trainium_report.decision", "trainium_report.performance", "trainium_report.plots",
                "trainium_report.present", "trainium_report.scenario")
_IMPORT_LINE = re.compile(r"^[ \t]*(?:from[ \t]+(\w+)|import[ \t]+([^#\n]+))", re.M)


class NotebookError(ValueError):
    """A source notebook that cannot be read; the message names its file."""


def read_source(path: Path) -> nbformat.NotebookNode:
    """A source notebook, or NotebookError naming the file (not JSON, not UTF-8, not a notebook)."""
    import nbformat  # 0.95 s to import (jsonschema's format checkers): only where a notebook is read
    try:
        return nbformat.read(path, as_version=4)
    except Exception as exc:
        raise NotebookError(f"{path}: not a readable notebook ({type(exc).__name__}: {str(exc)[:200]})") from None


def warm_imports(notebooks) -> tuple[str, ...]:
    """The modules of `WARM_IMPORTS` whose package some of `notebooks` imports (read from its
    code cells' import lines): a kernel started ahead imports what the build's runs can use,
    and nothing for notebooks that import none of them (a test's tiny notebook)."""
    packages = set()
    for path in notebooks:
        for cell in read_source(path).cells:
            if cell.cell_type != "code":
                continue
            for frm, names in _IMPORT_LINE.findall(cell.source):
                packages.update([frm] if frm else [n.split()[0].split(".")[0] for n in names.split(",") if n.strip()])
    return tuple(m for m in WARM_IMPORTS if m.split(".")[0] in packages)


@dataclass
class Job:
    scenario: str           # the scenario's name (for a run shared by several: the first)
    notebook: Path
    scenario_file: Path | None  # the checked scenario file (None: a run shared by several scenarios)
    params: dict            # its checked parameters (a shared run: the keys it reads)
    out: Path               # the executed notebook
    figures: Path
    pdf: bool = False
    include_code: bool = False
    prestart: bool = True   # start the next kernel while this notebook runs (False for the last jobs)
    cache_key: str = ""     # a scenario-independent run: its result is kept in the project cache
    reuse_key: str = ""     # a scenario's own run, kept too: a build with identical inputs reuses it
    overrides: dict = field(default_factory=dict)   # a scenario's own run: values given on the command line
    source_sha: str = ""    # the sha256 of the notebook as planned (its run's key rests on it): what is run

    @property
    def stored_as(self) -> str:
        """The key its result is kept under in the project cache ("" : not kept)."""
        return self.cache_key or self.reuse_key


@dataclass
class Result:
    job: Job
    ok: bool
    seconds: float
    error: str = ""
    section: dict | None = None   # the notebook's PDF section: path, pages, headings
    pdf_seconds: float = 0.0


@lru_cache(maxsize=64)
def declared(nb_path: str, mtime: float) -> tuple[str, ...]:
    """The names the notebook's `parameters` cell declares (papermill's own inspection)."""
    import papermill as pm

    return tuple(pm.inspect_notebook(nb_path))


def parameters(job: Job) -> dict:
    """What papermill injects: the scenario file itself where the notebook takes one (it reads
    it through `scenario.load`), else the scenario's values of the keys it declares; and the
    build's figure folder where it takes one."""
    names = declared(str(job.notebook), job.notebook.stat().st_mtime)
    if "scenario_file" in names and job.scenario_file is None:    # a run shared by a batch's scenarios:
        params = {"scenario_file": None, "overrides": dict(job.params)}   # the default, with the keys it reads
    elif "scenario_file" in names:
        params = {"scenario_file": str(job.scenario_file)}
        if job.overrides and "overrides" in names:
            params["overrides"] = dict(job.overrides)
    else:
        params = {k: v for k, v in job.params.items() if k in names}
    if "figures_dir" in names:
        params["figures_dir"] = str(job.figures)
    return params


# --------------------------------------------------------------------------
# kernels: one per notebook run, the next one booting while the current one runs

#: "conn_dir": where this worker's kernels' connection files go (the build's work folder, removed with it,
#: whatever stops the build; jupyter_client's default is a tmp*.json in /tmp, left behind by a kill)
_KERNELS: dict = {"next": None, "cwd": None, "all": set(), "warm": WARM_IMPORTS, "conn_dir": None}
_FACTORY: dict = {"socket": None, "broken": False}    # the build's kernel factory, as this worker sees it
FACTORY_PREFIX = "@trainium-kernels-"   # + the build's pid: the factory's socket name (abstract namespace)
HERE = Path(__file__).resolve().parent


def start_factory(warm: tuple[str, ...]) -> tuple[subprocess.Popen, str]:
    """The build's kernel factory (`zygote.py`) and its socket name; called by the build's process
    before its workers start: every kernel of the build forks from it once it has imported `warm`
    (a worker's kernel asked for meanwhile waits for it)."""
    name = f"{FACTORY_PREFIX}{os.getpid()}-{secrets.token_hex(6)}"
    proc = subprocess.Popen([sys.executable, str(HERE / "zygote.py"), name, str(os.getpid()), *warm,
                             "ipykernel.kernelapp"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    return proc, name


def _factory_socket() -> str | None:
    """The factory's socket name (None: none, or it failed this worker once: kernels start the usual way)."""
    return None if _FACTORY["broken"] else _FACTORY["socket"]


#: a build's kernels keep no input history: IPython's history.sqlite is one file in the profile every build
#: shares (IPYTHONDIR), and a kernel stopped while it holds it (SIGSTOP) stalled other builds' kernels
NO_HISTORY = "--HistoryManager.enabled=False"


def _start_kernel(cwd: Path, warm: bool):
    """A kernel process: forked from this worker's kernel factory when it is up (the imports
    already done), else started the usual way; then `warm`: started ahead of need, it imports
    the build's `warm_imports` while it waits (a kernel started on demand does not: the notebook
    imports what it needs)."""
    from jupyter_client.kernelspec import KernelSpec
    from jupyter_client.manager import KernelManager

    where = {"connection_file": os.path.join(_KERNELS["conn_dir"], f"kernel-{os.getpid()}-{secrets.token_hex(6)}.json")} \
        if _KERNELS["conn_dir"] else {}
    km = KernelManager(kernel_name="python3", **where)
    argv = list(km.kernel_spec.argv)
    sock = _factory_socket()
    if sock and "ipykernel_launcher" in argv:
        args = argv[argv.index("ipykernel_launcher") + 1:]
        km._kernel_spec = KernelSpec(**{**km.kernel_spec.to_dict(), "argv": [
            sys.executable, "-I", "-S", str(HERE / "kernel_stub.py"), sock, *args, NO_HISTORY]})
        km._forked = True
        warm = False                     # its imports are done
    elif "ipykernel_launcher" in argv:
        km._kernel_spec = KernelSpec(**{**km.kernel_spec.to_dict(), "argv": [*argv, NO_HISTORY]})
    # the kernel dies with its worker: ipykernel polls the process that started it (JPY_PARENT_PID) and
    # exits when it is gone. No preexec_fn: a fork that runs Python code while other threads hold
    # locks (the zmq and shutdown threads of this worker) can hang the child before it starts.
    km.start_kernel(cwd=str(cwd))
    _KERNELS["all"].add(km)
    kc = km.client()
    kc.start_channels()
    if warm and _KERNELS["warm"]:
        code = ("(lambda: [__import__('importlib').import_module(m) for m in %r])()" % (_KERNELS["warm"],))
        kc.execute(code, silent=True, store_history=False)   # no reply awaited: it runs while we do other work
    km._warm_client = kc
    return km


#: the matplotlib backend of the build's kernels (what ipykernel sets when MPLBACKEND is unset)
KERNEL_BACKEND = "module://matplotlib_inline.backend_inline"

READY_TIMEOUT = 45   # seconds a kernel has to answer before another one is started in its place


def take_kernel(cwd: Path, prestart: bool):
    """A fresh kernel for one notebook run (the one started ahead, if any), and, when more
    runs follow, the next one started now. A kernel that does not answer is replaced once."""
    km = _KERNELS["next"]
    if km is None or _KERNELS["cwd"] != str(cwd) or not km.is_alive():
        if km is not None:
            _distrust(km)
            retire_kernel(km)
        km = _start_kernel(cwd, warm=False)
    _KERNELS["next"] = _start_kernel(cwd, warm=True) if prestart else None
    _KERNELS["cwd"] = str(cwd)
    for attempt in (1, 2):
        kc = km._warm_client
        try:
            kc.wait_for_ready(timeout=READY_TIMEOUT)
            return km
        except RuntimeError:
            if attempt == 2:
                raise
            _distrust(km, hung=True)
            retire_kernel(km)
            km = _start_kernel(cwd, warm=False)
        finally:
            kc.stop_channels()
    return km


def _distrust(km, hung: bool = False) -> None:
    """A forked kernel that died or did not answer: this worker's later kernels start the usual way."""
    if getattr(km, "_forked", False) and (hung or not km.is_alive()):
        _FACTORY["broken"] = True


def retire_kernel(km) -> None:
    """Shut a used kernel down without waiting for it."""
    _KERNELS["all"].discard(km)

    def stop():
        with contextlib.suppress(Exception):
            km.shutdown_kernel(now=True)
    threading.Thread(target=stop, daemon=True).start()


def _stop_all() -> None:
    for km in list(_KERNELS["all"]):
        with contextlib.suppress(Exception):
            km.shutdown_kernel(now=True)


# --------------------------------------------------------------------------
# one notebook run (in a worker process)

def cell_timeout() -> int:
    """`contract.CELL_TIMEOUT`, or TRAINIUM_REPORT_CELL_TIMEOUT seconds when set (a slower machine); a
    value that is not a whole number of seconds >= 1 is an error naming the variable (`check_environment`)."""
    raw = os.environ.get("TRAINIUM_REPORT_CELL_TIMEOUT", "").strip()
    if not raw:
        return CELL_TIMEOUT
    if not raw.isascii() or not raw.isdigit() or not 1 <= int(raw) <= 86_400:
        raise ValueError(f"TRAINIUM_REPORT_CELL_TIMEOUT is {raw[:40]!r}, expected a whole number of seconds "
                         "from 1 to 86400 (unset: 900)")
    return int(raw)


#: seconds a kernel may stay stopped (SIGSTOP, a debugger, a suspended job) before its run is failed
STOPPED_S = 30


def killed_by(message: str, sig: str) -> str:
    """A dead kernel's failure with the signal that ended it ('SIGTERM, signal 15'): only SIGKILL is the
    out-of-memory killer's; any other was sent to it."""
    if not sig or "was killed (out of memory, or a signal)" not in message:
        return message
    why = "out of memory, or a signal sent to it" if sig.startswith("SIGKILL") else "a signal sent to it"
    return message.replace("was killed (out of memory, or a signal)", f"was killed ({sig}: {why})", 1)


def _kernel_signal(km) -> str:
    """The signal that ended a dead kernel, as 'SIGKILL, signal 9', when its process says; else ''."""
    for obj in (getattr(km, "provisioner", None), km):
        proc = getattr(obj, "process", None) or getattr(obj, "kernel", None)
        code = proc.poll() if hasattr(proc, "poll") else None
        if isinstance(code, int) and code < 0:
            with contextlib.suppress(ValueError):
                return f"{signal.Signals(-code).name}, signal {-code}"
            return f"signal {-code}"
    return ""


def _kernel_pid(km) -> int | None:
    """The kernel's process: for a forked kernel, the fork the stub stands for (its pid, which the stub
    writes beside the connection file), not the stub, which only waits."""
    if getattr(km, "_forked", False):
        with contextlib.suppress(OSError, ValueError):
            fd = inputs.open_own(f"{km.connection_file}.pid")
            with os.fdopen(fd, "rb") as fh:
                return int(fh.read(20).decode("ascii").strip())
    for obj in (getattr(km, "provisioner", None), getattr(km, "kernel", None)):
        pid = getattr(obj, "pid", None)
        if isinstance(pid, int) and pid > 0:
            return pid
    return None


class WorkerStopped(RuntimeError):
    """A build worker was stopped (SIGSTOP) for STOPPED_S seconds and was killed; the build stops."""


def _stopped(pid: int) -> bool | None:
    """Whether a process is stopped (state T or t in /proc); None when it is gone or /proc is absent."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] in ("T", "t")
    except (OSError, IndexError):
        return None


#: seconds a kernel may use next to no CPU (under QUIET_TICKS) while its notebook runs: its reply lost
#: (seen under a tight `ulimit -v`: the kernel idle, the worker waiting for ever) or waiting for what
#: does not come. An idle kernel spends about 1 tick a minute; one waiting for another process's cache
#: entry (`cache._computing`, at most a minute) about 10; a kernel with a child process is never quiet.
QUIET_S = 45
QUIET_TICKS = 3


def _cpu_ticks(pid: int) -> int | None:
    """The CPU time (user + system, all threads, in clock ticks) a process has used; None when gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])
    except (OSError, IndexError, ValueError):
        return None


def _has_children(pid: int) -> bool:
    with contextlib.suppress(OSError):
        return any(Path(t, "children").read_text().strip() for t in Path(f"/proc/{pid}/task").iterdir())
    return False


class StopWatch(threading.Thread):
    """Watches processes while a build waits on them (a notebook's kernel; the build's workers): one
    stopped (SIGSTOP, a debugger, a suspended job) for STOPPED_S seconds answers nothing and would
    hold the build, and its lock, for ever or until the cell limit (900 s), so it is killed and the
    run fails at once with that said (`fired`: the pid killed). `pids`: one pid, or a callable giving
    the pids to watch now (a pool's workers come and go). One kernel watched is also killed when it
    has been quiet (`QUIET_S`; `quiet` is then True)."""

    def __init__(self, pids, limit: float = STOPPED_S):
        super().__init__(daemon=True, name="stop-watch")
        self.pids = pids if callable(pids) else (lambda: [pids] if pids else [])
        self.limit, self.fired, self.done, self.quiet = limit, None, threading.Event(), False
        self.single = not callable(pids)

    def run(self) -> None:
        since: dict[int, float] = {}
        busy = (time.monotonic(), None)          # since when, from how many ticks, the kernel has been quiet
        while not self.done.wait(0.5):
            pids = [p for p in self.pids() if p]
            if self.single and not pids:
                return
            for pid in pids:
                state = _stopped(pid)
                if state is None and self.single:
                    return                 # the one process watched is gone: nothing left to watch
                if not state:
                    since.pop(pid, None)
                    if self.single:
                        now, ticks = time.monotonic(), _cpu_ticks(pid)
                        if busy[1] is None or ticks is None or ticks - busy[1] >= QUIET_TICKS or _has_children(pid):
                            busy = (now, ticks)
                        elif now - busy[0] >= QUIET_S:
                            self.fired, self.quiet = pid, True
                            with contextlib.suppress(OSError):
                                os.kill(pid, signal.SIGKILL)
                            return
                    continue
                busy = (time.monotonic(), None)
                if time.monotonic() - since.setdefault(pid, time.monotonic()) >= self.limit:
                    self.fired = pid
                    with contextlib.suppress(OSError):
                        os.kill(pid, signal.SIGKILL)
                    if self.single:
                        return


def planned_cells(job: Job) -> list[str] | None:
    """The notebook's cells' sources as the build planned it (its run is keyed by its bytes); Changed when
    it has been saved since (in JupyterLab, while the build runs); None when it is not a notebook's JSON."""
    data = job.notebook.read_bytes()
    if job.source_sha and hashlib.sha256(data).hexdigest() != job.source_sha:
        raise Changed(_saved_meanwhile(job))
    return _cells(json.loads(data.decode("utf-8", "replace")))


def _saved_meanwhile(job: Job) -> str:
    return (f"{job.notebook}: changed since the build began (its run is keyed by the notebook as it was then); "
            "nothing was kept of this run: build again once the notebook is saved")


def _cells(nb) -> list[str] | None:
    try:
        return ["".join(c["source"]) for c in nb["cells"] if "injected-parameters" not in
                (c.get("metadata") or {}).get("tags", [])]
    except (TypeError, KeyError, AttributeError):
        return None


def run_notebook(job: Job) -> Result:
    """Execute one notebook in a fresh kernel, then export its HTML fragment (and PDF
    section); never raises."""
    import papermill as pm

    logging.getLogger("papermill").setLevel(logging.WARNING)
    start = time.perf_counter()
    try:
        if why := inputs.link_problem(job.out.parent):     # --out swapped for a link meanwhile: not followed
            raise OSError(f"{job.out.parent}: {why}")
        job.out.parent.mkdir(parents=True, exist_ok=True)
        if "init_error" in _KERNELS:    # which says why: an exception in a worker's initializer ends the pool
            raise _KERNELS["init_error"]
        params = parameters(job)
        planned = planned_cells(job)
        km = take_kernel(job.notebook.parent, job.prestart)
    except Changed as exc:
        return Result(job, False, time.perf_counter() - start, f"{job.notebook.name}: {exc}")
    except Exception as exc:
        return Result(job, False, time.perf_counter() - start, f"{job.notebook.name}: cannot start: "
                      f"{fault_text(exc, job.out.parent, MAX_MESSAGE)}{short_of(exc)}{no_space(exc, *_write_places(job))}")
    # nbclient drives the kernel from an asyncio loop: its client must be the asynchronous one. A
    # blocking client (what a KernelManager hands out) blocks that loop in its wait for output, so
    # the loop's check that the kernel is alive never runs, and a kernel killed mid-cell (the OOM
    # killer) hangs the build for ever; with the asynchronous client it fails the run in a second.
    km.client_class = "jupyter_client.asynchronous.AsyncKernelClient"
    watch = StopWatch(_kernel_pid(km))
    watch.start()
    try:
        # no save after every cell (papermill's default rewrites the growing notebook twice per cell);
        # the executed notebook is written once at the end, and on failure with the error marked
        ran = pm.execute_notebook(str(job.notebook), str(job.out), parameters=params, progress_bar=False,
                            kernel_name="python3", cwd=str(job.notebook.parent), log_output=False,
                            request_save_on_cell_execute=False, km=km, execution_timeout=cell_timeout())
    except Exception as exc:  # papermill wraps cell errors
        message = failure_message(job, exc)
        message = killed_by(message, _kernel_signal(km))
        if watch.quiet:
            message = (f"{job.notebook.name}: its kernel used no CPU for {QUIET_S} s while a cell ran: its reply "
                       "was lost or it waits for what does not come (seen under a tight ulimit -v); it was killed, "
                       "and the notebook did not finish" + "".join(f"; limited by {n}?" for n in limits()))
        elif watch.fired:
            message = (f"{job.notebook.name}: its kernel was stopped (SIGSTOP, a debugger or a suspended job) for "
                       f"{STOPPED_S} s, answering nothing, and was killed; the notebook did not finish")
        return Result(job, False, time.perf_counter() - start, message)
    finally:
        watch.done.set()
        retire_kernel(km)
    executed = time.perf_counter()
    if planned is not None and _cells(ran) != planned:    # saved between the check above and papermill's read
        return Result(job, False, executed - start, f"{job.notebook.name}: {_saved_meanwhile(job)}")
    if _WARM.get("export") is not None:
        _WARM.pop("export").wait()      # the worker's warm-up (worker_init) is done by now, as a rule
    try:
        section = export_section(job.out, job.include_code, job.pdf)
        return Result(job, True, time.perf_counter() - start, section=section,
                      pdf_seconds=time.perf_counter() - executed)
    except Exception as exc:
        return Result(job, False, time.perf_counter() - start,
                      f"{job.notebook.name}: PDF export failed: {type(exc).__name__}: {exc}"
                      f"{no_space(exc, *_write_places(job))}")


#: open files a build is known to run with (ulimit -n); under it a worker that dies may have run out
FEW_FILES = 256


def limits() -> list[str]:
    """The process limits set low enough to explain a failure that gives no reason of its own (a cell
    whose error is empty under `ulimit -n 64`; "can't start new thread" under `ulimit -v`)."""
    out = []
    files, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if 0 <= files < FEW_FILES:
        out.append(f"the open-file limit: ulimit -n is {files:,}, and a build is known to run with {FEW_FILES:,}")
    space, _ = resource.getrlimit(resource.RLIMIT_AS)
    if space != resource.RLIM_INFINITY:
        out.append(f"the address-space limit: ulimit -v is {space // 1024:,} KB (threads and libraries reserve "
                   "address space well beyond the memory they use)")
    size, _ = resource.getrlimit(resource.RLIMIT_FSIZE)
    if size != resource.RLIM_INFINITY:
        out.append(f"the file-size limit: ulimit -f is {size // 1024:,} KB (a build writes files of several MB: "
                   "executed notebooks, figures, the PDF)")
    cpu, _ = resource.getrlimit(resource.RLIMIT_CPU)
    if cpu != resource.RLIM_INFINITY:
        out.append(f"the CPU-time limit: ulimit -t is {cpu:,} s (a process that has used it is killed; a build "
                   "uses about a minute of CPU per notebook)")
    return out


def no_space(exc: BaseException, *folders) -> str:
    """For a full disk ('No space left on device', which names no file): the free space of each
    folder the build writes in (one per disk), so the full one is seen; else ''."""
    if not (isinstance(exc, OSError) and exc.errno == errno.ENOSPC) and "no space left on device" not in str(exc).lower():
        return ""
    said, disks = [], set()
    for f in folders:
        p = Path(f)
        while not p.exists() and p != p.parent:
            p = p.parent
        try:
            disk, st = os.stat(p).st_dev, os.statvfs(p)
        except OSError:
            continue
        if disk not in disks:
            disks.add(disk)
            said.append(f"{f}: {st.f_bavail * st.f_frsize / 1e6:,.1f} MB free")
    return f" (free space where the build writes: {'; '.join(said)})" if said else ""


def _write_places(job: "Job") -> tuple:
    """Where a notebook's run writes: its staging folder (under --out), the temporary folder, the cache."""
    return job.out.parent, tempfile.gettempdir(), cache.CACHE_DIR


#: what a library says when the process is short of address space or threads: a thread not started,
#: a shared library (NumPy's OpenBLAS) that cannot be mapped, an allocation refused
SHORT_SAID = ("can't start new thread", "failed to map segment", "cannot allocate memory")


def short_of(exc: BaseException) -> str:
    """'; limited by ...?' for each low limit (`limits`) when `exc` is what running short gives: too many
    open files, no memory or no thread to be had; else ''."""
    scarce = isinstance(exc, MemoryError) or (isinstance(exc, OSError) and exc.errno in (
        errno.EMFILE, errno.ENFILE, errno.ENOMEM, errno.EAGAIN)) or any(
        said in str(exc).lower() for said in SHORT_SAID)
    return "".join(f"; limited by {n}?" for n in limits()) if scarce else ""


def failure_message(job: Job, exc: BaseException) -> str:
    """Notebook, the failing cell's position in the source notebook (papermill's injected
    cell not counted; not the kernel's execution counter), and the whole exception message
    (bounded)."""
    import nbformat  # 0.95 s to import (jsonschema's format checkers): only where a notebook is read
    ename = getattr(exc, "ename", None) or type(exc).__name__
    evalue = str(getattr(exc, "evalue", None) if getattr(exc, "ename", None) else exc).strip()
    if len(evalue) > MAX_MESSAGE:
        evalue = evalue[:MAX_MESSAGE] + f"... ({len(evalue):,} characters)"
    if not evalue:                            # nothing said: what the process was short of, if it was limited
        evalue = "no message" + "".join(f"; limited by {n}?" for n in limits())
    else:
        evalue += short_of(exc) + no_space(exc, *_write_places(job))
    where = "before any cell ran"
    if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT):
        where = "while a file was written"
    if isinstance(exc, OSError) and exc.errno == errno.EFBIG:     # 'File too large': no file of its own named
        where = "while a file was written"
        evalue += "".join(f"; limited by {n}" for n in limits() if "-f " in n)
    if ename == "CellTimeoutError":
        where = "while a cell ran"
        evalue = (f"a cell ran longer than {cell_timeout()} s, so its kernel is taken to have stopped answering "
                  "(TRAINIUM_REPORT_CELL_TIMEOUT sets the limit)")
    if ename == "DeadKernelError":       # kill -9 from outside, the OOM killer, a crash in native code
        where, evalue = "while it ran", (f"{evalue}: the kernel process was killed (out of memory, or a signal) "
                                         "or crashed; the notebook did not finish"
                                         + "".join(f"; limited by {n}?" for n in limits() if "-n" not in n))
    index = getattr(exc, "cell_index", None)
    if index is not None and index >= 0:
        where = f"cell {index + 1}"
        with contextlib.suppress(Exception):
            executed = nbformat.read(job.out, as_version=4).cells
            source = read_source(job.notebook).cells
            injected = [i for i, c in enumerate(executed) if PARAMETER_TAGS[1] in c.metadata.get("tags", [])]
            pos = index - sum(1 for i in injected if i < index)
            first = next((ln.strip() for ln in source[pos].source.splitlines() if ln.strip()), "")
            where = f"cell {pos + 1} of {len(source)}" + (f" ({first[:80]!r})" if first else "")
    return f"{job.notebook.name}, {where}: {ename}: {evalue}"


# --------------------------------------------------------------------------
# workers die with the build, and their kernels with them

_PR_SET_PDEATHSIG = 1


_WARM: dict = {}


def worker_init(parent_pid: int, pdf: bool = True, include_code: bool = False, kernel_cwd: str | None = None,
                warm: tuple[str, ...] = WARM_IMPORTS, conn_dir: str | None = None, pins: str = "",
                waited: str = "", factory: str = "") -> None:
    """A worker dies with the build: the kernel sends it SIGKILL when the build process
    ends (prctl PR_SET_PDEATHSIG, Linux), and a watchdog thread checks the parent as a
    fallback. Its kernels follow (they poll their parent, and get the same signal).
    Kernels write shutdown chatter to the stderr they inherit; keep it out of the terminal.
    The first run's kernel is started here (in `kernel_cwd`), and the exporter (nbconvert,
    WeasyPrint) is loaded in a background thread meanwhile. Kernels started ahead (and the
    kernel factory) import `warm`: the build's `warm_imports`. Its kernels read the inputs held to
    the digests in `pins` (what the build keyed their runs by), and wait for other processes' cache
    entries only for what is left of the build's minute (`waited`: the file they share, `cache.WAITED_ENV`).
    `factory`: the socket of the build's kernel factory (`start_factory`; "": kernels start the usual way)."""
    if pins:
        os.environ[inputs.PINS_ENV] = pins
    if waited:
        os.environ[cache.WAITED_ENV] = waited
    _KERNELS["warm"] = tuple(warm)
    _FACTORY.update(socket=factory or None, broken=False)
    if conn_dir:
        _KERNELS["conn_dir"] = conn_dir
        try:
            os.makedirs(conn_dir, mode=0o700, exist_ok=True)
        except OSError as exc:      # a full disk: said by each run ('cannot start'), not a worker that ends
            _KERNELS["init_error"] = exc
    signal.signal(signal.SIGINT, signal.SIG_IGN)        # the build handles Ctrl-C and stops the workers
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if signal.getsignal(signal.SIGHUP) is not signal.SIG_IGN:   # under nohup it stays ignored, as in the build
        signal.signal(signal.SIGHUP, signal.SIG_DFL)    # not the build's handler, inherited by the fork
    # the report embeds the images the inline backend puts in the outputs: not a user's MPLBACKEND
    # (a GUI, a file-only or a missing backend), which the kernels would otherwise inherit
    os.environ["MPLBACKEND"] = KERNEL_BACKEND
    _die_with_parent()
    if os.getppid() != parent_pid:                       # the parent died before prctl took effect
        os._exit(1)
    threading.Thread(target=_watch_parent, args=(parent_pid,), daemon=True, name="parent-watchdog").start()

    multiprocessing.util.Finalize(None, _stop_all, exitpriority=10)
    atexit.register(_stop_all)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 2)
    # what running a notebook imports, imported here, before the warm-up thread starts: two threads
    # importing the same modules at once can see one half-initialised (an ImportError, seen here)
    import jupyter_client.manager  # noqa: F401
    import nbclient  # noqa: F401
    import papermill  # noqa: F401

    if kernel_cwd is not None and "init_error" not in _KERNELS:   # the first run's kernel boots while this
        # worker gets ready (no imports ahead: the first notebook imports what it needs; a tiny one needs nothing)
        with contextlib.suppress(Exception):   # one that cannot start (a full disk) is started again by the run,
            _KERNELS["next"], _KERNELS["cwd"] = _start_kernel(Path(kernel_cwd), warm=False), str(kernel_cwd)
    _WARM["export"] = WarmUp(pdf, include_code)   # while this worker's first kernel starts and runs


def _die_with_parent() -> None:
    if sys.platform.startswith("linux"):
        try:
            ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        except Exception:
            pass


def _watch_parent(parent_pid: int) -> None:
    while True:
        time.sleep(1.0)
        if os.getppid() != parent_pid:
            for km in list(_KERNELS["all"]):
                with contextlib.suppress(Exception):
                    if km.provisioner is not None and km.provisioner.process is not None:
                        km.provisioner.process.kill()
            os._exit(1)


def kill_strays(work: Path) -> None:
    """Kernels left running when their worker died first (a signal to the whole process group),
    and the build's kernel factory: found by their connection file in the build's work folder, or
    by the factory's name (which holds this build's pid) on their command line, and killed, so that
    none writes into the work folder after it is removed."""
    import psutil

    marks = [str(work), f"{FACTORY_PREFIX}{os.getpid()}-"]
    for proc in psutil.process_iter(["pid", "cmdline"]):
        cmd = " ".join(proc.info.get("cmdline") or ())
        if proc.info["pid"] != os.getpid() and any(m in cmd for m in marks):
            with contextlib.suppress(psutil.Error):
                proc.kill()


def kill_tree(pid: int) -> None:
    """Stop a worker and the kernels it started. Each is killed on its own: a kernel that ends
    by itself meanwhile (one being retired) must not spare the others."""
    import psutil

    try:
        children = psutil.Process(pid).children(recursive=True)
    except psutil.Error:
        children = []
    for proc in children:
        with contextlib.suppress(psutil.Error):
            proc.kill()
    with contextlib.suppress(OSError):
        os.kill(pid, signal.SIGKILL)
