"""Benchmark: the default report build against the naive chain.

Fast path: `trainium-report build scenarios/default.yaml` (papermill's Python API in
a process pool, one merged HTML, one PDF via WeasyPrint in-process).
Naive chain, on the same notebooks, in series: for each notebook the papermill CLI,
then the `jupyter nbconvert --to html --no-input` CLI, then the `weasyprint` CLI.
Both write into temporary folders. Prints the median of each and their ratio.
Run: .venv/bin/python benchmarks/build.py [--repeat N]
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
SCENARIO = ROOT / "scenarios" / "default.yaml"
TARGET_S, TARGET_RATIO = 15.0, 3.0


def fast(tmp: Path) -> float:
    t = time.perf_counter()
    subprocess.run([str(BIN / "trainium-report"), "build", str(SCENARIO), "--out", str(tmp / "report"),
                    "--figures", str(tmp / "figures"), "--quiet"], check=True, capture_output=True)
    return time.perf_counter() - t


def naive(tmp: Path) -> float:
    from trainium_report import build

    t = time.perf_counter()
    for nb in build.notebooks():
        out = tmp / nb.name
        subprocess.run([str(BIN / "papermill"), str(nb), str(out), "-f", str(SCENARIO), "--cwd", str(nb.parent),
                        "-p", "figures_dir", str(tmp / "figures")], check=True, capture_output=True)
        subprocess.run([str(BIN / "jupyter"), "nbconvert", "--to", "html", "--no-input", str(out)],
                       check=True, capture_output=True)
        subprocess.run([str(BIN / "weasyprint"), str(out.with_suffix(".html")), str(out.with_suffix(".pdf"))],
                       check=True, capture_output=True)
    return time.perf_counter() - t


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    fast_t, naive_t = [], []
    for i in range(args.repeat):
        with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
            fast_t.append(fast(Path(a)))
            naive_t.append(naive(Path(b)))
        print(f"run {i + 1}: build {fast_t[-1]:.1f} s, naive chain {naive_t[-1]:.1f} s", flush=True)
    f, n = statistics.median(fast_t), statistics.median(naive_t)
    print(f"default build (all notebooks, HTML, PDF): median {f:.1f} s over {args.repeat} runs")
    print(f"naive chain (papermill CLI, nbconvert CLI, weasyprint CLI per notebook): median {n:.1f} s")
    print(f"ratio naive/build: {n / f:.2f}x (target >= {TARGET_RATIO:g}x)")
    print(f"ratio target/build: {TARGET_S / f:.2f}x (target {TARGET_S:g} s; >= 1 means under it)")


if __name__ == "__main__":
    main()
