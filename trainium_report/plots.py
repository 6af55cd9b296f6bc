"""One matplotlib style for the report and every chart; figures saved as PNG and SVG.

`save` writes both files, shows the SVG (vector, in the HTML report and in the PDF) with an
alt text computed from what the figure shows (`describe`, or the chart's own `fig._alt`),
puts ticks into one format (SI prefixes: 10k, 2.5M; never 10^4) and adds a legend for the
families when bars are coloured by family and nothing says which colour is which.
"""
from __future__ import annotations

import re
from pathlib import Path

import matplotlib.colors as mcolors
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
from matplotlib.patches import Patch, Rectangle
from matplotlib.ticker import FuncFormatter, LogFormatter, LogLocator, NullFormatter, ScalarFormatter

from . import present

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


def family_of(name: str) -> str:
    """A family for a candidate or platform name when no table says: 'inf2.48xlarge' -> Inferentia,
    'trainium2' -> Trainium, 'h100-sxm:8@lambda' -> NVIDIA GPU."""
    n = str(name).lower()
    if n.startswith(("inf", "inferentia")):
        return "Inferentia"
    if n.startswith(("trn", "trainium")):
        return "Trainium"
    if "tpu" in n:
        return "Google TPU"
    if n.startswith(("p4", "p5", "p6", "g5", "g6", "h100", "h200", "b200", "b300", "gb200", "gb300", "a100", "l40")):
        return "NVIDIA GPU"
    return "other"


def family_handles(families) -> list:
    """Legend entries, one square per family, in the palette's order."""
    present = [f for f in PALETTE if f in set(families)]
    return [Patch(facecolor=color(f), label=f) for f in present]


def family_legend(ax, families, **kw):
    kw = {"loc": "lower right", "title": "family", "title_fontsize": 7, **kw}
    return ax.legend(handles=family_handles(families), **kw)


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


# --------------------------------------------------------------------------
# one tick format: SI prefixes with separators, never 10^4

def si_formatter(suffix: str = ""):
    return FuncFormatter(lambda v, _pos: present.si(v) + suffix if v != 0 else "0")


def _numeric_formatter(fmt) -> bool:
    return isinstance(fmt, (ScalarFormatter, LogFormatter))


def format_ticks(fig) -> None:
    """Every numeric axis gets SI ticks (10k, 2.5M, 0.4); log axes label their minor ticks only
    when they span less than two decades. Categorical and custom axes are left alone."""
    for ax in fig.axes:
        for axis, scale, lim in ((ax.xaxis, ax.get_xscale(), ax.get_xlim()), (ax.yaxis, ax.get_yscale(), ax.get_ylim())):
            if not _numeric_formatter(axis.get_major_formatter()):
                continue
            axis.set_major_formatter(si_formatter())
            if scale == "log":
                lo, hi = sorted(abs(v) for v in lim)
                few = lo > 0 and np.log10(hi / lo) < 2
                axis.set_minor_formatter(si_formatter() if few else NullFormatter())
                if few:
                    axis.set_minor_locator(LogLocator(subs=(2, 3, 5)))
                for t in axis.get_minorticklabels():
                    t.set_fontsize(7)


def _family_of_color(c) -> str | None:
    rgb = mcolors.to_hex(c, keep_alpha=False).lower()
    return next((f for f, v in PALETTE.items() if v.lower() == rgb and f != "other"), None)


def ensure_family_legend(fig) -> None:
    """Bars coloured by family with no legend anywhere: add one naming the families."""
    if fig.legends or any(ax.get_legend() for ax in fig.axes):
        return
    fams = []
    for ax in fig.axes:
        for patch in ax.patches:
            f = _family_of_color(patch.get_facecolor())
            if f and f not in fams:
                fams.append(f)
    if len(fams) >= 1 and fig.axes:
        family_legend(fig.axes[-1], fams)


# --------------------------------------------------------------------------
# what a figure shows, in words (its alt text)

def _texts(labels) -> list[str]:
    return [t.get_text() for t in labels if t.get_text().strip()]


def describe(fig, limit: int = 900) -> str:
    """An alt text computed from the figure: its title, each panel's axes with their ranges,
    the bars with their values, the lines and point sets by legend label, and the source line."""
    parts = []
    title = fig._suptitle.get_text() if getattr(fig, "_suptitle", None) else ""
    title = title or next((ax.get_title() for ax in fig.axes if ax.get_title()), "")
    kind = "Chart"
    for ax in fig.axes:
        if not ax.get_visible() or not ax.has_data():
            continue
        bits = []
        bars = [p for p in ax.patches if isinstance(p, Rectangle) and p.get_visible()]
        ylabels = {round(float(t.get_position()[1]), 3): t.get_text() for t in ax.get_yticklabels() if t.get_text()}
        xlabels = {round(float(t.get_position()[0]), 3): t.get_text() for t in ax.get_xticklabels() if t.get_text()}
        cat_y = any(not _is_number(v) for v in ylabels.values())
        cat_x = any(not _is_number(v) for v in xlabels.values())
        if bars and (cat_y or cat_x):
            kind = "Bar chart"
            vals = []
            for b in bars:
                if cat_y:
                    y = round(b.get_y() + b.get_height() / 2, 3)
                    lab = ylabels.get(y) or _nearest(ylabels, y, b.get_height())
                    v = b.get_width()
                else:
                    x = round(b.get_x() + b.get_width() / 2, 3)
                    lab = xlabels.get(x) or _nearest(xlabels, x, b.get_width())
                    v = b.get_height()
                if lab and abs(v) > 0:
                    vals.append(f"{lab} {present.si(v)}")
            if vals:
                bits.append("bars: " + "; ".join(vals[:16]) + ("; ..." if len(vals) > 16 else ""))
        elif bars:
            kind = "Histogram" if len(bars) > 20 else kind
        lines = [ln.get_label() for ln in ax.get_lines() if not ln.get_label().startswith("_")]
        if lines:
            bits.append("lines: " + ", ".join(lines[:12]))
        pts = sum(len(c.get_offsets()) for c in ax.collections if hasattr(c, "get_offsets"))
        if pts and not bars:
            bits.append(f"{pts} points")
        for name, axis, label in (("x", ax.xaxis, ax.get_xlabel()), ("y", ax.yaxis, ax.get_ylabel())):
            cat = cat_x if name == "x" else cat_y
            if label and not cat:
                lo, hi = sorted(ax.get_xlim() if name == "x" else ax.get_ylim())
                scale = ", log scale" if (ax.get_xscale() if name == "x" else ax.get_yscale()) == "log" else ""
                bits.append(f"{name} axis {label} from {present.si(lo)} to {present.si(hi)}{scale}")
        if bits:
            head = f"panel '{ax.get_title()}'" if ax.get_title() and ax.get_title() != title else "panel"
            parts.append(head + ": " + "; ".join(bits))
    text = f"{kind}: {title}. " if title else f"{kind}. "
    text += " ".join(p + "." for p in parts)
    if getattr(fig, "_source_line", None):
        text += f" {fig._source_line}"
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 3].rstrip() + "..."


def _is_number(text: str) -> bool:
    try:
        float(str(text).replace(",", "").replace("\u2212", "-").rstrip("kMGTx%"))
        return True
    except ValueError:
        return False


def _nearest(labels: dict, pos: float, size: float) -> str:
    if not labels:
        return ""
    k = min(labels, key=lambda p: abs(p - pos))
    return labels[k] if abs(k - pos) <= max(size, 0.5) else ""


def render(fig, name: str, figdir: str | Path | None, alt: str | None = None) -> dict:
    """Lay the figure out once and write `name`.png and `name`.svg into figdir (skipped when
    figdir is None). Returns the paths, both images' bytes, the alt text and an `<img>` tag
    showing the SVG with that alt text; closes the figure. The alt text is `alt`, else the
    chart's own `fig._alt`, else `describe(fig)`, and always ends with the source line."""
    import base64
    import html as _html
    import io

    from matplotlib.transforms import Bbox

    format_ticks(fig)
    ensure_family_legend(fig)
    renderer = fig.canvas.get_renderer()
    bbox = fig.get_tightbbox(renderer)                    # inches; one layout pass for both formats
    if getattr(fig, "_source_line", None):
        note = fig.text(bbox.x0 / fig.get_figwidth(), (bbox.y0 - 0.08) / fig.get_figheight(), fig._source_line,
                        fontsize=7, color="#555555", ha="left", va="top")
        bbox = Bbox.union([bbox, note.get_window_extent(renderer).transformed(fig.dpi_scale_trans.inverted())])
    bbox = bbox.padded(0.1)
    text = alt or getattr(fig, "_alt", None) or describe(fig)
    if getattr(fig, "_source_line", None) and fig._source_line not in text:
        text = f"{text} {fig._source_line}"
    fig.alt_text = text
    png, svg = io.BytesIO(), io.BytesIO()
    fig.savefig(png, format="png", bbox_inches=bbox)
    with plt.rc_context({"svg.fonttype": "none"}):        # text stays text: smaller, searchable, sharp
        fig.savefig(svg, format="svg", bbox_inches=bbox, metadata={"Date": None})
    paths = []
    if figdir is not None:
        figdir = Path(figdir)
        figdir.mkdir(parents=True, exist_ok=True)
        paths = [figdir / f"{name}.png", figdir / f"{name}.svg"]
        paths[0].write_bytes(png.getvalue())
        paths[1].write_bytes(svg.getvalue())
    plt.close(fig)
    # the alt text may quote data (chip names): markup in it is dropped (nbconvert re-serialises
    # attributes, so escaping alone would bring back text like '<img ... onerror=') and the rest escaped
    text = fig.alt_text = re.sub(r"<[^>]*>?", "", text)
    safe_alt = _html.escape(text, quote=True)
    img = (f'<img class="report-figure" alt="{safe_alt}" '
           f'src="data:image/svg+xml;base64,{base64.b64encode(svg.getvalue()).decode()}">')
    return dict(paths=paths, png=png.getvalue(), svg=svg.getvalue(), alt=text, html=img)


def save(fig, name: str, figdir: str | Path | None, alt: str | None = None) -> list[Path]:
    """`render` the figure and, inside a notebook, show it: the SVG with its alt text (HTML, so
    the report and its PDF carry vector figures), with the PNG beside it for other front ends.
    The figure is closed, so a following plt.show() has nothing left to draw."""
    import base64

    out = render(fig, name, figdir, alt)
    try:
        from IPython import get_ipython
        from IPython.display import display
        if get_ipython() is not None:
            display({"text/html": out["html"], "image/png": base64.b64encode(out["png"]).decode()}, raw=True,
                    metadata={"image/png": {"alt": out["alt"]}})
    except ImportError:
        pass
    return out["paths"]


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
    handles, _ = ax.get_legend_handles_labels()
    ax.legend(handles=handles[:1] + family_handles(frame["family"]), loc="lower right", fontsize=7,
              title="per system, by family", title_fontsize=7)
    ax.set_xlim(right=frame[system_col].max() * 25)
    return fig, ax


# --------------------------------------------------------------------------
# scenario charts (notebooks 03 and 04)

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
    platform in its family's colour (a marker per platform within a family)."""
    use_style()
    fig, ax = plt.subplots(figsize=(6.5, 5))
    ax.scatter(table[measured], table[before], marker="x", color="#999999", label="before: 100% bandwidth, no overhead")
    markers, seen = ["o", "s", "^", "D", "v"], {}
    fams = table["platform"].map(family_of)
    if "family" in table:
        fams = table["family"].where(table["family"].notna(), fams)
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



# --------------------------------------------------------------------------
# decision charts (notebook 05): the executive page's bill chart, payback, tornado, Monte Carlo, scorecard

def _verdict_span(ratios) -> str:
    lo, hi = min(ratios), max(ratios)
    span = present.ratio(lo) if np.isclose(lo, hi) else f"{present.ratio(lo)} to {present.ratio(hi)}"
    n = len(ratios)
    if hi < 1:
        return f"AWS silicon is cheaper on {'the one' if n == 1 else f'all {n}'} price bas{'is' if n == 1 else 'es'}: its bill is {span} the GPU bill"
    if lo > 1:
        return f"GPUs are cheaper on {'the one' if n == 1 else f'all {n}'} price bas{'is' if n == 1 else 'es'}: the AWS-silicon bill is {span} the GPU bill"
    return f"The verdict depends on how you buy: the AWS-silicon bill is {span} the GPU bill"


def bill_by_basis(bb: pd.DataFrame, volume_text: str):
    """The executive page's chart: per price basis with current prices on both sides, the monthly
    bill of the best AWS-silicon option and of the best GPU option, each in its family's colour."""
    use_style()
    have = bb[bb["missing"] == ""].reset_index(drop=True)
    fig, ax = plt.subplots(figsize=(9, 0.5 * max(len(have), 1) + 1.1))
    y = np.arange(len(have))
    hi = float(np.nanmax(have[["neuron_bill", "gpu_bill"]].to_numpy(float))) if len(have) else 1.0
    for off, side in ((-0.2, "neuron"), (0.2, "gpu")):
        opts = have[f"{side}_option"]
        ax.barh(y + off, have[f"{side}_bill"], height=0.38, color=[color(family_of(o)) for o in opts])
        for yi, o, v in zip(y, opts, have[f"{side}_bill"]):
            ax.text(v, yi + off, f" {o}: {present.usd(v)}", va="center", fontsize=7)
    for yi, r in zip(y, have["ratio"]):
        ax.text(hi * 1.62, yi, f"ratio {present.ratio(r)}", va="center", ha="right", fontsize=9, fontweight="bold")
    ax.set_yticks(y, [b + (" (verdict)" if c else "") for b, c in zip(have["basis"], have["chosen"])])
    ax.invert_yaxis()
    ax.set_xlim(0, hi * 1.65)
    ax.set_xlabel(f"monthly bill (USD) for {volume_text}")
    ax.grid(axis="y", visible=False)
    fams = [family_of(o) for o in list(have["neuron_option"]) + list(have["gpu_option"])]
    family_legend(ax, fams, loc="center left", bbox_to_anchor=(1.0, 0.5))
    ax.set_title(_verdict_span(list(have["ratio"])) if len(have) else "No price basis prices both sides")
    fig._alt = ("Bar chart of the monthly bill under each price basis. " + "; ".join(
        f"{r.basis}: {r.neuron_option} {present.usd(r.neuron_bill)} against {r.gpu_option} {present.usd(r.gpu_bill)}, "
        f"ratio {present.ratio(r.ratio)}" for r in have.itertuples()) + ".")
    return fig, ax


def bill_vs_volume(dec, pt: dict, span=(0.05, 20.0)):
    """When AWS silicon is dearer at the scenario's volume, a payback curve says nothing: instead the
    monthly bill of the best option on each side against the volume (whole instances rented at the
    central utilisation), with the scenario's volume marked."""
    use_style()
    b = dec.base
    util = dec.params["utilisation"]["mode"]
    mult = np.geomspace(span[0], span[1], 300)
    vol = b.volume_per_month * mult
    if b.workload == "training":
        x = mult * (1.0 / dec.params["horizon_months"])
        xlabel, per = "training runs a month", "runs a month"
    else:
        x = mult * dec.params["tokens_per_day"]
        xlabel, per = "tokens served a day", "tokens a day"
    fig, ax = plt.subplots(figsize=(9, 4.2))
    best = {}
    i0 = int(np.argmin(abs(mult - 1)))
    for side, name in (("neuron", "AWS silicon"), ("gpu", "GPU")):
        opts = b.side(side)
        bills = np.stack([np.broadcast_to(np.asarray(o.bill(vol, util), float), vol.shape) for o in opts])
        best[side] = bills.min(axis=0)
        here = opts[int(bills[:, i0].argmin())]
        ax.plot(x, best[side], color=color(here.family), lw=2, ls="-" if side == "neuron" else "--",
                drawstyle="steps-post", label=f"{name}: cheapest of {', '.join(o.candidate for o in opts)}")
    x0 = x[np.argmin(abs(mult - 1))]
    ax.axvline(x0, color="black", ls=":", lw=1.2, label=f"this scenario: bill ratio {present.ratio(pt['ratio'])}")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel(xlabel)
    ax.set_ylabel("monthly bill (USD)")
    cheaper = best["neuron"] < best["gpu"]
    if not cheaper.any():
        title = (f"At no volume from {present.si(x[0])} to {present.si(x[-1])} {per} is the AWS-silicon bill "
                 "the lower one")
    elif cheaper.all():
        title = "The AWS-silicon bill is the lower one at every volume shown"
    else:
        title = (f"AWS silicon's bill is lower only from {present.si(x[cheaper].min())} to "
                 f"{present.si(x[cheaper].max())} {per}; here it is {present.ratio(pt['ratio'])} the GPU bill"
                 if pt["ratio"] >= 1 else
                 f"The AWS-silicon bill is lower between {present.si(x[cheaper].min())} and "
                 f"{present.si(x[cheaper].max())} {per}")
        if cheaper.mean() < 1 and np.diff(cheaper.astype(int)).__abs__().sum() > 2:
            title = (f"AWS silicon's bill is lower at {present.pct(cheaper.mean())} of the volumes shown; "
                     f"here it is {present.ratio(pt['ratio'])} the GPU bill")
    ax.set_title(title)
    ax.legend(loc="upper left", fontsize=7)
    source_line(fig, f"Whole instances (or per-chip replicas) rented at {present.pct(util)} utilisation; central "
                     "efficiencies and prices of the scenario's price basis.")
    return fig, ax


def breakeven_chart(dec, pt: dict, levels=(0.1, 0.2, 0.3, 0.4, 0.5)):
    """Payback months against monthly GPU bill for savings of 10-50% (and the scenario's own), with the
    scenario's point marked. When AWS silicon is dearer there is nothing to pay back: the bill
    against volume (`bill_vs_volume`) is drawn instead."""
    from . import decision as dn

    if not dec.comparable or not pt["savings"] > 0:
        return bill_vs_volume(dec, pt)
    use_style()
    h, money = dec.params["horizon_months"], dec.money()
    port = pt["porting"]
    f0, t0 = pt["savings"], pt["payback"]
    levels = sorted(set(levels) | {round(float(f0), 3)}) if f0 < 1 else list(levels)
    b0 = pt["spend"] if np.isfinite(pt["spend"]) and pt["spend"] > 0 else 1e5
    lo = min(b0, float(dn.breakeven_spend(max(levels), port, h, **money))) / 5
    hi = max(b0, float(dn.breakeven_spend(min(levels), port, h, **money))) * 5
    bills = np.geomspace(max(lo, 100.0), hi, 400)
    ymax = max(3.0 * h, 24.0, 1.15 * t0 if np.isfinite(t0) and t0 <= 120 else 0.0)
    fig, ax = plt.subplots(figsize=(9, 4.4))
    cmap = plt.get_cmap("Greys")
    for k, f in enumerate(levels):
        own = np.isclose(f, f0, atol=5e-4)
        y = dn.payback_months(bills, f, port, **money)
        ax.plot(bills, np.where(y <= ymax, y, np.nan), lw=2.4 if own else 1.2,
                color=color("Trainium") if own else cmap(0.35 + 0.6 * k / max(len(levels) - 1, 1)),
                label=f"{present.pct(f)} savings" + (" (this scenario)" if own else ""))
    ax.axhline(h, color="black", ls="--", lw=1)
    ax.text(0.99, h, f"horizon: {h} months", va="bottom", ha="right", fontsize=8, transform=ax.get_yaxis_transform())
    if np.isfinite(t0) and t0 <= ymax:
        ax.scatter([b0], [t0], s=80, marker="*", color="black", zorder=5,
                   label=f"scenario: {present.pct(f0)} savings, {present.months(t0)}")
    else:
        ax.axvline(b0, color="black", ls=":", lw=1.2, label=f"scenario bill ({present.pct(f0)} savings, payback {present.months(t0)})")
    ax.set_xscale("log")
    ax.set_ylim(0, ymax)
    ax.set_xlabel("monthly GPU bill for the workload (USD)")
    ax.set_ylabel("payback (months)")
    ax.set_title(f"At this workload's bill and {present.pct(f0)} savings, the port pays back in {present.months(t0)}"
                 + (f", beyond the {h}-month horizon" if t0 > h else ""))
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0))
    source_line(fig, f"Porting {present.usd(port)} at month 0; maintenance {present.usd(money['maintenance'])}/month; "
                     f"{present.num(money['dual_months'])} month(s) dual running; discount "
                     f"{present.pct(money['discount_rate'])}/year. Scenario inputs, not data.")
    return fig, ax


def _range_text(low, high, unit) -> str:
    """'x0.8-x1.3' for multipliers, '8-24 engineer-weeks' otherwise."""
    if unit.startswith("x"):
        return f"x{present.num(low)}-x{present.num(high)}"
    if unit == "share":
        return f"{present.pct(low)}-{present.pct(high)}"
    return f"{present.num(low)}-{present.num(high)}" + ("" if unit == "" else f" {unit}")


def tornado_chart(tor: pd.DataFrame, dec):
    """Two panels: the AWS-silicon / GPU bill ratio and the NPV, each input at its low and high."""
    use_style()
    h = dec.params["horizon_months"]
    panels = [("ratio", "AWS-silicon / GPU bill ratio (1x = equal)", 1.0),
              ("npv", f"net present value over {h} months (USD)", 0.0)]
    shown = {o: tor[(tor.output == o) & (tor.swing > 1e-12 * max(1.0, tor[tor.output == o].at_central.abs().max()))]
             for o, *_ in panels}
    rows = max(len(s) for s in shown.values()) or 1
    fig, axes = plt.subplots(1, 2, figsize=(10, 0.42 * rows + 1.9))
    for ax, (out, xlabel, ref) in zip(axes, panels):
        d = shown[out]
        y = np.arange(len(d))
        c = d["at_central"].iloc[0] if len(d) else 0.0
        for yi, r in zip(y, d.itertuples()):
            for val, colr, tag in ((r.at_low, "#7fa7d6", "input at low"), (r.at_high, "#e3906b", "input at high")):
                ax.barh(yi, val - c, left=c, color=colr, height=0.6, label=tag if yi == 0 else None)
        ax.axvline(c, color="black", lw=1)
        ax.axvline(ref, color="#b00", ls="--", lw=1, label="equal bills" if out == "ratio" else "break-even")
        ax.set_yticks(y, [f"{r.label}, {_range_text(r.low, r.high, r.unit)}" for r in d.itertuples()], fontsize=8)
        ax.invert_yaxis()
        ax.set_xlabel(xlabel)
        ax.grid(axis="y", visible=False)
        if out == "ratio":
            ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _p: present.ratio(v)))
        ax.legend(loc="lower left", bbox_to_anchor=(0.0, 1.0), ncol=3, fontsize=7)
    r0 = shown["ratio"].iloc[0] if len(shown["ratio"]) else None
    top_n = shown["npv"]["label"].iloc[0] if len(shown["npv"]) else "no input"
    if r0 is not None:
        lo, hi = sorted((r0.at_low, r0.at_high))
        cross = lo < 1 < hi
        head = (f"The {r0.label} moves the bill ratio most ({present.ratio(lo)} to {present.ratio(hi)}"
                + (", across equal bills" if cross else "") + ")")
    else:
        head = "No input moves the bill ratio"
    fig.suptitle(f"{head}; the {top_n} moves the net value most", fontweight="bold", fontsize=11)
    fig._alt = (f"Tornado chart: {head}; the {top_n} moves the net value most. Bill ratio at central inputs "
                f"{present.ratio(shown['ratio']['at_central'].iloc[0]) if len(shown['ratio']) else 'n/a'}; each input, "
                "low to high: " + "; ".join(f"{r.label} {present.ratio(r.at_low)} to {present.ratio(r.at_high)}"
                                           for r in shown["ratio"].itertuples())
                + ". Net present value: " + "; ".join(f"{r.label} {present.usd(r.at_low)} to {present.usd(r.at_high)}"
                                                     for r in shown["npv"].itertuples()) + ".")
    source_line(fig, "Each input at its low (blue) and high (orange) end, the others central; "
                     "ranges from the dataset where it has them, else the scenario.")
    return fig, axes


def monte_carlo_chart(draws: pd.DataFrame, summ: dict, dec):
    """Histogram of the bill ratio and the CDF of the net present value."""
    use_style()
    h = dec.params["horizon_months"]
    fig, axes = plt.subplots(1, 2, figsize=(10, 4.2))
    r = draws["ratio"].to_numpy(float)
    r = r[np.isfinite(r) & (r > 0)]
    bins = np.geomspace(max(r.min(), 1e-3) * 0.98, r.max() * 1.02, 60) if len(r) else 10
    axes[0].hist(r, bins=bins, color=color("Trainium"), alpha=0.85)
    axes[0].set_xscale("log")
    axes[0].xaxis.set_major_formatter(FuncFormatter(lambda v, _p: present.ratio(v)))
    axes[0].xaxis.set_minor_locator(LogLocator(subs=(2, 3, 5)))
    axes[0].xaxis.set_minor_formatter(FuncFormatter(lambda v, _p: present.ratio(v)))
    axes[0].axvline(1, color="#b00", ls="--", lw=1, label="equal bills (1x)")
    axes[0].axvline(np.median(r), color="black", lw=1, label=f"median {present.ratio(np.median(r))}")
    axes[0].set_xlabel("AWS-silicon / GPU bill ratio (below 1x: AWS silicon cheaper)")
    axes[0].set_ylabel("draws")
    axes[0].legend(loc="upper left", fontsize=7)
    v = np.sort(draws["npv"].to_numpy(float))
    axes[1].plot(v, np.arange(1, len(v) + 1) / len(v), color=color("Trainium"), lw=1.8)
    axes[1].axvline(0, color="#b00", ls="--", lw=1, label="break-even")
    axes[1].set_xlabel(f"net present value over {h} months (USD)")
    axes[1].set_ylabel("share of draws at or below")
    axes[1].yaxis.set_major_formatter(FuncFormatter(lambda y, _p: present.pct(y)))
    axes[1].legend(loc="upper left", fontsize=7)
    n = summ["n"]
    fig.suptitle(f"AWS silicon's bill is lower in {_share(summ['p_cheaper'], n)}; the port pays back within "
                 f"{h} months in {_share(summ['p_payback'], n)}", fontweight="bold", fontsize=11)
    source_line(fig, f"{n:,} draws (seed {dec.params['seed']}), each input triangular(low, central, "
                     "high) and independent; ranges in the inputs table.")
    return fig, axes


def _share(p: float, n: int) -> str:
    """A share of draws for a title: 'none of 20,000 draws', 'all 20,000 draws', '0.03% of 20,000 draws'."""
    if p == 0:
        return f"none of {n:,} draws"
    if p == 1:
        return f"all {n:,} draws"
    return f"{present.pct(p)} of {n:,} draws"


def scorecard_chart(scores: pd.DataFrame):
    """Stacked bars: each platform's weighted total on the 25-point scale, by axis. Only worth drawing
    when there are at least two platforms to compare (`decision.score_totals`)."""
    from . import decision as dn

    use_style()
    totals = dn.score_totals(scores)
    axes_ = dn.SCORE_AXES
    fig, ax = plt.subplots(figsize=(8, 0.55 * len(totals) + 1.9))
    cmap = plt.get_cmap("Greys")
    left = np.zeros(len(totals))
    y = np.arange(len(totals))
    for k, axis in enumerate(axes_):
        vals = scores[scores.axis == axis].set_index("platform")["contribution"].reindex(totals.index).fillna(0)
        ax.barh(y, vals, left=left, color=cmap(0.25 + 0.6 * k / max(len(axes_) - 1, 1)), edgecolor="white",
                label=dn.AXIS_LABEL[axis], height=0.6)
        left += vals.to_numpy(float)
    for yi, t in zip(y, totals["total"]):
        ax.text(t, yi, f" {present.num(t, 3)} / {present.num(5 * len(axes_))}", va="center", fontsize=8)
    ax.set_yticks(y, list(totals.index))      # names as the dataset or the analyst wrote them
    ax.invert_yaxis()
    ax.set_xlim(0, 5 * len(axes_) * 1.15)
    ax.set_xlabel(f"weighted score (out of {5 * len(axes_)})")
    ax.grid(axis="y", visible=False)
    ax.legend(loc="center left", bbox_to_anchor=(1.01, 0.5), fontsize=7)
    best = totals.index[0]
    score = f"{present.num(totals['total'].iloc[0], 3)} of {present.num(5 * len(axes_))} with these weights"
    ax.set_title(f"{best} scores highest: {score}" if len(totals) > 1
                 else f"{best} scores {score} (no other platform scored)")
    return fig, ax
