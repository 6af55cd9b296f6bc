"""The dataset's charts (notebook 01): compute and memory by generation, per chip against per system."""
from __future__ import annotations

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

from .style import color, family_handles, short_name, use_style

PRECISION_MARKERS = {"fp32": "o", "tf32": "v", "bf16": "s", "fp8": "D", "fp4": "^", "int8": "x"}


def compute_by_generation(chips: pd.DataFrame, precisions=("fp32", "bf16", "fp8", "fp4", "int8")):
    """Dot plot: peak dense compute per chip for each precision, chips in
    generation order within family, log scale."""
    use_style()
    cols = [f"{p}_dense_{'tops' if p == 'int8' else 'tflops'}" for p in precisions]
    order = chips.dropna(how="all", subset=[c for c in cols if c in chips])
    fig, ax = plt.subplots(figsize=(9, 4.8))
    x = np.arange(len(order))
    for prec in precisions:
        col = f"{prec}_dense_{'tops' if prec == 'int8' else 'tflops'}"
        if col not in order:
            continue
        y = pd.to_numeric(order[col], errors="coerce").to_numpy(dtype=float)
        edge = {} if prec == "int8" else {"edgecolors": "black", "linewidths": 0.4}  # 'x' has no face
        ax.scatter(x, y, marker=PRECISION_MARKERS[prec], s=36, c=[color(f) for f in order["family"]], zorder=3, **edge)
        for fam, idx in order.reset_index().groupby("family").groups.items():
            ax.plot(x[list(idx)], y[list(idx)], color=color(fam), alpha=0.35, lw=1)
    ax.set_yscale("log")
    ax.set_xticks(x, [short_name(n) for n in order["name"]], rotation=40, ha="right")
    ax.set_ylabel("peak dense compute per chip (TFLOPS; INT8 in TOPS)")
    handles = [plt.Line2D([], [], marker=PRECISION_MARKERS[p], ls="", color="black", label=p.upper())
               for p in precisions]
    handles += [plt.Line2D([], [], marker="s", ls="", color=color(f), label=f) for f in order["family"].unique()]
    ax.legend(handles=handles, ncol=2, loc="upper left")
    return fig, ax


def memory_by_generation(chips: pd.DataFrame):
    """Two panels: memory capacity (GB) and bandwidth (TB/s) per chip."""
    use_style()
    order = chips
    fig, axes = plt.subplots(1, 2, figsize=(9, 4.6), sharey=True)
    y = np.arange(len(order))
    for ax, col, label in ((axes[0], "memory_capacity_gb", "memory per chip (GB)"),
                           (axes[1], "memory_bandwidth_tbps", "memory bandwidth per chip (TB/s)")):
        vals = pd.to_numeric(order.get(col), errors="coerce")
        ax.barh(y, vals.fillna(0), color=[color(f) for f in order["family"]])
        for yi, v in zip(y, vals):
            ax.text((v if v == v else 0), yi, f" {v:,.3g}" if v == v else " not stated", va="center", fontsize=7)
        ax.set_xlabel(label)
        ax.grid(axis="y", visible=False)
    axes[0].set_yticks(y, [short_name(n) for n in order["name"]])
    axes[0].invert_yaxis()
    return fig, axes


def chip_vs_system(frame: pd.DataFrame, chip_col: str, system_col: str, unit: str):
    """Per chip vs per system: bars of the per-chip and the system figure on a
    log scale, labelled with the chip count that links them."""
    use_style()
    fig, ax = plt.subplots(figsize=(9, 4.4))
    y = np.arange(len(frame))
    ax.barh(y - 0.2, frame[chip_col], height=0.38, color="#bbbbbb", label="per chip")
    ax.barh(y + 0.2, frame[system_col], height=0.38, color=[color(f) for f in frame["family"]], label="per system")
    for yi, (_, r) in zip(y, frame.iterrows()):
        ax.text(r[system_col], yi + 0.2, f" {r[system_col]:,.0f}  (= {int(r['chips'])} chips x {r[chip_col]:,.0f})",
                va="center", fontsize=7)
    ax.set_xscale("log")
    ax.set_yticks(y, frame["name"])
    ax.invert_yaxis()
    ax.set_xlabel(unit)
    handles, _ = ax.get_legend_handles_labels()
    ax.legend(handles=handles[:1] + family_handles(frame["family"]), loc="lower right", fontsize=7,
              title="per system, by family", title_fontsize=7)
    ax.set_xlim(right=frame[system_col].max() * 25)
    return fig, ax
