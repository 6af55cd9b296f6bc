"""Rerun a round of hostile-input and fault cases against this checkout and print a table.

    python benchmarks/hostile.py CASES_DIR [--jobs 4] [--only ID ...] [--out round.md]

A case is one bash file `CASES_DIR/<id>.sh` whose header says what it expects:

    # what: a FIFO as prices.csv
    # expect-rc: 1             (a number, or "nonzero")
    # expect: prices.csv       (text the output must hold; one line each, all must appear)
    # expect-not: usd_per_hour (text it must not hold; optional)

The body runs in a fresh working folder (its cwd, also `$W`) with `$PROJECT` (this
checkout), `$TR` (its `trainium-report`), `$PY` (its Python) and `$OUTSIDE` (a folder of
bystander files no case may change). A case passes when its exit code and output are as
expected, the output holds no Python traceback, it ends within 60 s, it leaves no process
behind, and neither the project (outside its output folders) nor `$OUTSIDE` changed. Cases run
`--jobs` at a time, but one that names the project's cache (`$PROJECT/.cache`: it empties, swaps or dates
what every other case reads) runs alone, after the others.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parent.parent
OUTPUTS = {"report", "figures", "work", ".cache", ".venv", ".git", ".pytest_cache", "__pycache__"}
LIMIT_S = 60
#: a case body naming the project's cache folder ($PROJECT/.cache, "$PROJECT"/.cache, ${PROJECT}/.cache)
SHARED_CACHE_RE = re.compile(r'PROJECT\}?"?/\.cache')
KILL_S = 90


def header(text: str) -> dict:
    out = {"what": "", "rc": None, "expect": [], "expect_not": []}
    for line in text.splitlines():
        m = re.match(r"#\s*(what|expect-rc|expect|expect-not):\s?(.*)$", line)
        if not m:
            continue
        key, value = m.group(1), m.group(2).strip()
        if key == "what":
            out["what"] = value
        elif key == "expect-rc":
            out["rc"] = value
        else:
            out[key.replace("-", "_")].append(value)
    return out


def tree_hash(top: Path, skip: set[str]) -> dict[str, str]:
    """Path -> sha256 of every file under `top`, output folders skipped (links hashed by target text)."""
    out = {}
    for dirpath, dirnames, filenames in os.walk(top):
        dirnames[:] = [d for d in dirnames if d not in skip and not d.endswith(".egg-info")]
        for name in filenames:
            p = Path(dirpath) / name
            try:
                if p.is_symlink():
                    out[str(p)] = "link:" + os.readlink(p)
                elif p.is_file():
                    out[str(p)] = hashlib.sha256(p.read_bytes()).hexdigest()
            except OSError as exc:
                out[str(p)] = f"unreadable: {exc}"
    return out


def changed(before: dict, after: dict) -> list[str]:
    return sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))


def leftovers(tag: str) -> list[psutil.Process]:
    out = []
    for p in psutil.process_iter():
        try:
            if p.environ().get("HOSTILE_CASE") == tag:
                out.append(p)
        except (psutil.Error, OSError):
            continue
    return out


def run_case(path: Path, outside: Path, parallel: bool) -> dict:
    spec = header(path.read_text(errors="replace"))
    work = Path(tempfile.mkdtemp(prefix=f"hostile-{path.stem}-"))
    tag = f"{path.stem}-{os.getpid()}-{time.monotonic_ns()}"
    env = dict(os.environ, W=str(work), PROJECT=str(ROOT), TR=str(ROOT / ".venv/bin/trainium-report"),
               PY=str(ROOT / ".venv/bin/python"), OUTSIDE=str(outside), HOSTILE_CASE=tag,
               PYTHONDONTWRITEBYTECODE="1")
    project_before = None if parallel else tree_hash(ROOT, OUTPUTS)
    outside_before = tree_hash(outside, set())
    t = time.monotonic()
    proc = subprocess.Popen(["bash", str(path.resolve())], cwd=work, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, start_new_session=True, preexec_fn=_default_signals)
    try:
        out, _ = proc.communicate(timeout=KILL_S)
        hung = False
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        hung = True
    elapsed = time.monotonic() - t
    text = out.decode("utf-8", "replace")
    time.sleep(1.0)
    left = leftovers(tag)
    for p in left:
        try:
            p.kill()
        except psutil.Error:
            pass
    why = []
    if hung or elapsed > LIMIT_S:
        why.append(f"took {elapsed:.0f} s")
    rc = proc.returncode
    if spec["rc"] is not None and not hung:
        ok = rc != 0 if spec["rc"] == "nonzero" else str(rc) == spec["rc"]
        if not ok:
            why.append(f"exit {rc}, expected {spec['rc']}")
    if "Traceback (most recent call last)" in text:
        why.append("traceback")
    why += [f"missing {e!r}" for e in spec["expect"] if e not in text]
    why += [f"holds {e!r}" for e in spec["expect_not"] if e in text]
    if left:
        why.append(f"{len(left)} process(es) left: " + ", ".join(sorted({p.name() for p in left if p.is_running()} or {"?"})))
    moved = changed(outside_before, tree_hash(outside, set()))
    if moved:
        why.append("outside changed: " + ", ".join(Path(m).name for m in moved[:3]))
    if project_before is not None:
        moved = changed(project_before, tree_hash(ROOT, OUTPUTS))
        if moved:
            why.append("project changed: " + ", ".join(os.path.relpath(m, ROOT) for m in moved[:3]))
    last = next((ln for ln in reversed(text.strip().splitlines()) if ln.strip()), "")
    shutil.rmtree(work, ignore_errors=True)
    return {"id": path.stem, "what": spec["what"], "rc": rc, "s": elapsed, "ok": not why,
            "why": "; ".join(why), "last": last[:160], "tail": "" if not why else "\n".join(text.splitlines()[-TAIL_LINES:])}


#: lines of a failing case's output kept in the report (the table shows its last line only: not enough to tell
#: which of a case's checks failed)
TAIL_LINES = 40


def fenced(text: str) -> str:
    """`text` as a Markdown code block whose fence no backtick run in it can close."""
    fence = "`" * max(3, 1 + max((len(m) for m in re.findall(r"`+", text)), default=0))
    return f"{fence}\n{text}\n{fence}"


def cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _default_signals() -> None:
    """A case starts with SIGINT and SIGQUIT at their defaults: a runner started in the background of a
    shell without job control inherits them ignored, and a case's Ctrl-C would then stop nothing."""
    for s in (signal.SIGINT, signal.SIGQUIT):
        signal.signal(s, signal.SIG_DFL)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cases", type=Path)
    ap.add_argument("--jobs", type=int, default=4)
    ap.add_argument("--only", nargs="*", default=None)
    ap.add_argument("--out", type=Path, default=None)
    a = ap.parse_args(argv)
    if a.jobs < 1:
        ap.error("--jobs must be at least 1")
    cases = sorted(a.cases.glob("*.sh"))
    if a.only:
        cases = [c for c in cases if c.stem in set(a.only)]
    if not cases:
        ap.error(f"no case (*.sh) in {a.cases}")
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--untracked-files=no"],
                           capture_output=True, text=True).stdout.strip()
    outside = Path(tempfile.mkdtemp(prefix="hostile-outside-"))
    (outside / "thesis.tex").write_text("a bystander file\n")
    (outside / "notes").mkdir()
    (outside / "notes" / "keep.md").write_text("keep me\n")
    project_before = tree_hash(ROOT, OUTPUTS)
    results = []
    t = time.monotonic()
    # a case that changes the project's cache (empties it, swaps it for a file, dates its entries) changes what
    # every case running beside it reads: those run one at a time, after the others
    alone = [c for c in cases if SHARED_CACHE_RE.search(c.read_text(encoding="utf-8", errors="replace"))]
    rest = [c for c in cases if c not in alone]

    def said(r):
        results.append(r)
        print(f"{'PASS' if r['ok'] else 'FAIL'} {r['id']:<28} {r['s']:5.1f}s rc={r['rc']} {r['why']}", flush=True)
    with ThreadPoolExecutor(a.jobs) as pool:
        for r in pool.map(lambda c: run_case(c, outside, a.jobs > 1), rest):
            said(r)
    for c in alone:
        said(run_case(c, outside, False))
    results.sort(key=lambda r: r["id"])
    moved = changed(project_before, tree_hash(ROOT, OUTPUTS))
    shutil.rmtree(outside, ignore_errors=True)
    passed = sum(r["ok"] for r in results)
    lines = [f"Round of {len(results)} cases at {commit}{' (with uncommitted changes)' if dirty else ''}: "
             f"{passed} passed, {len(results) - passed} failed; project files outside output folders "
             f"{'unchanged' if not moved else 'CHANGED: ' + ', '.join(os.path.relpath(m, ROOT) for m in moved[:5])}; "
             f"{time.monotonic() - t:.0f} s.", "",
             "| case | what | exit | s | result | last line of output |", "|---|---|---|---|---|---|"]
    lines += [f"| {r['id']} | {cell(r['what'])} | {r['rc']} | {r['s']:.1f} | "
              f"{'pass' if r['ok'] else 'FAIL: ' + cell(r['why'])} | {cell(r['last'])} |" for r in results]
    failed = [r for r in results if not r["ok"]]
    if failed:
        lines += ["", f"## The failing cases' output (last {TAIL_LINES} lines each)"]
        for r in failed:
            lines += ["", f"### {r['id']}: {cell(r['why'])}", "", fenced(r["tail"])]
    report = "\n".join(lines) + "\n"
    if a.out:
        a.out.write_text(report)
    print(lines[0])
    return 0 if passed == len(results) and not moved else 1


if __name__ == "__main__":
    sys.exit(main())
