"""A finished figure: its source line, its alt text (`describe`) and the files and HTML
(`render`, `save`): PNG and SVG, the SVG shown with its alt text in the notebook and the report.
"""
from __future__ import annotations

import base64
import html as _html
import io
import re
import textwrap
import warnings
from pathlib import Path

import matplotlib.pyplot as plt
from matplotlib.patches import Rectangle

from .. import present
from ..inputs import write_file
from .style import ensure_family_legend, format_ticks


def source_line(fig, text: str) -> None:
    """Small print under the chart naming where the numbers come from. `save` puts it
    below everything else (tick labels included); figures with several panels are
    laid out first so that the panels do not overlap."""
    if len(fig.axes) > 1 and fig.get_layout_engine() is None:
        fig.tight_layout()
    fig._source_line = text


# --------------------------------------------------------------------------
# what a figure shows, in words (its alt text)

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


#: the print page's content width (A4 less print.css's 12 mm side margins), which a wider chart is
#: shrunk to, and the smallest text size a chart may print at
PRINT_WIDTH_IN, MIN_PRINT_PT = 7.3, 7.0

#: a chart's text is raised for a shrink of at most this much: beyond it larger text only widens the
#: chart further (a label hundreds of characters long grew the figure, and its memory, without end)
MAX_SHRINK = 2.0

#: the longest text a chart shows (a title, label, tick or legend entry); longer text from data is cut
#: with an ellipsis (the table beside the chart shows it whole)
#: a character the font has no glyph for prints as a box: validate and the build say so up front, by file
#: and field or scenario key (`inputs.undrawn`); Matplotlib's own warning of it, with this module's
#: path, would land in the notebook's output and the published report (`render` holds it back)
GLYPH_WARNING = r"Glyph \d+ .*missing from font"

MAX_CHART_TEXT = 150
#: ... and a tick label (a system's or a platform's name beside its bar) to this: a longer one set the
#: chart's width (a 10,000-letter name cut to 150 made 01-chip-vs-system 3,619 px wide, bars in a quarter)
MAX_TICK_TEXT = 80    # the default report's longest, a run left out in the specification curve, is 66


def _cut(text: str, limit: int = MAX_CHART_TEXT) -> str:
    """`text` cut to `limit` characters, '…' the last; a tag the cut leaves open ('<img src=https://exa')
    goes with it (no alt text quotes half of one)."""
    return text if len(text) <= limit else re.sub(r"<[A-Za-z/!][^<>]*$", "", text[:limit - 1]) + "\u2026"


def _cut_long_texts(fig) -> None:
    """Every chart text over `MAX_CHART_TEXT` characters cut to it; an axis whose tick labels run
    over `MAX_TICK_TEXT` gets a formatter that cuts them (tick labels are formatted again at every draw)."""
    from matplotlib.text import Text
    from matplotlib.ticker import FuncFormatter

    for ax in fig.axes:
        for axis in (ax.xaxis, ax.yaxis):
            if any(len(t.get_text()) > MAX_TICK_TEXT for t in axis.get_ticklabels()):
                axis.set_major_formatter(FuncFormatter(lambda x, pos, f=axis.get_major_formatter():
                                                       _cut(f(x, pos), MAX_TICK_TEXT)))
    for t in fig.findobj(Text):
        if len(t.get_text()) > MAX_CHART_TEXT:
            t.set_text(_cut(t.get_text()))


def _wrap_wide_titles(fig, renderer) -> None:
    """A title (an axes' or the figure's) wider than the figure, wrapped onto lines that fit it
    (a 150-character model name made the chart 2,354 px wide, its plot squeezed to one side); a word
    longer than a line is broken. Titles that fit are left as they are."""

    titles = [ax.title for ax in fig.axes] + ([fig._suptitle] if getattr(fig, "_suptitle", None) else [])
    for t in titles:
        text = t.get_text()
        wide = t.get_window_extent(renderer).width if text and t.get_visible() else 0
        if wide > fig.bbox.width and "\n" not in text:
            per_line = max(20, int(len(text) * fig.bbox.width / wide * 0.95))
            t.set_text("\n".join(textwrap.wrap(text, per_line, break_long_words=True, break_on_hyphens=False)))


def _print_floor(bbox) -> float:
    """The smallest font size (pt) a chart of this tight bounding box (inches) may use: MIN_PRINT_PT once the
    chart, as saved (0.2 in of padding included), is shrunk to the print width, for a shrink of at most MAX_SHRINK."""
    return MIN_PRINT_PT * min(max(1.0, (bbox.width + 0.2) / PRINT_WIDTH_IN), MAX_SHRINK)


def _print_legible(fig, renderer):
    """Raise every chart text that would print under MIN_PRINT_PT once the chart is shrunk to the
    print width (a 10-inch chart prints at 73%: its 7 pt labels at 5 pt). Laid out twice, as the
    larger text widens the chart a little. Returns the figure's tight bounding box (inches) when the
    last layout it measured still holds (no text was raised after it), else None: a layout pass costs
    as much as drawing the chart, so `_render` does not measure the same figure again."""
    from matplotlib.text import Text

    for _ in range(2):
        bbox = fig.get_tightbbox(renderer)
        floor = _print_floor(bbox)
        small = [t for t in fig.findobj(Text) if t.get_visible() and t.get_text() and t.get_fontsize() < floor]
        for t in small:
            t.set_fontsize(floor)
        if not small:
            return bbox
        if len(fig.axes) > 1 and fig.get_layout_engine() is None:
            fig.tight_layout()
    return None


def render(fig, name: str, figdir: str | Path | None, alt: str | None = None) -> dict:
    """`_render`, with Matplotlib's missing-glyph warnings held back (`GLYPH_WARNING`)."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=GLYPH_WARNING, category=UserWarning)
        return _render(fig, name, figdir, alt)


#: how much wider a browser may draw the SVG's text than Matplotlib measured it (its own metrics and
#: hinting of DejaVu Sans: a 141-character axis label lost a letter at each end in Chromium)
BROWSER_TEXT_SLACK = 0.04


def _browser_room(fig, renderer, bbox):
    """`bbox` (inches) widened so that each text, drawn up to `BROWSER_TEXT_SLACK` wider by a browser
    (as centred text grows both ways), still lies inside the saved SVG."""
    from matplotlib.text import Text
    from matplotlib.transforms import Bbox

    to_inches = fig.dpi_scale_trans.inverted()
    x0, x1 = bbox.x0, bbox.x1
    for t in fig.findobj(Text):
        if not t.get_visible() or not t.get_text().strip():
            continue
        ext = t.get_window_extent(renderer).transformed(to_inches)
        room = ext.width * BROWSER_TEXT_SLACK
        x0, x1 = min(x0, ext.x0 - room), max(x1, ext.x1 + room)
    return Bbox([[x0, bbox.y0], [x1, bbox.y1]])


def _render(fig, name: str, figdir: str | Path | None, alt: str | None = None) -> dict:
    """Lay the figure out once and write `name`.png and `name`.svg into figdir (skipped when
    figdir is None). Returns the paths, both images' bytes, the alt text and an `<img>` tag
    showing the SVG with that alt text; closes the figure. The alt text is `alt`, else the
    chart's own `fig._alt`, else `describe(fig)`, and always ends with the source line."""

    from matplotlib.transforms import Bbox

    format_ticks(fig)
    ensure_family_legend(fig)
    _cut_long_texts(fig)
    renderer = fig.canvas.get_renderer()
    _wrap_wide_titles(fig, renderer)
    bbox = _print_legible(fig, renderer)                 # inches; one layout pass for both formats
    if bbox is None:
        bbox = fig.get_tightbbox(renderer)
    if getattr(fig, "_source_line", None):
        size = _print_floor(bbox)
        note = fig.text(bbox.x0 / fig.get_figwidth(), (bbox.y0 - 0.08) / fig.get_figheight(), fig._source_line,
                        fontsize=size, color="#555555", ha="left", va="top", wrap=False)
        bbox = Bbox.union([bbox, note.get_window_extent(renderer).transformed(fig.dpi_scale_trans.inverted())])
    bbox = _browser_room(fig, renderer, bbox).padded(0.1)
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
        write_file(paths[0], png.getvalue())       # never through a symlink planted in the figures folder
        write_file(paths[1], svg.getvalue())
    plt.close(fig)
    # the alt text may quote data (chip names): markup in it is dropped (nbconvert re-serialises
    # attributes, so escaping alone would bring back text like '<img ... onerror=') and the rest escaped
    # a tag is dropped whole; a '<' that opens none ('Llama <3', 'batch<8') is kept as '‹' (a tag needs
    # '<'), not taken for a tag running to the end of the text
    text = fig.alt_text = re.sub(r"<[^<>]*>", "", text).replace("<", "\u2039")
    safe_alt = _html.escape(text, quote=True)
    img = (f'<img class="report-figure" alt="{safe_alt}" '
           f'src="data:image/svg+xml;base64,{base64.b64encode(svg.getvalue()).decode()}">')
    return dict(paths=paths, png=png.getvalue(), svg=svg.getvalue(), alt=text, html=img)


def _title(fig) -> str:
    """A figure's own title: its suptitle, else its first axes' title."""
    sup = getattr(fig, "_suptitle", None)
    if sup is not None and sup.get_text().strip():
        return sup.get_text().strip()
    return next((ax.get_title().strip() for ax in fig.axes if ax.get_title().strip()), "")


def save(fig, name: str, figdir: str | Path | None, alt: str | None = None) -> list[Path]:
    """`render` the figure and, inside a notebook, show it: the SVG with its alt text (HTML, so
    the report and its PDF carry vector figures), with the PNG beside it for other front ends.
    The figure is closed, so a following plt.show() has nothing left to draw."""

    title = _title(fig)
    out = render(fig, name, figdir, alt)
    if label := present.figure_label():      # numbered, with a caption, when the notebook numbers its figures
        out["html"] = (f'<figure class="report-figure {present.NO_MATH}">{out["html"]}<figcaption>'
                       f'{present.esc(label)}.'
                       f'{" " + present.esc(title) if title else ""}</figcaption></figure>')
    else:
        out["html"] = present.no_math(out["html"])
    try:
        from IPython import get_ipython
        from IPython.display import display
        if get_ipython() is not None:
            display({"text/html": out["html"], "image/png": base64.b64encode(out["png"]).decode()}, raw=True,
                    metadata={"image/png": {"alt": out["alt"]}})
    except ImportError:
        pass
    return out["paths"]
