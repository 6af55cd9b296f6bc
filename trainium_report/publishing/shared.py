"""Scenario-independent work done once: the dataset and claims sections.

A notebook whose metadata lists the scenario keys it reads
(`trainium_report.scenario_keys`, e.g. `["data_dir"]`) depends on the scenario only
through them. A batch runs it once per dataset version and values of those keys,
and every scenario that agrees on them shares the run. The run is also kept in the
project cache (`.cache/sections/`), keyed by the dataset's version, those values, the
notebook, the package's source, the libraries that render it and the day (notebook
01 dates the stale prices), so the next build of the same data reuses it.

A scenario's own runs are kept the same way, keyed by everything they read (`run_key`): a
build of an unchanged scenario on unchanged code and data reuses them; `--rerun` (or
`TRAINIUM_REPORT_NO_CACHE=1`) runs them again.
"""
from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import shutil
import sys
from functools import lru_cache
from pathlib import Path

from .. import cache, scenario as scen
from ..contract import META_KEY, PARTS, SHARED_PARTS
from .run import Job, Result, read_source

PACKAGE = Path(__file__).resolve().parent.parent
KEEP_RUNS = 200    # runs kept in .cache/sections/ (a report's run: about 1 MB), the most recently used first


def scenario_keys(nb_path: Path) -> tuple[str, ...] | None:
    """The scenario keys a notebook reads, when its metadata says it reads only some
    (`trainium_report.scenario_keys`); None: it depends on the whole scenario."""
    meta = read_source(nb_path).metadata.get(META_KEY, {})
    keys = meta.get("scenario_keys")
    return tuple(keys) if isinstance(keys, list) else None




def report_meta(nb_path: Path) -> dict:
    """A notebook's `trainium_report` metadata: `part` (one of PARTS; decision when absent),
    `workload` (the only workload whose report it belongs to, when set)."""
    meta = dict(read_source(nb_path).metadata.get(META_KEY, {}))
    if meta.get("part") not in PARTS:
        meta["part"] = "decision"
    return meta


def uses(nb_path: Path, params: dict) -> bool:
    """Whether the scenario's report has this notebook: a workload section only in a scenario
    of that workload (an inference scenario has no training section, and the other way round)."""
    wl = report_meta(nb_path).get("workload")
    return wl is None or wl == params.get("workload")


def run_key(nb: Path, params: dict, version: str, pdf: bool, include_code: bool) -> str:
    """The key of a scenario's own notebook run: everything its result depends on. The notebook,
    the package's source and the libraries that render it, the dataset's version (standing for
    `data_dir`), every checked value of the scenario (its defaults included), the content of the
    runs file it names (`measurements`), the day (prices age), and the export options."""
    return cache.key("scenario-run", nb.name, hashlib.sha256(nb.read_bytes()).hexdigest(), cache.code_version(),
                     version, scen.dependencies(params), json.dumps(_by_content(params), sort_keys=True, default=str),
                     pdf, include_code, dt.date.today().isoformat())


def _by_content(values: dict) -> dict:
    """A run's scenario values without the paths it reads: those enter a key by their content
    (`scenario.dependencies`: the dataset's version, the runs file's bytes), so the same data
    read from another folder is the same run."""
    out = {k: v for k, v in values.items() if k not in ("data_dir", "measurements")}
    if isinstance(values.get("measurements"), dict):     # what the mapping adds to the file counts as a value
        out["measurements"] = {k: v for k, v in values["measurements"].items() if k != "file"}
    return out


def _default_holds(values: dict) -> bool:
    """Whether the default scenario, with the keys a shared section reads set to `values`, is a
    scenario at all: a data folder of your own need not hold the default's model or candidates,
    and then the section runs on your scenario itself."""
    try:
        scen.load(None, values)
    except scen.ScenarioError:
        return False
    return True


def plan_runs(scenarios: list[tuple[Path, dict]], versions: dict, sources: list[Path], batch,
              include_code: bool, rerun: bool = False, overrides: dict | None = None) -> dict[str, list[Job]]:
    """scenario -> its jobs in report order. A notebook that reads only some scenario keys
    gets one job per dataset version and values of those keys, shared by the scenarios that
    agree on them; it runs on the default scenario with just those keys as overrides. A
    scenario's own runs carry their `run_key` (none with `rerun`): a run with the same key
    kept in the project cache is reused."""
    shared: dict[str, Job] = {}
    plan: dict[str, list[Job]] = {}
    for path, p in scenarios:
        name = p["scenario"]
        plan[name] = []
        for nb in sources:
            if not uses(nb, p):
                continue
            keys = scenario_keys(nb)
            if keys is None or not _default_holds({k: p[k] for k in keys}):
                job = Job(name, nb, path, p, batch.work / name / "notebooks" / nb.name, batch.work / name / "figures",
                          batch.pdf, include_code,
                          reuse_key="" if rerun else run_key(nb, p, versions[name], batch.pdf, include_code),
                          overrides=dict(overrides or {}), source_sha=hashlib.sha256(nb.read_bytes()).hexdigest())
            else:
                values = {k: p[k] for k in keys}
                tag = hashlib.sha256(json.dumps([nb.name, nb.read_bytes().decode("utf-8", "replace"),
                                                 versions[name], _by_content(values)], sort_keys=True, default=str)
                                     .encode()).hexdigest()[:16]
                if tag not in shared:
                    home = batch.work / "_shared" / f"{nb.stem}-{tag[:12]}"
                    key = cache.key(tag, cache.code_version(), batch.pdf, include_code, dt.date.today().isoformat())
                    shared[tag] = Job(name, nb, None, values, home / "notebooks" / nb.name, home / "figures",
                                      batch.pdf, include_code, cache_key=key,
                                      source_sha=hashlib.sha256(nb.read_bytes()).hexdigest())
                job = shared[tag]
            plan[name].append(job)
    return plan


def _entry(key: str) -> Path:
    return cache.CACHE_DIR / "sections" / key


@lru_cache(maxsize=4)
def _sections_usable(root: Path) -> bool:
    """The kept runs' folder is the cache's own (not a symlink, nor inside one): a link there (to
    notebooks/, say) would have the build write its runs into that folder. Said once when not."""
    if cache.own_folder(root / "x"):
        return True
    print(f"note: {root}: a symlink (kept runs are written into a folder of the cache's own); runs are not "
          "kept or reused (make it a folder to turn this on)", file=sys.stderr)
    return False


def cached_result(job: Job) -> Result | None:
    """The run kept for this job's key, copied into the job's folders; None when there is none."""
    entry = _entry(job.stored_as)
    meta = entry / "section.json"
    if not cache.enabled() or not _sections_usable(entry.parent) or entry.is_symlink() or not meta.is_file():
        return None
    try:
        if meta.stat().st_size > MAX_SECTION_META:
            raise ValueError("section.json past its bound")
        section = json.loads(meta.read_text(encoding="utf-8"))
        if not isinstance(section, dict) or section.pop("key", None) != job.stored_as \
                or _digests(entry, section.get("files")) != section.pop("files", None) \
                or any(not isinstance(section.get(k, ""), str) or Path(section.get(k, "")).name != section.get(k, "")
                       for k in ("html", "path")):     # names inside the entry only: never '../x' or a path
            # damaged (a file emptied, cut short or replaced) or another key's run copied in: run again
            _discard(entry)
            return None
    except (OSError, ValueError, KeyError, TypeError, AttributeError, MemoryError):
        _discard(entry)                  # unreadable (a section.json emptied or grown past its bound): kept again
        return None
    try:                                 # the kept run is whole: a failure now is the destination's (a full
        job.out.parent.mkdir(parents=True, exist_ok=True)        # disk), and the entry is kept for the next build
        shutil.copy2(entry / job.out.name, job.out)
        if (entry / "figures").is_dir():
            shutil.copytree(entry / "figures", job.figures, dirs_exist_ok=True)
        for k in ("html", "path"):
            if k in section:
                target = job.out.parent / section[k]
                shutil.copy2(entry / section[k], target)
                section[k] = str(target)
        section["headings"] = [tuple(h) for h in section.get("headings", [])]
        os.utime(entry)                  # used now: pruning keeps the most recently used runs
    except (OSError, TypeError, ValueError):
        return None                      # the notebook runs, and its own write names what failed
    return Result(job, True, 0.0, section=section)


def _discard(entry: Path) -> None:
    """Remove a damaged kept run, so the next good run of its key is kept in its place; only a real
    folder directly inside the cache's sections folder."""
    root = (cache.CACHE_DIR / "sections").resolve()
    if not entry.is_symlink() and entry.is_dir() and entry.resolve().parent == root:
        shutil.rmtree(entry, ignore_errors=True)


#: bounds on a kept run read back: its section.json, and any one file of it (a report section's notebook,
#: figures and PDF are a few MB); past them the entry is damaged, and nothing more of it is read
MAX_SECTION_META, MAX_KEPT_FILE = 1 << 20, 256 << 20


def _digests(entry: Path, expected: dict | None = None) -> dict[str, str]:
    """SHA-256 of every file of a kept run but its section.json, by path inside the entry. A symlink
    or anything not a file or folder (a link planted to a folder outside, which copying the figures
    would follow) is listed as such: a run kept by a build holds none, so the entry reads as damaged.
    With `expected` (the digests kept with it), a file it does not list or one past `MAX_KEPT_FILE`
    ends the walk unread: the entry is damaged whatever the rest holds (a 20 GB file planted there)."""
    out = {}
    for f in sorted(entry.rglob("*")):
        name = str(f.relative_to(entry))
        if f.is_symlink() or not (f.is_file() or f.is_dir()):
            out[name] = "not a regular file"
        elif f.is_file() and f.name != "section.json":
            if f.stat().st_size > MAX_KEPT_FILE or (isinstance(expected, dict) and name not in expected):
                return {**out, name: "not one of the run's files"}
            out[name] = hashlib.sha256(f.read_bytes()).hexdigest()
    return out


def store_result(r: Result) -> None:
    """Keep a successful run (executed notebook, figures, HTML fragment and PDF section); written
    to a temporary folder and renamed, never half-written."""
    if not cache.enabled() or r.section is None or not r.job.stored_as or not _sections_usable(_entry("x").parent):
        return
    entry = _entry(r.job.stored_as)
    if entry.exists():
        return
    tmp = entry.with_name(f".tmp-{entry.name}")
    try:
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        shutil.copy2(r.job.out, tmp / r.job.out.name)
        if r.job.figures.is_dir():
            shutil.copytree(r.job.figures, tmp / "figures")
        section = dict(r.section)
        for k in ("html", "path"):
            if k in section:
                shutil.copy2(section[k], tmp / Path(section[k]).name)
                section[k] = Path(section[k]).name
        section["files"] = _digests(tmp)
        section["key"] = r.job.stored_as       # what it was kept as: another key's entry copied here is a miss
        (tmp / "section.json").write_text(json.dumps(section), encoding="utf-8")
        tmp.rename(entry)
        cache.prune(entry.parent, keep=KEEP_RUNS)
    except OSError:
        shutil.rmtree(tmp, ignore_errors=True)


def shared_documents(plan: dict[str, list[Job]], versions: dict) -> dict[str, tuple[str, list[Job]]]:
    """In a batch (more than one scenario): scenario -> (folder under report/_shared/, the runs of
    its Part 2 and dataset appendix), one folder per dataset version and values of the keys those
    runs read (`<version>`, or `<version>-<tag>` when one version has more than one). A single
    scenario gets none: its report stays self-contained."""
    if len(plan) < 2:
        return {}
    groups: dict[str, tuple[str, tuple]] = {}
    for name, jobs in plan.items():
        runs = tuple(j for j in jobs if j.cache_key and report_meta(j.notebook)["part"] in SHARED_PARTS)
        if runs:
            groups[name] = (versions[name], runs)
    per_version: dict[str, set] = {}
    for v, runs in groups.values():
        per_version.setdefault(v, set()).add(tuple(j.cache_key for j in runs))
    out = {}
    for name, (v, runs) in groups.items():
        keys = tuple(j.cache_key for j in runs)
        tag = "" if len(per_version[v]) == 1 else "-" + hashlib.sha256("/".join(keys).encode()).hexdigest()[:8]
        out[name] = (f"{v}{tag}", list(runs))
    return out
