"""One matplotlib style for the report; figures saved as PNG and SVG."""
from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

PALETTE = {
    "Inferentia": "#d95f02", "Trainium": "#1b9e77", "NVIDIA GPU": "#7570b3",
    "Google TPU": "#e7298a", "other": "#666666",
}
STYLE = {
    "figure.figsize": (8, 4.2), "figure.dpi": 96, "savefig.dpi": 96,
    "axes.spines.top": False, "axes.spines.right": False, "axes.grid": True,
    "grid.alpha": 0.3, "axes.titlesize": 11, "axes.titleweight": "bold",
    "axes.labelsize": 10, "legend.fontsize": 8, "legend.frameon": False,
    "font.family": "DejaVu Sans", "svg.hashsalt": "trainium-report",
}


def use_style() -> None:
    plt.rcParams.update(STYLE)


def color(family: str) -> str:
    return PALETTE.get(family, PALETTE["other"])


def source_line(fig, text: str) -> None:
    """Small print under the chart naming where the numbers come from. `save` puts it
    below everything else (tick labels included); figures with several panels are
    laid out first so that the panels do not overlap."""
    if len(fig.axes) > 1 and fig.get_layout_engine() is None:
        fig.tight_layout()
    fig._source_line = text


def short_name(name: str) -> str:
    """'NVIDIA GB200 (Blackwell GPU, ...)' -> 'GB200'; 'AWS Trainium (gen1)' -> 'Trainium'."""
    import re
    name = re.sub(r"\s*\([^)]*\)", "", str(name))
    return re.sub(r"^(AWS|NVIDIA|Google Cloud|Google)\s+", "", name).strip()


def save(fig, name: str, figdir: str | Path | None) -> list[Path]:
    """Write `name`.png and `name`.svg into figdir (skipped when figdir is None) and,
    inside a notebook, show the same PNG and close the figure: one raster render,
    so a following plt.show() has nothing left to draw."""
    import io

    from matplotlib.transforms import Bbox

    renderer = fig.canvas.get_renderer()
    bbox = fig.get_tightbbox(renderer)                    # inches; one layout pass for both formats
    if getattr(fig, "_source_line", None):
        note = fig.text(bbox.x0 / fig.get_figwidth(), (bbox.y0 - 0.08) / fig.get_figheight(), fig._source_line,
                        fontsize=7, color="#555555", ha="left", va="top")
        bbox = Bbox.union([bbox, note.get_window_extent(renderer).transformed(fig.dpi_scale_trans.inverted())])
    bbox = bbox.padded(0.1)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", bbox_inches=bbox)
    paths = []
    if figdir is not None:
        figdir = Path(figdir)
        figdir.mkdir(parents=True, exist_ok=True)
        paths = [figdir / f"{name}.png", figdir / f"{name}.svg"]
        paths[0].write_bytes(buf.getvalue())
        fig.savefig(paths[1], bbox_inches=bbox, metadata={"Date": None})
    try:
        from IPython import get_ipython
        from IPython.display import Image, display
        if get_ipython() is not None:
            display(Image(data=buf.getvalue(), format="png"))
            plt.close(fig)
    except ImportError:
        pass
    return paths


# --------------------------------------------------------------------------
# dataset charts (notebook 01)

PRECISION_MARKERS = {"fp32": "o", "tf32": "v", "bf16": "s", "fp8": "D", "fp4": "^", "int8": "x"}


def chip_label(row) -> str:
    return str(row["name"])


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
    ax.legend(loc="lower right")
    ax.set_xlim(right=frame[system_col].max() * 25)
    return fig, ax


# --------------------------------------------------------------------------
# scenario charts (notebooks 03 and 04)

def bars_by_candidate(frame: pd.DataFrame, columns: dict, label_fmt: dict | None = None):
    """One horizontal-bar panel per column of `frame` (indexed by candidate), coloured by family."""
    use_style()
    fig, axes = plt.subplots(1, len(columns), figsize=(9, 0.45 * len(frame) + 1.6), sharey=True)
    axes = np.atleast_1d(axes)
    y = np.arange(len(frame))
    for ax, (col, label) in zip(axes, columns.items()):
        vals = frame[col].to_numpy(float)
        ax.barh(y, vals, color=[color(f) for f in frame["family"]])
        fmt = (label_fmt or {}).get(col, "{:,.3g}")
        for yi, v in zip(y, vals):
            ax.text(v, yi, " " + fmt.format(v), va="center", fontsize=7)
        ax.set_xlabel(label)
        ax.set_xlim(right=np.nanmax(vals) * 1.3)
        ax.grid(axis="y", visible=False)
    axes[0].set_yticks(y, frame.index)
    axes[0].invert_yaxis()
    return fig, axes


def latency_cost_curves(curves: pd.DataFrame, target: float, points: pd.DataFrame):
    """Cost per 1M tokens against tokens/s per user as the batch grows, one line per candidate."""
    use_style()
    fig, ax = plt.subplots(figsize=(9.5, 4.8))
    styles = {"Trainium": "-", "Inferentia": "-", "NVIDIA GPU": "--"}
    cmap = plt.get_cmap("tab10")
    for i, (cand, g) in enumerate(curves.groupby("candidate", sort=False)):
        g = g.sort_values("batch")
        ax.plot(g["tokens_per_s_user"], g["usd_per_m_tokens"], marker="o", ms=3, lw=1.5, color=cmap(i % 10),
                ls=styles.get(g["family"].iloc[0], "-"), label=cand)
    if not points.empty:
        ax.scatter(points["tokens_per_s_user"], points["usd_per_m_tokens"], s=70, facecolors="none",
                   edgecolors="black", zorder=4, label="operating point")
    ax.axvline(target, color="black", ls="--", lw=1, label=f"latency target: {target:g} tokens/s per user")
    ax.set_yscale("log")
    ax.set_xscale("log")
    ax.set_xlabel("tokens/s each user sees (batch grows to the left)")
    ax.set_ylabel("USD per 1M tokens (input + output)")
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize=7)
    return fig, ax


def predicted_vs_measured(table: pd.DataFrame, measured: str, before: str, after: str, unit: str):
    """Calibration: predicted against measured with the 1:1 line, before and after fitting."""
    use_style()
    fig, ax = plt.subplots(figsize=(6.5, 5))
    ax.scatter(table[measured], table[before], marker="x", color="#999999", label="before: 100% bandwidth, no overhead")
    for plat_, g in table.groupby("platform"):
        ax.scatter(g[measured], g[after], s=28, label=f"after: {plat_} fit", zorder=3)
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
