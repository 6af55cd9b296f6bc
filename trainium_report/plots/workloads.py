"""The scenario's cost-model charts (notebooks 03 and 04): bars per candidate, latency against
cost, the calibration's predicted against measured, and the memory of one replica."""
from __future__ import annotations

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

from .. import present
from .style import color, family_handles, use_style


def bars_by_candidate(frame: pd.DataFrame, columns: dict, label_fmt: dict | None = None):
    """One horizontal-bar panel per column of `frame` (indexed by candidate), coloured by family,
    with a legend for the families."""
    use_style()
    fig, axes = plt.subplots(1, len(columns), figsize=(9, 0.45 * len(frame) + 1.9), sharey=True)
    axes = np.atleast_1d(axes)
    y = np.arange(len(frame))
    for ax, (col, label) in zip(axes, columns.items()):
        vals = frame[col].to_numpy(float)
        ax.barh(y, vals, color=[color(f) for f in frame["family"]])
        fmt = (label_fmt or {}).get(col)
        for yi, v in zip(y, vals):
            ax.text(v, yi, " " + (fmt.format(v) if fmt else present.num(v)), va="center", fontsize=7)
        ax.set_xlabel(label)
        ax.set_xlim(right=np.nanmax(vals) * 1.3)
        ax.grid(axis="y", visible=False)
    axes[0].set_yticks(y, frame.index)
    axes[0].invert_yaxis()
    fig.legend(handles=family_handles(frame["family"]), loc="lower center", ncol=4, bbox_to_anchor=(0.5, -0.02),
               fontsize=7)
    fig.subplots_adjust(bottom=0.28 if len(frame) < 5 else 0.2)
    return fig, axes


def latency_cost_curves(curves: pd.DataFrame, target: float, points: pd.DataFrame):
    """Cost per 1M tokens against tokens/s per user as the batch grows, one line per candidate:
    the family's colour, a line style and marker per candidate within a family."""
    use_style()
    fig, ax = plt.subplots(figsize=(9.5, 4.8))
    seen: dict[str, int] = {}
    styles, markers = ["-", "--", ":", "-."], ["o", "s", "^", "D", "v"]
    for cand, g in curves.groupby("candidate", sort=False):
        g = g.sort_values("batch")
        fam = g["family"].iloc[0]
        k = seen.get(fam, 0)
        seen[fam] = k + 1
        ax.plot(g["tokens_per_s_user"], g["usd_per_m_tokens"], marker=markers[k % 5], ms=3, lw=1.6, color=color(fam),
                ls=styles[k % 4], label=f"{cand} ({fam})")
    if not points.empty:
        ax.scatter(points["tokens_per_s_user"], points["usd_per_m_tokens"], s=70, facecolors="none",
                   edgecolors="black", zorder=4, label="operating point")
    ax.axvline(target, color="black", ls="--", lw=1, label=f"latency target: {present.num(target)} tokens/s per user")
    ax.set_yscale("log")
    ax.set_xscale("log")
    ax.set_xlabel("tokens/s each user sees (batch grows to the left)")
    ax.set_ylabel("USD per 1M tokens (input + output)")
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize=7)
    return fig, ax


def predicted_vs_measured(table: pd.DataFrame, measured: str, before: str, after: str, unit: str):
    """Calibration: predicted against measured with the 1:1 line, before and after fitting; each
    platform in its family's colour (the table's `family` column; a marker per platform within a family)."""
    use_style()
    fig, ax = plt.subplots(figsize=(6.5, 5))
    ax.scatter(table[measured], table[before], marker="x", color="#999999", label="before: 100% bandwidth, no overhead")
    markers, seen = ["o", "s", "^", "D", "v"], {}
    fams = table["family"].fillna("other")        # the dataset's family of each platform (its entities)
    for plat_, g in table.assign(_fam=fams).groupby("platform"):
        fam = g["_fam"].iloc[0]
        k = seen.get(fam, 0)
        seen[fam] = k + 1
        ax.scatter(g[measured], g[after], s=28, color=color(fam), marker=markers[k % 5],
                   edgecolors="white", linewidths=0.4, label=f"after: {plat_} fit ({fam})", zorder=3)
    lo = min(table[[measured, before, after]].min()) * 0.8
    hi = max(table[[measured, before, after]].max()) * 1.2
    ax.plot([lo, hi], [lo, hi], color="black", lw=1, label="1:1")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel(f"measured ({unit})")
    ax.set_ylabel(f"predicted ({unit})")
    ax.legend(loc="upper left")
    return fig, ax


def memory_fit(frame: pd.DataFrame):
    """Per candidate, one model replica's memory: weights, KV cache at the batch used, and what is left."""
    use_style()
    fig, ax = plt.subplots(figsize=(9, 0.45 * len(frame) + 1.6))
    y = np.arange(len(frame))
    left = np.zeros(len(frame))
    for col, label, shade in (("weights_gb", "weights", "#555555"), ("kv_gb", "KV cache at the batch used", "#9ecae1"),
                              ("free_gb", "unused", "#eeeeee")):
        vals = frame[col].to_numpy(float)
        ax.barh(y, vals, left=left, color=shade, edgecolor="white", label=label)
        left += vals
    for yi, (cap, chips) in enumerate(zip(frame["capacity_gb"], frame["chips_per_replica"])):
        ax.text(cap, yi, f" {cap:,.0f} GB on {int(chips)} chip(s)", va="center", fontsize=7)
    ax.set_yticks(y, frame.index)
    ax.invert_yaxis()
    ax.set_xlabel("accelerator memory of one model replica (GB)")
    ax.set_xlim(right=frame["capacity_gb"].max() * 1.4)
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize=7)
    return fig, ax
