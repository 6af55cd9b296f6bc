"""Benchmark: the report build against the naive chain, and the marginal scenario of a batch.

Measured side by side in one run (the machine may be shared, so absolute seconds
drift; the ratios are what the targets are stated in):

- build: `trainium-report build scenarios/default.yaml --rerun` (all notebooks, HTML, PDF; `--rerun`:
  the scenario's own notebooks run even though an identical run is kept in the project cache, which
  a user's unchanged rebuild would reuse; the scenario-independent sections come from the cache);
- naive: the same notebooks in series, each through the papermill CLI, then the
  `jupyter nbconvert --to html --no-input` CLI, then the `weasyprint` CLI; its notebooks read the
  project cache the first build filled, as the warm build does; and again on a fresh checkout
  (`naive cold`: the cache empty, filled by its first notebooks), the like-for-like reference of the
  fresh checkout's first build;
- batch: `trainium-report build` on every scenario in scenarios/ (4 today); the
  marginal scenario is (batch - build) / (scenarios - 1).

- tests (with --tests): `make test`'s command (pytest, one xdist worker per core), run once
  untimed to warm the project cache, then timed.

Targets (issue 23): naive / cold build (without the project cache) >= 3x; the marginal scenario
<= 4 s, stated as the ratio 4 s / marginal (>= 1 means at or under the target); the test suite
<= 60 s warm on 2 cores, stated as 60 s / suite. The warm build's ratio (issue 12's >= 5x) is
printed beside them.
Beside the times it prints the share of the machine's cores each command kept busy: a build at 75% on
2 cores has a quarter of its cores idle (work waiting on work), one near 100% is bound by its CPU.
Run: .venv/bin/python benchmarks/build.py [--repeat N] [--no-naive] [--tests]
"""
from __future__ import annotations

import argparse
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
SCENARIO = ROOT / "scenarios" / "default.yaml"
BATCH = sorted((ROOT / "scenarios").glob("*.yaml"))
TARGET_RATIO, TARGET_COLD_RATIO, TARGET_MARGINAL_S, TARGET_TESTS_S = 5.0, 3.0, 4.0, 60.0


def busy_ticks() -> tuple[int, int] | None:
    """(busy, all) CPU time of the whole machine so far, in clock ticks of every core together
    (/proc/stat; None where there is none)."""
    try:
        ticks = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:9]]
    except (OSError, ValueError):
        return None
    idle = ticks[3] + ticks[4]                      # idle and waiting for I/O
    return sum(ticks) - idle, sum(ticks)


#: the share of the machine's cores each timed command kept busy (its own and whatever else ran)
BUSY: dict[str, list[float]] = {}


def timed(label: str, run) -> float:
    """Seconds `run()` took; the share of all cores busy meanwhile is kept in BUSY[label]: a build
    that leaves cores idle can go faster by ordering its work, one that keeps them busy only by doing less."""
    before, t = busy_ticks(), time.perf_counter()
    run()
    seconds, after = time.perf_counter() - t, busy_ticks()
    if before and after and after[1] > before[1]:
        BUSY.setdefault(label, []).append((after[0] - before[0]) / (after[1] - before[1]))
    return seconds


def fresh_checkout(tmp: Path) -> Path:
    """The project's tracked files (as they are in the working tree) in a folder of their own: what
    a fresh clone has after `make`'s setup, with no project cache (.cache/), report or figures."""
    dst = tmp / "project"
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True, capture_output=True).stdout
    for name in filter(None, listed.decode().split("\0")):
        src = ROOT / name
        if src.is_file():
            (dst / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dst / name)
    bytecode(dst)
    return dst


def font_subsetter() -> str:
    """Which library cuts the PDF's embedded fonts down, for the build and the naive chain's weasyprint
    alike: WeasyPrint uses HarfBuzz's (C) where libharfbuzz-subset0 is installed, else fontTools (Python,
    0.3-0.5 s more per document): absolute seconds differ between such machines, less so the ratios."""
    try:
        from weasyprint.text.ffi import harfbuzz_subset
    except (ImportError, OSError):
        return "none (no WeasyPrint)"
    return "HarfBuzz (libharfbuzz-subset0)" if harfbuzz_subset else "fontTools (libharfbuzz-subset0 not installed)"


def bytecode(root: Path) -> None:
    """The package's bytecode, as `make` writes it before every command (not timed: the same for every side)."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(root / "trainium_report")], check=True,
                   capture_output=True)


def build(tmp: Path, files: list[Path], cold: bool = False, disabled: bool = False) -> float:
    """`cold`: the first build of a fresh checkout (its project cache empty: the checked dataset and
    scenarios, the calibration fits, the dataset and claims sections are computed, and kept for the
    build's other notebooks); `disabled`: the cache turned off (TRAINIUM_REPORT_NO_CACHE=1: every
    notebook computes everything itself)."""
    env, cwd, cmd = dict(os.environ), ROOT, [str(BIN / "trainium-report")]
    if disabled:
        env["TRAINIUM_REPORT_NO_CACHE"] = "1"
    if cold:
        cwd = fresh_checkout(tmp)
        env["PYTHONPATH"] = str(cwd)            # the checkout's package, and so its own (empty) cache
        cmd = [sys.executable, "-m", "trainium_report.cli"]
        files = [cwd / Path(f).relative_to(ROOT) for f in files]
    label = "cold" if cold else "cache off" if disabled else "batch" if len(files) > 1 else "build"
    return timed(label, lambda: subprocess.run([*cmd, "build", *map(str, files), "--out", str(tmp / "report"),
                                                "--figures", str(tmp / "figures"), "--quiet", "--rerun"],
                                               check=True, capture_output=True, env=env, cwd=cwd))


def naive(tmp: Path, cold: bool = False) -> float:
    """The notebooks the build runs for the scenario (not a workload section its report leaves
    out), each through papermill's CLI with the scenario file as its parameter, as a user would
    run them by hand. Its notebooks use the project cache as the build's do (the fits, the dataset's
    checks, the variants curve): warm after the benchmark's first build; `cold`: in a fresh checkout of
    its own, whose first notebooks fill the cache for the next, like for like with the cold build."""
    from trainium_report import publishing as report_build, scenario

    params = scenario.load(SCENARIO)
    root, env = ROOT, dict(os.environ)
    if cold:
        root = fresh_checkout(tmp)
        env["PYTHONPATH"] = str(root)           # the checkout's package, and so its own (empty) cache
    out_dir = tmp / "naive"
    out_dir.mkdir()

    def chain() -> None:
        for nb in report_build.notebooks():
            if not report_build.uses(nb, params):
                continue
            nb, out, sc = root / nb.relative_to(ROOT), out_dir / nb.name, root / SCENARIO.relative_to(ROOT)
            args = ["-p", "scenario_file", str(sc), "-p", "figures_dir", str(out_dir / "figures")]
            for cmd in ([str(BIN / "papermill"), str(nb), str(out), "--cwd", str(nb.parent), *args],
                        [str(BIN / "jupyter"), "nbconvert", "--to", "html", "--no-input", str(out)],
                        [str(BIN / "weasyprint"), str(out.with_suffix(".html")), str(out.with_suffix(".pdf"))]):
                subprocess.run(cmd, check=True, capture_output=True, env=env)

    return timed("naive cold" if cold else "naive", chain)


def test_command() -> list[str]:
    """`make test`'s pytest command, read from the Makefile's recipe (one place to change it)."""
    lines = (ROOT / "Makefile").read_text().splitlines()
    recipe = lines[next(i for i, line in enumerate(lines) if line.startswith("test:")) + 1]
    words = shlex.split(recipe)
    assert words[:3] == ["$(BIN)/python", "-m", "pytest"], f"unexpected test recipe in the Makefile: {recipe!r}"
    return [sys.executable, *words[1:]]


def tests() -> float:
    """`make test`'s pytest command, timed (the caller runs it once before, untimed)."""
    t = time.perf_counter()
    done = subprocess.run([*test_command(), "-q", "-p", "no:cacheprovider"], cwd=ROOT, capture_output=True, text=True)
    if done.returncode:            # a red suite has no time to report: say which tests failed, not a traceback
        tail = "\n".join(done.stdout.splitlines()[-15:])
        sys.exit(f"make test's command failed (exit {done.returncode}), so the suite is not timed; its last lines:\n{tail}")
    return time.perf_counter() - t


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--no-naive", action="store_true", help="skip the naive chain (about a minute)")
    ap.add_argument("--tests", action="store_true", help="also time the test suite (a few minutes)")
    args = ap.parse_args()
    print(f"PDF fonts subset by: {font_subsetter()}", flush=True)
    one, batch, slow, cold, off, slow_cold = [], [], [], [], [], []
    bytecode(ROOT)
    with tempfile.TemporaryDirectory() as w:   # fills the project cache for this code and data (not timed)
        build(Path(w), [SCENARIO])
    BUSY.clear()
    for i in range(args.repeat):
        with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b, \
                tempfile.TemporaryDirectory() as c, tempfile.TemporaryDirectory() as d, \
                tempfile.TemporaryDirectory() as e:
            one.append(build(Path(a), [SCENARIO]))
            cold.append(build(Path(d), [SCENARIO], cold=True))
            off.append(build(Path(e), [SCENARIO], disabled=True))
            batch.append(build(Path(b), BATCH))
            if not args.no_naive:
                slow.append(naive(Path(c)))
                with tempfile.TemporaryDirectory() as g:
                    slow_cold.append(naive(Path(g), cold=True))
        print(f"run {i + 1}: build {one[-1]:.1f} s (a fresh checkout's first {cold[-1]:.1f} s, the cache off "
              f"{off[-1]:.1f} s), batch of {len(BATCH)} {batch[-1]:.1f} s"
              + (f", naive chain {slow[-1]:.1f} s (on a fresh checkout {slow_cold[-1]:.1f} s)" if slow else ""),
              flush=True)
    f, b = statistics.median(one), statistics.median(batch)
    marginal = (b - f) / max(1, len(BATCH) - 1)
    print(f"default build (all notebooks, HTML, PDF): median {f:.1f} s over {args.repeat} run(s)")
    print(f"batch of {len(BATCH)} scenarios: median {b:.1f} s; marginal scenario {marginal:.1f} s")
    if slow:
        n = statistics.median(slow)
        print(f"naive chain (papermill CLI, nbconvert CLI, weasyprint CLI per notebook): median {n:.1f} s")
        print(f"ratio naive/build: {n / f:.2f}x (target >= {TARGET_RATIO:g}x)")
        nc = statistics.median(slow_cold)
        print(f"naive chain on a fresh checkout (its project cache empty, filled by its first notebooks): median {nc:.1f} s")
        print(f"ratio naive/build without the project cache (a fresh checkout's first build): "
              f"{n / statistics.median(cold):.2f}x (target >= {TARGET_COLD_RATIO:g}x); like for like, the naive chain "
              f"on a fresh checkout too: {nc / statistics.median(cold):.2f}x")
        print(f"ratio naive/build with the cache turned off: {n / statistics.median(off):.2f}x")
    print(f"ratio batch/build: {b / f:.2f}x for {len(BATCH)} scenarios")
    print(f"ratio {TARGET_MARGINAL_S:g} s/marginal: {TARGET_MARGINAL_S / max(marginal, 1e-9):.2f}x "
          f"(target >= 1: the marginal scenario at or under {TARGET_MARGINAL_S:g} s)")
    if BUSY:
        print(f"cores busy ({os.cpu_count()} cores, the whole machine's time, median): "
              + ", ".join(f"{k} {statistics.median(v):.0%}" for k, v in BUSY.items()))
    if args.tests:
        tests()                                   # warms the project cache for the suite's own builds
        suite = statistics.median(tests() for _ in range(args.repeat))
        print(f"test suite ({' '.join(test_command()[1:])}, {os.cpu_count()} cores): median {suite:.1f} s")
        print(f"ratio {TARGET_TESTS_S:g} s/suite: {TARGET_TESTS_S / suite:.2f}x (target >= 1: the suite at or under 60 s)")


if __name__ == "__main__":
    main()
