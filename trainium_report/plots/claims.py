"""The claims section's two charts (decomposition, generations), for notebook 02; one style, from `style`."""
from __future__ import annotations

import numpy as np
import pandas as pd

from ..claims.audit import DECOMPOSE_PRECISIONS
from ..claims.rules import PREC_NAME
from ..present import num
from .hardware import PRECISION_MARKERS
from .style import color, use_style


def decomposition_chart(frame: pd.DataFrame):
    """Per system-level ratio: the per-chip ratio, the chip-count ratio and their product (the
    system ratio), log scale; one band per pair of systems."""
    import matplotlib.pyplot as plt


    use_style()
    frame = frame.reset_index(drop=True)
    fig, ax = plt.subplots(figsize=(9, 0.34 * len(frame) + 1.9))
    y = np.arange(len(frame))
    ax.axvline(1, color="#999999", lw=0.8)
    for yi, r in zip(y, frame.itertuples()):
        ax.plot([min(1, r.system_ratio), max(1, r.system_ratio)], [yi, yi], color=color(r.family), alpha=0.25,
                lw=5, solid_capstyle="butt")
    pair = frame["subject"] + "/" + frame["baseline"]
    for yi in y[1:][pair.to_numpy()[1:] != pair.to_numpy()[:-1]]:
        ax.axhline(yi - 0.5, color="#cccccc", lw=0.6)
    ax.scatter(frame["chip_ratio"], y, marker="s", s=30, color="#888888", label="per chip", zorder=3)
    ax.scatter(frame["chips_ratio"], y, marker="o", s=30, facecolors="white", edgecolors="black",
               label="chip count", zorder=3)
    ax.scatter(frame["system_ratio"], y, marker="D", s=40, color=[color(f) for f in frame["family"]],
               edgecolors="black", linewidths=0.4, label="per system (= per chip x chip count)", zorder=4)
    vals = frame[["chip_ratio", "chips_ratio", "system_ratio"]]
    hi, lo = vals.max().max(), min(vals.min().min(), 1)
    for yi, r in zip(y, frame.itertuples()):
        ax.text(hi * 1.3, yi, f"{num(r.system_ratio)}x = {num(r.chip_ratio)} x {num(r.chips_ratio)}",
                va="center", fontsize=7)
    ax.set_xscale("log")
    ax.set_xlim(lo / 1.5, hi * 5)
    ax.set_yticks(y, [f"{r.subject_name} / {r.baseline_name}: {r.what}" for r in frame.itertuples()], fontsize=8)
    ax.set_ylim(len(frame) - 0.5, -0.5)
    ax.set_xlabel("ratio, subject / baseline (log scale)")
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.09), ncol=3)
    ax.grid(axis="y", visible=False)
    return fig, ax


def generation_chart(gen: pd.DataFrame):
    """Four panels per AWS chip: dense compute per precision, memory, bandwidth, ridge point."""
    import matplotlib.pyplot as plt


    use_style()
    gen = gen.reset_index(drop=True)
    fig, axes = plt.subplots(2, 2, figsize=(9.5, 7))
    fam_index = gen["family"].map({f: i for i, f in enumerate(dict.fromkeys(gen["family"]))})
    x = np.arange(len(gen)) + 0.6 * fam_index.to_numpy()      # a gap between families
    colors = [color(f) for f in gen["family"]]

    def lines(ax, cols):
        seen = set()
        for col, prec in cols:
            v = gen[col].to_numpy(dtype=float)
            ax.scatter(x, v, marker=PRECISION_MARKERS.get(prec, "o"), s=38, c=colors, edgecolors="black",
                       linewidths=0.4, zorder=3)
            for fam, idx in gen.groupby("family", sort=False).groups.items():
                idx = list(idx)
                ax.plot(x[idx], v[idx], color=color(fam), alpha=0.4, lw=1)
            for xi, vi in zip(x, v):
                if vi == vi and (xi, round(vi, 6)) not in seen:
                    seen.add((xi, round(vi, 6)))
                    ax.annotate(num(vi), (xi, vi), textcoords="offset points", xytext=(5, -2), fontsize=6.5)
        handles = [plt.Line2D([], [], marker=PRECISION_MARKERS.get(p, "o"), ls="", color="black",
                              label=PREC_NAME[p]) for _, p in cols]
        ax.legend(handles=handles, ncol=len(handles), loc="upper left")

    lines(axes[0, 0], [(f"{p}_tflops", p) for p in DECOMPOSE_PRECISIONS if gen[f"{p}_tflops"].notna().any()])
    axes[0, 0].set_yscale("log")
    axes[0, 0].set_ylim(top=gen[[f"{p}_tflops" for p in DECOMPOSE_PRECISIONS]].max().max() * 4)
    axes[0, 0].set_ylabel("peak dense TFLOPS per chip (log)")
    axes[0, 0].set_title("Compute per precision")
    for ax, col, label, title in ((axes[0, 1], "memory_capacity_gb", "memory per chip (GB)", "Memory capacity"),
                                  (axes[1, 0], "memory_bandwidth_tbps", "memory bandwidth per chip (TB/s)",
                                   "Memory bandwidth")):
        v = gen[col].to_numpy(dtype=float)
        ax.bar(x, v, color=colors)
        for xi, vi in zip(x, v):
            ax.text(xi, vi, num(vi), ha="center", va="bottom", fontsize=7)
        ax.set_ylabel(label)
        ax.set_title(title)
        ax.grid(axis="x", visible=False)
    ridge = [(f"{p}_ridge", p) for p in ("bf16", "fp8") if gen[f"{p}_ridge"].notna().any()]
    lines(axes[1, 1], ridge)
    axes[1, 1].set_ylim(0, gen[[c for c, _ in ridge]].max().max() * 1.25)
    axes[1, 1].set_ylabel("ridge point (FLOPs per byte of HBM)")
    axes[1, 1].set_title("Compute / bandwidth (roofline ridge point)")
    for ax in axes.flat:
        ax.set_xticks(x, gen["short"], rotation=25, ha="right", fontsize=8)
        ax.margins(x=0.1)
    return fig, axes
