"""Uncertain inputs (`Input`), reproducible draws of them (`sample`) and one-at-a-time
sensitivity (`tornado`): generic, vectorised, no knowledge of the decision.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np
import pandas as pd


# --------------------------------------------------------------------------
# uncertain inputs

@dataclass(frozen=True)
class Input:
    """One uncertain input: low <= central <= high; drawn triangular(low, central, high)
    (or uniform(low, high) with dist="uniform", or resampled from `values` with dist="empirical",
    where low and high are their 10th and 90th percentiles); constant when low == high."""
    name: str
    label: str
    low: float
    central: float
    high: float
    unit: str = ""
    basis: str = ""
    dist: str = "triangular"
    values: tuple = ()                # dist="empirical": draws are taken from these, with replacement


def sample(inputs: list[Input], n: int, seed: int) -> dict[str, np.ndarray]:
    """n independent draws of every input, reproducible from the seed (inputs drawn in list order)."""
    rng = np.random.default_rng(seed)
    out = {}
    for inp in inputs:
        if inp.high <= inp.low:
            out[inp.name] = np.full(n, float(inp.central))
        elif inp.dist == "empirical":
            out[inp.name] = rng.choice(np.asarray(inp.values, float), n)
        elif inp.dist == "uniform":
            out[inp.name] = rng.uniform(inp.low, inp.high, n)
        else:
            out[inp.name] = rng.triangular(inp.low, inp.central, inp.high, n)
    return out


def tornado(fn: Callable[[dict], dict], inputs: list[Input], outputs=("ratio", "npv")) -> pd.DataFrame:
    """One-at-a-time sensitivity: each input at its low and high with the others central,
    in one vectorised call of `fn`. Sorted by swing (|at high - at low|), largest first, per output."""
    moving = [i for i in inputs if i.high > i.low]
    n = 2 * len(moving) + 1
    x = {i.name: np.full(n, float(i.central)) for i in inputs}
    for j, inp in enumerate(moving):
        x[inp.name][1 + 2 * j] = inp.low
        x[inp.name][2 + 2 * j] = inp.high
    res = fn(x)
    rows = []
    for out in outputs:
        y = np.broadcast_to(np.asarray(res[out], float), (n,))
        for j, inp in enumerate(moving):
            lo, hi = y[1 + 2 * j], y[2 + 2 * j]
            rows.append(dict(output=out, input=inp.name, label=inp.label, low=inp.low, central=inp.central,
                             high=inp.high, unit=inp.unit, at_low=lo, at_central=y[0], at_high=hi,
                             swing=abs(hi - lo)))
    df = pd.DataFrame(rows, columns=["output", "input", "label", "low", "central", "high", "unit", "at_low",
                                     "at_central", "at_high", "swing"])
    order = {o: k for k, o in enumerate(outputs)}
    return df.sort_values(["output", "swing"], key=lambda s: s.map(order) if s.name == "output" else s,
                          ascending=[True, False], kind="stable").reset_index(drop=True)
