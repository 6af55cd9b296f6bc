"""How every chart looks: one matplotlib style, one colour per family (with the legend that
names them), short chip names and one tick format (SI prefixes: 10k, 2.5M; never 10^4).
"""
from __future__ import annotations

import re

import matplotlib.colors as mcolors
import matplotlib.pyplot as plt
import numpy as np
from matplotlib.patches import Patch
from matplotlib.ticker import FuncFormatter, LogFormatter, LogLocator, NullFormatter, ScalarFormatter

from .. import present
from ..present import short_name  # noqa: F401  (a text helper the charts use; plots.short_name)

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
    "text.parse_math": False,     # chart text quotes data (names, notes): a "$" is a dollar, not mathtext
}


def use_style() -> None:
    plt.rcParams.update(STYLE)


def color(family: str) -> str:
    return PALETTE.get(family, PALETTE["other"])


def family_handles(families) -> list:
    """Legend entries, one square per family, in the palette's order."""
    present = [f for f in PALETTE if f in set(families)]
    return [Patch(facecolor=color(f), label=f) for f in present]


def family_legend(ax, families, **kw):
    kw = {"loc": "lower right", "title": "family", "title_fontsize": 7, **kw}
    return ax.legend(handles=family_handles(families), **kw)




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
                    axis.set_tick_params(which="minor", labelsize=7)   # applies as the ticks are made


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
