"""The decision's charts (notebook 05): the executive page's bill chart, payback (or the bill
against volume), tornado, Monte Carlo and the scorecard. The numbers come from `decision`."""
from __future__ import annotations

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
from matplotlib.ticker import FuncFormatter, LogLocator

from .. import decision as dn, present
from ..conventions import BASIS_SHORT
from .output import source_line
from .style import color, family_legend, use_style


def _verdict_span(ratios) -> str:
    lo, hi = min(ratios), max(ratios)
    span = present.ratio(lo) if np.isclose(lo, hi) else f"{present.ratio(lo)} to {present.ratio(hi)}"
    n = len(ratios)
    if hi < 1:
        return f"AWS silicon is cheaper on {'the one' if n == 1 else f'all {n}'} price bas{'is' if n == 1 else 'es'}: its bill is {span} the GPU bill"
    if lo > 1:
        return f"GPUs are cheaper on {'the one' if n == 1 else f'all {n}'} price bas{'is' if n == 1 else 'es'}: the AWS-silicon bill is {span} the GPU bill"
    return f"The verdict depends on how you buy: the AWS-silicon bill is {span} the GPU bill"


def ratio_by_basis(bb: pd.DataFrame, ranges: dict | None = None, volume_text: str = ""):
    """The executive page's chart: per price basis with current prices on both sides, the bill ratio
    of the best AWS-silicon option to the best GPU option at the central fit (a diamond), and the
    range over the modelling choices (`ranges`: basis -> [low, high], the specification curve);
    1x marked. A range that crosses 1x is a basis where the answer is too close to call."""
    use_style()
    have = bb[bb["missing"] == ""].reset_index(drop=True)
    ranges = ranges or {}
    # drawn at its printed size (page 1 of the PDF: the A4 content width, about 35 mm high), so that its
    # 7 pt text prints at 7 pt
    fig, ax = plt.subplots(figsize=(5.6, 0.16 * max(len(have), 1) + 0.12))
    fig.subplots_adjust(top=0.97, bottom=0.03)     # the title, ticks and label lie outside: the saved box takes them
    y = np.arange(len(have))
    lo_all, hi_all = [1.0], [1.0]
    crossing = 0
    for yi, r in zip(y, have.itertuples()):
        lo, hi = ranges.get(r.basis, [r.ratio, r.ratio])
        crossing += lo < 1 <= hi or lo <= 1 < hi
        col = color(r.neuron_family) if r.ratio < 1 else color(r.gpu_family)
        ax.plot([lo, hi], [yi, yi], color=col, lw=5, alpha=0.35, solid_capstyle="butt")
        ax.scatter([r.ratio], [yi], marker="D", s=40, color=col, zorder=3)
        ax.text(max(hi, r.ratio) * 1.06, yi, f"{r.neuron_option} : {r.gpu_option}  {present.ratio(r.ratio)}"
                + (f" ({present.ratio(lo)}-{present.ratio(hi)})" if hi > lo else ""), va="center", fontsize=7)
        lo_all.append(lo)
        hi_all.append(hi)
    ax.axvline(1.0, color="#444", lw=1.1, ls="--")
    ax.set_xscale("log")
    ax.set_xlim(min(lo_all) / 1.25, max(hi_all) * 4.0)
    ax.set_yticks(y, [BASIS_SHORT.get(b, b) + (" (verdict)" if c else "") for b, c in zip(have["basis"], have["chosen"])],
                  fontsize=7)
    ax.tick_params(axis="x", labelsize=7)
    ax.invert_yaxis()
    ax.set_xlabel("monthly bill ratio, AWS silicon : GPU (below 1: AWS silicon cheaper)"
                  + (f", {volume_text}" if volume_text else ""), fontsize=7)
    ax.grid(axis="y", visible=False)
    fams = list(have["neuron_family"]) + list(have["gpu_family"])
    # under the axis label, in one row: beside the bars it met the labels, which run as far as the
    # names of the options make them
    axes_in = fig.get_figheight() * (0.97 - 0.03)          # the axes' height in inches
    family_legend(ax, fams, loc="upper center", bbox_to_anchor=(0.5, -0.36 / axes_in), ncol=len(set(fams)),
                  fontsize=7, frameon=False, title=None)
    if not len(have):
        title = "No price basis prices both sides"
    elif ranges:
        title = (f"The modelling choices reach equal bills (1x) on {crossing} of {len(have)} price bases"
                 if crossing else f"No modelling choice reaches equal bills (1x) on any of {len(have)} price bases")
    else:
        title = _verdict_span(list(have["ratio"]))
    ax.set_title(title, fontsize=7.5)
    fig._alt = ("Dot-and-range chart of the bill ratio under each price basis. " + "; ".join(
        f"{r.basis}: {r.neuron_option} against {r.gpu_option}, ratio {present.ratio(r.ratio)}"
        + (f", {present.ratio(ranges[r.basis][0])} to {present.ratio(ranges[r.basis][1])} over the modelling "
           "choices" if r.basis in ranges else "") for r in have.itertuples()) + ".")
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
    ax.text(0.99, h, f"horizon: {present.span(h)}", va="bottom", ha="right", fontsize=8, transform=ax.get_yaxis_transform())
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
              ("npv", f"net present value over {present.span(h)} (USD)", 0.0)]
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
    if len(r) and r.max() > 0:          # log bins from the smallest positive ratio (a tiny quote: ratios of 1e-4)
        lo = max(r.min(), r.max() * 1e-6)
        bins = np.geomspace(lo * 0.98, max(r.max(), lo * 1.05) * 1.02, 60)
    else:
        bins = 10
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
    axes[1].set_xlabel(f"net present value over {present.span(h)} (USD)")
    axes[1].set_ylabel("share of draws at or below")
    axes[1].yaxis.set_major_formatter(FuncFormatter(lambda y, _p: present.pct(y)))
    axes[1].legend(loc="upper left", fontsize=7)
    n = summ["n"]
    fig.suptitle(f"AWS silicon's bill is lower in {_share(summ['p_cheaper'], n)}; the port pays back within "
                 f"{present.span(h)} in {_share(summ['p_payback'], n)}", fontweight="bold", fontsize=11)
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


def specification_curve(cur: pd.DataFrame, basis: str, label: str = ""):
    """The bill ratio under every modelling choice on one price basis, sorted, with equal bills (1x)
    marked: the variants that reach the other side of 1x are the choices the verdict rests on."""
    use_style()
    on = cur[(cur["basis"] == basis) & cur["ratio"].notna()].sort_values("ratio").reset_index(drop=True)
    fig, ax = plt.subplots(figsize=(8, 0.2 * max(len(on), 1) + 1.2))
    y = np.arange(len(on))
    groups = list(dict.fromkeys(on["group"]))
    cmap = plt.get_cmap("tab10")
    for i, g in enumerate(groups):
        m = on["group"] == g
        ax.scatter(on.loc[m, "ratio"], y[m.to_numpy()], s=28, color="black" if g == "central" else cmap(i % 10),
                   marker="D" if g == "central" else "o", label=g, zorder=3)
    ax.axvline(1.0, color="#444", lw=1.2, ls="--")
    ax.set_xscale("log")
    ax.set_yticks(y, list(on["variant"]), fontsize=8)     # the choice varied is the colour (legend)
    ax.tick_params(axis="y", length=0)
    ax.set_xlabel(f"AWS-silicon / GPU monthly bill ratio ({BASIS_SHORT.get(basis, basis)}; below 1: AWS silicon cheaper)")
    lo, hi = (float(on["ratio"].min()), float(on["ratio"].max())) if len(on) else (1.0, 1.0)
    ax.set_xlim(min(lo, 0.9) / 1.15, max(hi, 1.1) * 1.15)
    ax.grid(axis="y", visible=False)
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.09 - 2.2 / (0.2 * max(len(on), 1) + 1.2) / 10),
              fontsize=8, title="choice varied", ncol=3, frameon=False)
    ax.set_title((f"{label}: " if label else "") + f"{present.ratio(lo)} to {present.ratio(hi)} over "
                 f"{len(on)} modelling choices")
    fig._alt = (f"Dot chart of the bill ratio on {basis} under {len(on)} modelling choices, from "
                f"{present.ratio(lo)} to {present.ratio(hi)}: " + "; ".join(
                    f"{r.group} {r.variant} {present.ratio(r.ratio)}" for r in on.itertuples()) + ".")
    return fig, ax
