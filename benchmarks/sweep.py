"""Benchmark: a sweep of 1,000,000 scenario points through the decode and cost model.

Prints the wall time of the vectorised sweep, the same model evaluated point by
point on a sample (scaled to a million), and the ratios to the 1-second target.
Run: .venv/bin/python benchmarks/sweep.py
"""
from __future__ import annotations

import time

import numpy as np

from trainium_report import costs, dataset, performance as perf

N = 1_000_000
TARGET_S = 1.0


def sweep(rng: np.random.Generator, shape: perf.Shape, systems: dict) -> np.ndarray:
    """Cost per 1M output tokens for N random (system, batch, context, efficiency, overhead, price) points."""
    names = list(systems)
    pick = rng.integers(0, len(names), N)
    peak = np.array([systems[n]["peak"] for n in names])[pick]
    bw = np.array([systems[n]["bw"] for n in names])[pick]
    price = np.array([systems[n]["price"] for n in names])[pick] * rng.uniform(0.5, 1.5, N)
    batch = rng.integers(1, 257, N).astype(float)
    context = rng.integers(256, 16_384, N).astype(float)
    eff = rng.uniform(0.3, 0.95, N)
    overhead = rng.uniform(0.0, 0.02, N)
    step = perf.decode_step_seconds(shape.weight_bytes("bf16"), shape.kv_bytes_per_token(), batch, context,
                                    shape.params, peak, bw, eff, 0.5, overhead)
    return costs.usd_per_m_tokens(price, 0.0, step, batch, 0, 1)   # per 1M generated tokens


def main() -> None:
    ds = dataset.load()
    shape = perf.model_shape(ds, "llama-3.1-70b")
    s = dataset.systems(ds)
    systems = {e: {"peak": s.loc[e, "bf16_dense_tflops"], "bw": s.loc[e, "memory_bandwidth_tbps"], "price": p}
               for e, p in (("trn1.32xlarge", 21.5), ("inf2.48xlarge", 12.98), ("p5.48xlarge", 55.04),
                            ("trn2.48xlarge", 35.76))}
    rng = np.random.default_rng(0)
    sweep(rng, shape, systems)                      # warm-up
    times = []
    for _ in range(5):
        t = time.perf_counter()
        out = sweep(rng, shape, systems)
        times.append(time.perf_counter() - t)
    vec = float(np.median(times))
    # the same model, one point at a time, on 2,000 points
    sample = 2_000
    t = time.perf_counter()
    for i in range(sample):
        perf.decode_step_seconds(141e9, 327_680.0, float(i % 256 + 1), 4096.0, shape.params, 3040.0, 14.09, 0.5, 0.5,
                                 0.006)
    loop = (time.perf_counter() - t) / sample * N
    print(f"points: {N:,}; finite results: {np.isfinite(out).sum():,}")
    print(f"vectorised sweep: {vec:.3f} s (median of 5)")
    print(f"point-by-point, scaled to {N:,}: {loop:.1f} s")
    print(f"ratio target/vectorised: {TARGET_S / vec:.1f}x  (>= 1 means under the {TARGET_S:g} s target)")
    print(f"ratio point-by-point/vectorised: {loop / vec:.0f}x")


if __name__ == "__main__":
    main()
