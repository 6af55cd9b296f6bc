"""Build the report: run the notebooks for each scenario, export HTML and PDF, publish atomically.

The recipe (`build`): check every scenario file (once: the notebooks read the checked
result back); plan the notebook runs, one per (scenario, notebook), except that a
notebook which reads only some scenario keys (its metadata `trainium_report.scenario_keys`,
e.g. the dataset and claims sections) runs once per dataset version and values of
those keys and is shared by every scenario of the batch; run them in a process pool,
each in a fresh kernel (`run`); for each scenario whose runs all succeeded, merge them
into one HTML document (`render`) and a PDF (`pdf`) inside a temporary folder, then
swap that folder into `report/<scenario>/` and the figures into `figures/<scenario>/`
(`publish`). A run whose inputs are unchanged since a build that kept it in the project cache
is reused (`shared.run_key`; `rerun=True` runs it again). In a batch (more than one scenario) Part 2 and the dataset appendix are one
document, `report/_shared/<dataset version>/hardware.html` (and .pdf), published before the
first report that links to it; a shared document no report links to any more is removed. A scenario that fails leaves its last good report untouched and its
failed notebook in `report/_failed/<scenario>/`.
"""
from __future__ import annotations

import contextlib
import datetime as dt
import json
import os
import shutil
import signal
import sys
import tempfile
import threading
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

from .. import cache, claims, costs, dataset, inputs, scenario as scen, subjects
from ..inputs import fault_text
from ..contract import FIRST, PARAMETER_TAGS, PARTS, SHARED_DIR, WORK_PREFIX  # noqa: F401
from .pdf import WarmUp, _offline_fetcher, assemble_pdf, export_section, settle_epoch  # noqa: F401  (the interface)
from .publish import (  # noqa: F401
    HOLDING,
    Batch,
    folder_id,
    moved,
    BuildLocked,
    ScenarioResult,
    UnsafePath,
    _check_layout,
    _rmtree,
    _signals_held,
    _swap_in_all,
    claim_output,
    folder_lock,
    inside,
    mark_again,
    publish_scenario,
    remove_stale,
    remove_unreferenced_shared,
)
from .render import merge_html, sanitize_html, write_index  # noqa: F401
from .run import (  # noqa: F401
    FEW_FILES,
    STOPPED_S,
    Job,
    StopWatch,
    WorkerStopped,
    NotebookError,
    Result,
    failure_message,
    kill_strays,
    kill_tree,
    limits,
    read_source,
    run_notebook,
    start_factory,
    warm_imports,
    worker_init,
)
from .shared import (  # noqa: F401
    cached_result,
    plan_runs,
    report_meta,
    scenario_keys,
    shared_documents,
    store_result,
    uses,
)

ROOT = scen.PROJECT
NOTEBOOK_DIR = ROOT / "notebooks"
FACTORY_RUNS = 2   # runs from which the build's kernels fork from one kernel factory (it costs one kernel's imports)


def notebooks(nb_dir: Path = NOTEBOOK_DIR) -> list[Path]:
    """Source notebooks in report order: part by part (the decision, the hardware and claims,
    the appendix; a notebook's metadata `trainium_report.part`), the decision summary first,
    then by number."""
    found = sorted(p for p in nb_dir.glob("[0-9][0-9]-*.ipynb"))
    for p in found:                # read like every input: a regular file, no link out of its folder and the project
        if problem := inputs.kind_problem(p):
            raise NotebookError(f"{p}: {problem}; a source notebook is read only as a regular file")
    parts = list(PARTS)
    return sorted(found, key=lambda p: (parts.index(report_meta(p)["part"]), p.stem not in FIRST, p.name))


class _Interrupted(BaseException):
    """A signal that stops the build: a BaseException, as KeyboardInterrupt is, so that no `except
    Exception` on the way (a failed export is a scenario's failure) takes it for a failure and goes on."""


class BuildInterrupted(Exception):
    """SIGINT/SIGTERM stopped the build; the message says which reports were published before."""

    def __init__(self, signame: str, published: list[str], indexed: bool = False):
        self.published = published
        self.exit_code = 128 + signal.Signals[signame].value       # the shell's convention: 130 for INT, 143 for TERM
        changed = ("published before the signal: " + ", ".join(published)) if published else "no report was changed"
        if published and not indexed:
            changed += "; index.html not updated (it lists the reports as they were: build again to bring it up to date)"
        super().__init__(f"interrupted by {signame}: {changed}")


#: the longest a signal a library swallowed waits before the build stops on it (`_completed`)
CHECK_S = 0.5


def _completed(futures, check):
    """The futures as they finish (`as_completed`), calling `check` at least every `CHECK_S` seconds
    meanwhile (a signal swallowed in a fork's hooks or by a library stops the build then)."""
    pending = set(futures)
    while pending:
        finished, pending = wait(pending, timeout=CHECK_S, return_when=FIRST_COMPLETED)
        check()
        yield from finished


def _signal_handler():
    """SIGINT/SIGTERM/SIGHUP (a closed terminal) stop the build once: the first raises `_Interrupted`; any later one (a second
    Ctrl-C, `timeout` sending TERM to the build and again to its group), or one that comes while the
    build cleans up (`.stop()`), is ignored, so the cleanup and the message are not cut short.
    A signal that comes while a scenario is published (`HOLDING`) is raised after it, by
    `.check()`; so is one that a library's `except BaseException` (WeasyPrint's SVG drawing) or a
    `__del__` swallowed, which would otherwise let the build publish a half-drawn PDF as good, or
    that came while the workers were forked (`_signals_held` there: Python ignores an exception raised
    in a fork's hooks); the build checks at least every `CHECK_S` seconds."""
    seen: list = []
    owner = os.getpid()

    def on_signal(signum, frame):
        if os.getpid() != owner:          # a worker just forked, before its own handlers: die as by default
            signal.signal(signum, signal.SIG_DFL)     # (raising inside the fork's hooks prints a traceback
            os.kill(os.getpid(), signum)               # and leaves the worker running)
            return
        if seen:
            if seen[0] is None:           # the build was done and cleaning up: said by the CLI afterwards
                LATE_SIGNALS.append(signal.Signals(signum).name)
            return
        seen.append(signum)
        if not HOLDING[0]:
            raise _Interrupted(signal.Signals(signum).name)

    def check():
        if seen and seen[0] is not None:
            raise _Interrupted(signal.Signals(seen[0]).name)
    on_signal.stop = lambda: seen.append(None) if not seen else None
    on_signal.check = check
    return on_signal


#: signals that came while a finished build cleaned up (ignored then; the CLI says them)
LATE_SIGNALS: list[str] = []


def _is_tty(stream) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def progress_line(n: int, total: int, r: Result) -> str:
    """One line per finished notebook, for a log file (no carriage returns, no bar)."""
    who = "shared" if r.job.cache_key else r.job.scenario
    state = "ok" if r.ok else "FAILED"
    export = f", of which export {r.pdf_seconds:.1f} s" if r.pdf_seconds else ""
    return (f"[{dt.datetime.now():%H:%M:%S}] notebook {n}/{total} {state}: {who}/{r.job.notebook.stem} "
            f"({r.seconds:.1f} s{export})")


def build(scenario_files: list[Path], out: Path = ROOT / "report", figures: Path = ROOT / "figures",
          jobs: int | None = None, pdf: bool = True, include_code: bool = False,
          nb_dir: Path = NOTEBOOK_DIR, progress: bool = True, log=print, rerun: bool = False,
          overrides: dict | None = None) -> list[ScenarioResult]:
    """Build every scenario; return one result per scenario (never half-publishes). `rerun`: run
    every scenario's notebooks even when an identical run is kept in the project cache.
    `overrides`: values given on the command line, over every scenario file's (checked alike);
    the parameters table says which they are."""
    settle_epoch()                  # before a kernel starts: IPython reads it (ValueError: malformed)
    # absolute (kernels run in notebooks/), links kept: the reader refuses one that leaves its folder
    scenario_files = [Path(os.path.abspath(f)) for f in scenario_files]
    reading = contextlib.ExitStack()     # every input read from here to the plan: the runs' keys rest on these bytes
    read = reading.enter_context(inputs.recording())
    try:
        return _build(scenario_files, out, figures, jobs, pdf, include_code, nb_dir, progress, log, rerun,
                      overrides, reading, read)
    finally:
        reading.close()


def _build(scenario_files, out, figures, jobs, pdf, include_code, nb_dir, progress, log, rerun, overrides,
           reading, read) -> list[ScenarioResult]:
    all_params = scen.load_many(scenario_files, overrides)          # raises before anything runs
    versions = {p["scenario"]: dataset.load(p.get("data_dir")).version  # a broken dataset stops it too
                for p in all_params}
    for p in all_params:                                 # load_many checked them; the build relies on it
        if msg := scen.name_problem(p["scenario"]):
            raise scen.ScenarioError([f"scenario name {scen.short(p['scenario'])}: expected {msg}"])
    folders = set()          # texts the charts and the PDF draw as boxes, and validate's warnings of sources: said
    for f, p in zip(scenario_files, all_params):
        warn = scen.glyph_warnings(p, str(f))
        if str(p.get("data_dir")) not in folders:        # a data folder's, once
            folders.add(str(p.get("data_dir")))
            warn += dataset.glyph_warnings(dataset.load(p.get("data_dir")))
            warn += dataset.source_warnings(p.get("data_dir"))   # a look-alike host the report would link
        for w in warn:
            print(w, file=sys.stderr)
    empty = [f"{f}: {why}" for f, p in zip(scenario_files, all_params)
             if (why := costs.nothing_to_estimate(dataset.load(p.get("data_dir")), p))]
    if empty:                                            # a report of nothing: refused before anything runs
        raise scen.ScenarioError(empty)
    audit = [f"{f}: the dataset's claims and subjects: {why}" for f, p in zip(scenario_files, all_params)
             for ds in [dataset.load(p.get("data_dir"))]              # notebooks 01 and 02 would stop on them
             for why in [*claims.check(ds), *subjects.problems(ds)]]
    if audit:
        raise scen.ScenarioError(audit[:scen.MAX_PROBLEMS])
    sources = notebooks(nb_dir)
    if not sources:
        raise NotebookError(f"{nb_dir}: no notebooks found (the build runs every *.ipynb there, in name order)")
    for nb in sources:            # papermill passes the scenario to the cell tagged `parameters`; without one
        if not any(PARAMETER_TAGS[0] in c.metadata.get("tags", []) for c in read_source(nb).cells):
            raise NotebookError(f"{nb}: no cell is tagged '{PARAMETER_TAGS[0]}', so the build cannot give it the "
                                "scenario (it would run its own defaults under the scenario's name); tag the cell "
                                "that sets scenario_file")
    for given in (out, figures):        # a symlink given as the folder: refused before it is resolved away
        if Path(given).is_symlink():
            raise UnsafePath(f"{given}: a symlink; give the folder itself for the build's output")
    out, figures = Path(out).resolve(), Path(figures).resolve()  # kernels run in notebooks/
    _check_layout([p["scenario"] for p in all_params], out, figures, Path(nb_dir).resolve(),
                  {Path(p["data_dir"]).resolve(): p["scenario"] for p in all_params if p.get("data_dir")})
    claim_output(out, (ROOT / "report").resolve())        # refused: a folder of someone else's files
    claim_output(figures, (ROOT / "figures").resolve(), role="figures")
    with contextlib.ExitStack() as locks:
        locks.enter_context(folder_lock(out))
        if figures != out:
            locks.enter_context(folder_lock(figures))
        claim_output(out, (ROOT / "report").resolve(), mark=True)
        claim_output(figures, (ROOT / "figures").resolve(), mark=True, role="figures")
        remove_stale(out, figures)
        work = Path(tempfile.mkdtemp(prefix=WORK_PREFIX, dir=out))
        try:
            batch = Batch(work, out, figures, dt.datetime.now().strftime("%Y-%m-%d %H:%M"), pdf,
                          given=", ".join(map(str, overrides or ())), out_id=folder_id(out))
            plan = plan_runs(list(zip(scenario_files, all_params)), versions, sources, batch, include_code, rerun,
                             overrides)
            batch.shared = shared_documents(plan, versions)   # a batch: Part 2 and the appendix built once
            reading.close()           # the kernels read them again: held to these bytes (a file saved meanwhile is refused)
            batch.pins = work / "pins.json"
            inputs.write_file(batch.pins, json.dumps(read))
            return _run_and_publish(plan, all_params, versions, batch, jobs, progress, log)
        finally:
            shutil.rmtree(work, ignore_errors=True)     # gone already, but for a Ctrl-C before the runs began
            mark_again(out, "report")
            mark_again(figures, "figures")


def _few_files() -> str:
    """', or by the open-file limit ...' when `ulimit -n` is under `FEW_FILES`; else ''."""
    return "".join(f", or by {n}" for n in limits() if n.startswith("the open-file"))


#: seconds the workers have to exit once every notebook has run; one that has not (stopped, SIGSTOP) is killed
WORKER_EXIT_S = 10


def _retire_workers(pool, log=None) -> None:
    """Every run is in: the workers exit (their kernels with them). A worker that does not within
    `WORKER_EXIT_S` (stopped after its last run) is killed rather than waited for: the build is done."""
    procs = list((getattr(pool, "_processes", None) or {}).values())
    closing = threading.Thread(target=pool.shutdown, name="pool-shutdown", daemon=True)
    closing.start()
    closing.join(WORKER_EXIT_S)
    if closing.is_alive():
        for proc in procs:
            if proc.is_alive():
                kill_tree(proc.pid)
                if log is not None:
                    log(f"note: build worker {proc.pid} had not exited {WORKER_EXIT_S} s after the last run "
                        "(stopped?); it was killed")
        closing.join(WORKER_EXIT_S)


def _stop_factory(factory) -> None:
    """The build's kernel factory ended (its kernels end with it: they watch it and their stubs)."""
    if factory is not None:
        with contextlib.suppress(OSError):
            factory[0].kill()
            factory[0].wait()


def stop_on_signals(handler) -> dict:
    """`handler` for SIGINT, SIGTERM and SIGHUP; the handlers it replaced, by signal. A signal ignored when
    the build started (SIGHUP under nohup, SIGINT in a background job) stays ignored."""
    return {s: signal.signal(s, handler) for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
            if signal.getsignal(s) is not signal.SIG_IGN}


def _shared_waits(batch) -> str:
    """The file where the build's processes add up their waits for others' cache entries (`cache.WAITED_ENV`),
    begun with this process's; '' when it cannot be written (each process then has its own minute)."""
    where = batch.work / "cache-waits"
    try:
        inputs.write_file(where, cache.waited())
    except OSError:
        return ""
    return str(where)


def _run_and_publish(plan, all_params, versions, batch, jobs, progress, log) -> list[ScenarioResult]:
    unique = list({id(j): j for js in plan.values() for j in js}.values())
    done: dict[int, Result] = {}
    for j in unique:                       # scenario-independent sections built before, for this data
        if j.stored_as and (r := cached_result(j)) is not None:
            done[id(j)] = r
    reused = sum(1 for j in unique if id(j) in done and not j.cache_key)
    if reused and progress:
        print(f"[{dt.datetime.now():%H:%M:%S}] {reused} scenario notebook run(s) reused: identical inputs were built "
              "before (--rerun runs them again)", file=sys.stderr, flush=True)
    unique = [j for j in unique if id(j) not in done]
    # the shared runs first (every scenario waits for them), then scenario by scenario, so that each
    # is published while the pool runs the next; within each, the longest notebooks first
    order = {name: i for i, name in enumerate(plan)}
    unique.sort(key=lambda j: (0 if j.cache_key else 1 + order[j.scenario], -j.notebook.stat().st_size))
    n_workers = max(1, min(jobs or os.cpu_count() or 1, len(unique)))
    for j in unique[-n_workers:]:
        j.prestart = False                # no kernel started ahead for what follows the last runs
    on_signal = _signal_handler()
    old_handlers = stop_on_signals(on_signal)
    published: list[str] = []
    results: dict[str, ScenarioResult] = {}
    indexed = False

    warm = None

    def publish_ready() -> None:
        """Publish every scenario whose runs are all done (while the pool runs the others)."""
        for p in all_params:
            name = p["scenario"]
            if name not in results and all(id(j) in done for j in plan[name]):
                if warm is not None:
                    warm.wait()
                with _signals_held():
                    res = publish_scenario(p, [done[id(j)] for j in plan[name]], versions[name], batch)
                    results[name] = res
                    published.extend(str(x) for x in res.changed)
                on_signal.check()              # one that came meanwhile: after the publication

    pool = workers = factory = None
    try:
        code = any(j.include_code for j in unique)
        warm_modules = warm_imports({j.notebook for j in unique}) if unique else ()
        with _signals_held(mask=False):   # the workers fork on the first submit
            if len(unique) >= FACTORY_RUNS:   # imports while the workers start; their kernels fork from it
                factory = start_factory(warm_modules)
            pool = ProcessPoolExecutor(n_workers, initializer=worker_init,
                                       initargs=(os.getpid(), batch.pdf, code, str(unique[0].notebook.parent),
                                                 warm_modules, str(batch.work / "kernels"), str(batch.pins or ""),
                                                 _shared_waits(batch), factory[1] if factory else "")) if unique else None
            futures = {pool.submit(run_notebook, j): j for j in unique} if pool else {}
        on_signal.check()
        workers = StopWatch(lambda: list(getattr(pool, "_processes", None) or {})) if pool else None
        if workers:
            workers.start()
        bar = None
        if progress and _is_tty(sys.stderr):    # a terminal: one bar that updates in place
            from tqdm import tqdm
            bar = tqdm(total=len(futures), desc="notebooks", unit="nb", file=sys.stderr)
        for n_done, fut in enumerate(_completed(futures, on_signal.check), start=1):
            try:
                r = fut.result()
            except BrokenProcessPool:
                if workers and workers.fired:
                    raise WorkerStopped(f"a build worker (pid {workers.fired}) was stopped (SIGSTOP, a debugger or a "
                                        f"suspended job) for {STOPPED_S} s, answering nothing, and was killed") from None
                raise WorkerStopped("a build worker died while it ran a notebook (killed by a signal, or by the "
                                    "out-of-memory killer" + _few_files() + ")") from None
            if warm is None:
                # this process lays out the cover and merges: load that meanwhile; not before every worker
                # is forked (a fork while a thread imports leaves the child an import lock nobody will
                # release), nor while this thread imports (two threads importing the same module at once
                # can see it half-initialised); and only once a first run is done, when a core is free
                # (at the start the workers' kernels and imports use them all)
                warm = WarmUp(batch.pdf, code)
            done[id(futures[fut])] = r
            if r.ok and r.job.stored_as:
                store_result(r)
            if bar:
                bar.set_postfix_str(f"{r.job.scenario}/{r.job.notebook.stem} {'ok' if r.ok else 'FAILED'}")
                bar.update()
            elif progress:                     # a log: one line per finished notebook
                print(progress_line(n_done, len(futures), r), file=sys.stderr, flush=True)
            publish_ready()
            on_signal.check()                  # one a library swallowed (a `__del__`, an except BaseException)
        if bar:
            bar.close()
        if pool is not None:
            _retire_workers(pool, log if progress else None)
        pool = None
        _stop_factory(factory)             # every kernel is forked: not needed while the last scenario is published
        publish_ready()
        summary = [results[p["scenario"]] for p in all_params]
        with _signals_held():
            if not moved(batch):           # a folder put in its place is not the build's to tidy
                remove_unreferenced_shared(batch.out)
        on_signal.check()
        try:
            if gone := moved(batch):
                raise OSError(gone)
            write_index(batch.out, summary)
            indexed = True
        except OSError as exc:
            for res in summary:       # said once, with the results (the CLI prints each note once)
                res.notes.append(f"index not updated: {fault_text(exc, batch.out)}")
        on_signal.check()
        return summary
    except (_Interrupted, KeyboardInterrupt) as exc:
        name = str(exc) or "SIGINT"
        raise BuildInterrupted(name, published, indexed) from None
    finally:
        on_signal.stop()                   # from here a signal waits for the cleanup (it is ignored)
        if workers is not None:
            workers.done.set()
        if pool is not None:
            for proc in list(getattr(pool, "_processes", {}).values()):
                kill_tree(proc.pid)
            pool.shutdown(wait=False, cancel_futures=True)
            kill_strays(batch.work)            # kernels whose worker a signal to the group killed first
        _stop_factory(factory)
        shutil.rmtree(batch.work, ignore_errors=True)
        for s, h in old_handlers.items():
            signal.signal(s, h)
