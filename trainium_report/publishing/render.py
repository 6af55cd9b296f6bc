"""HTML: notebook cells to sanitised fragments, one merged report page, the index page.

Nothing rendered may run script, follow a non-http(s) link, or fetch from the network
(`sanitize_html`). The style sheets are package files beside this module
(`screen.css`, `print.css`, `index.css`).
"""
from __future__ import annotations

import datetime as dt
import html
import json
import math
import re
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote

from .. import scenario as scen
from ..conventions import BASIS_SHORT
from ..contract import EXECUTIVE_CLOSE, EXECUTIVE_OPEN, HEADLINE_TAG, PARTS, SHARED_TITLE, SUMMARY_TAG
from ..inputs import InputError, font_advances, read_bytes, write_file
from ..present import months, ratio, span, usd

if TYPE_CHECKING:
    import nbformat

    from .publish import ScenarioResult

HERE = Path(__file__).resolve().parent
SCREEN_CSS = (HERE / "screen.css").read_text(encoding="utf-8")
# The PDF is laid out from nbconvert's light "basic" template with this style
# sheet (WeasyPrint spends a quarter less time than on the JupyterLab CSS).
PRINT_CSS = (HERE / "print.css").read_text(encoding="utf-8")
INDEX_CSS = (HERE / "index.css").read_text(encoding="utf-8")


_ATTR_RE = re.compile(r"""([^\s=/>"']+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>"'=<`]+))?""")


_TAG_RE = re.compile(r"""<(/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:\s*(?:[^\s=/>"']+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"'=<`]+))?)*)\s*/?\s*>""")


#: elements removed with their content / on their own
_DROP_WITH_CONTENT = ("script", "iframe", "object", "noscript", "template", "frameset", "applet")


_DROP_TAG = {"link", "meta", "base", "embed", "frame", "portal", "param", "source", "track", "form"}


_URL_ATTRS = {"href", "xlink:href", "src", "srcset", "action", "formaction", "poster", "data", "background",
              "cite", "longdesc", "ping", "manifest", "codebase", "lowsrc", "dynsrc", "srcdoc", "imagesrcset"}


_SCHEME_RE = re.compile(r"^([a-zA-Z][a-zA-Z0-9+.\-]*):")


def _url_allowed(tag: str, attr: str, value: str) -> bool:
    url = re.sub(r"[\x00-\x20\x7f]+", "", html.unescape(value))
    scheme = _SCHEME_RE.match(url)
    if attr in ("href", "xlink:href") and tag in ("a", "area"):     # a link the reader may follow
        return scheme is None or scheme.group(1).lower() in ("http", "https")
    if attr in ("href", "xlink:href") and url.startswith("#"):     # an SVG <use> of the same page
        return True
    # anything else is fetched by the browser or the PDF renderer: embedded data only
    return scheme is not None and scheme.group(1).lower() == "data" and url.lower().startswith("data:image/")


def _safe_css(css: str) -> str:
    css = re.sub(r"@import[^;]*;?", "/* @import removed */", css, flags=re.I)
    return re.sub(r"url\(\s*(['\"]?)(?!data:image/)[^)]*\)", "none", css, flags=re.I)


def _safe_tag(match: re.Match) -> str:
    closing, tag, attrs = match.group(1), match.group(2).lower(), match.group(3) or ""
    if tag in _DROP_TAG:
        return ""
    if closing:
        return f"</{match.group(2)}>"
    kept = []
    for am in _ATTR_RE.finditer(attrs):
        name, raw = am.group(1), am.group(2)
        low = name.lower()
        value = raw[1:-1] if raw and raw[0] in "\"'" else (raw or "")
        if low.startswith("on") or low in ("srcdoc", "http-equiv", "formaction", "ping"):
            continue
        if low in _URL_ATTRS and not _url_allowed(tag, low, value):
            continue
        if low == "style":
            value = _safe_css(html.unescape(value))
            raw = '"' + html.escape(value, quote=True) + '"'
        kept.append(name if raw is None else f"{name}={raw}")
    end = " /" if match.group(0).rstrip(">").rstrip().endswith("/") else ""
    return f"<{match.group(2)}" + "".join(" " + a for a in kept) + f"{end}>"


# --------------------------------------------------------------------------
# no mid-word breaks in table cells: long ids (inf2.48xlarge, llama-3.1-70b) may wrap after
# '.' or '-', dates and numbers never; applied to text between tags only (markup untouched)

_CELL_RE = re.compile(r"(<t[dh]\b[^>]*>)(.*?)(</t[dh]\s*>)", re.S | re.I)
# an id starts where a word does and its parts never give back what they took (possessive), so a cell
# holding a long run of letters with no '.' or '-' is passed over in linear time, not retried from each
# of its characters (20,000 letters took hours); it matches what the plain pattern matched
_LONG_ID_RE = re.compile(r"(?<![A-Za-z0-9_])[0-9_]*+[A-Za-z][A-Za-z0-9_]*+(?:[.\-][A-Za-z0-9_]++)+")
_WBR_MIN = 10   # shorter ids fit any column
#: an id longer than this (no column holds it) breaks every `_WBR_EVERY` characters instead: a break
#: after each of thousands of '.' or '-' made the PDF layout take minutes per cell (quadratic in them)
_WBR_LONG, _WBR_EVERY = 300, 100


def _wbr_text(text: str) -> str:
    def one(m: re.Match) -> str:
        word = m.group(0)
        if len(word) < _WBR_MIN or not re.search(r"[A-Za-z]", word) or word.startswith(("http", "www")):
            return word
        if len(word) > _WBR_LONG:
            return "<wbr>".join(word[i:i + _WBR_EVERY] for i in range(0, len(word), _WBR_EVERY))
        return re.sub(r"(?<=[.\-])(?=[A-Za-z0-9])", "<wbr>", word)
    return _LONG_ID_RE.sub(one, text)


def wrap_points(body: str) -> str:
    """<wbr> after '.' and '-' inside long ids in table cells (text nodes only; entities and
    tags are left as they are, so nothing escaped is unescaped)."""
    def cell(m: re.Match) -> str:
        inner = re.sub(r"(^|>)([^<]+)", lambda t: t.group(1) + (_wbr_text(t.group(2)) if "&" not in t.group(2)
                       else re.sub(r"[^&;]+(?=&|$)", lambda u: _wbr_text(u.group(0)), t.group(2))), m.group(2))
        return m.group(1) + inner + m.group(3)
    return _CELL_RE.sub(cell, body)


#: a table cell longer than this (no real one is half as long) lays its table out with fixed columns in
#: print: WeasyPrint's automatic layout measures every break opportunity of every cell, quadratic in
#: them (20,000 CJK characters took many minutes a cell; fixed columns lay them out in a second)
LONG_CELL = 2_000
_TABLE_RE = re.compile(r"<table\b([^>]*)>(.*?)</table\s*>", re.S | re.I)


def mark_long_cells(body: str) -> str:
    """Every table holding a cell of over `LONG_CELL` characters of text gets the class `long-cells`
    (print.css: fixed layout); other tables are left as they are."""
    def table(m: re.Match) -> str:
        if not any(len(re.sub(r"<[^>]*>", "", c.group(2))) > LONG_CELL for c in _CELL_RE.finditer(m.group(2))):
            return m.group(0)
        attrs = m.group(1)
        if re.search(r'\bclass="', attrs):
            attrs = re.sub(r'\bclass="', 'class="long-cells ', attrs, count=1)
        else:
            attrs += ' class="long-cells"'
        return f"<table{attrs}>{m.group(2)}</table>"
    return _TABLE_RE.sub(table, body)


#: print's room for a table, in em of its 6.5 pt font: A4 less the margins (186 mm, 527 pt)
PRINT_TABLE_EM = 527 / 6.5
#: a cell's padding (3 px a side), in em; a table of fewer cells than this keeps the automatic layout (it
#: costs little there, and the decision's pages stay as they are)
_PAD_EM, SIZED_CELLS = 0.7, 250
#: a column whose longest text takes at most this share of the room keeps it on one line (a figure and its
#: unit, a date, a tier): the room left is shared among the wide columns as CSS's automatic layout does
SHORT_COLUMN = 10
_ROW_RE = re.compile(r"<tr\b[^>]*>(.*?)</tr\s*>", re.S | re.I)
_LINK_RE = re.compile(r"<a\s[^>]*href=\"https?:[^>]*>.*?</a\s*>", re.S | re.I)


def _em(text: str, bold: bool = False) -> float:
    """A text's advance in em in the report's font (a character it lacks counted as an 'M')."""
    adv = font_advances(bold)
    return sum(adv.get(ord(c), 1.0) for c in text)


def _content_widths(cell: str, bold: bool) -> tuple[float, float]:
    """A cell's min-content and max-content widths in em: its longest unbreakable word (a word breaks
    at spaces and at the <wbr> the build puts in ids; a link to the web breaks anywhere, print.css) and
    its whole text, each with the cell's padding."""
    links = "".join(html.unescape(re.sub(r"<[^>]*>", "", a)) for a in _LINK_RE.findall(cell))
    text = " ".join(html.unescape(re.sub(r"<[^>]*>", "", _LINK_RE.sub(" ", cell.replace("<wbr>", " ")))).split())
    longest = max([_em(w, bold) for w in text.split()] + ([_em("M", bold)] if links else []), default=0.0)
    return longest + _PAD_EM, _em(text, bold) + _em(links) + _PAD_EM


def size_columns(body: str, room: float = PRINT_TABLE_EM) -> str:
    """Each data table of a print page gets its column widths (a <colgroup> in percent, and the class
    `sized`: print.css lays it out fixed) from its cells' text, by the rule of CSS's automatic layout: every
    column its whole text where all fit, else a short column its whole text and a wide one its longest
    word plus a share of the room left in proportion to what it lacks of its whole text. WeasyPrint's own automatic layout measures every break
    opportunity of every cell with the font (5 of the dataset appendix's 12 s); this adds up the font's
    advances. A column held to its longest word gets 5% more (kerning, a wider fallback glyph). A table of
    fewer than `SIZED_CELLS` cells, with a spanning cell, an uneven row or long cells (`mark_long_cells`)
    is left as it is."""
    def table(m: re.Match) -> str:
        attrs, inner = m.group(1), m.group(2)
        if "dataframe" not in attrs or "long-cells" in attrs or re.search(r"\b(col|row)span\b|<colgroup", inner, re.I):
            return m.group(0)
        rows = [[_content_widths(c.group(2), c.group(1).lower().startswith("<th")) for c in _CELL_RE.finditer(r)]
                for r in _ROW_RE.findall(inner)]
        if not rows or len({len(r) for r in rows}) != 1 or len(rows) * len(rows[0]) < SIZED_CELLS:
            return m.group(0)
        lo = [1.05 * max(r[i][0] for r in rows) for i in range(len(rows[0]))]
        hi = [max(max(r[i][1] for r in rows), lo[i]) for i in range(len(rows[0]))]
        short = [h <= room / SHORT_COLUMN for h in hi]     # never wrapped: its whole text is a short value
        left = room - sum(h for h, s in zip(hi, short) if s)
        wide_lo = sum(w for w, s in zip(lo, short) if not s)
        wide_hi = sum(h for h, s in zip(hi, short) if not s)
        if sum(hi) <= room:
            widths = hi
        elif wide_lo < left:
            widths = [h if s else w + (left - wide_lo) * (h - w) / (wide_hi - wide_lo)
                      for h, w, s in zip(hi, lo, short)]
        else:
            widths = lo
        cols = "".join(f'<col style="width: {100 * w / sum(widths):.2f}%">' for w in widths)
        attrs = re.sub(r'\bclass="', 'class="sized ', attrs, count=1)
        return f"<table{attrs}><colgroup>{cols}</colgroup>{inner}</table>"
    return _TABLE_RE.sub(table, body)


#: the longest text between two tags the PDF lays out: in a table cell (the report's own hold at most about
#: 1,000 characters) and elsewhere (its own paragraphs run to about 1,600). A longer one, a data text of
#: thousands of characters, is cut in print: WeasyPrint breaks each line of a cell by laying out the rest
#: of its text again, and every name of a data folder at 20,000 characters (which its limit allows) took
#: the layout of the claims section over 900 s
LONG_CELL_TEXT, LONG_TEXT = 1_200, 3_000
#: a text run: characters between two tags, a word's break opportunities (<wbr>) inside it included
_LONG_TEXT_RE = re.compile(r"(<(style|script)\b.*?</\2\s*>)|>((?:[^<]|<wbr>){%d,})<" % (LONG_CELL_TEXT + 1),
                           re.S | re.I)


def cut_long_texts(body: str) -> str:
    """Every text run between two tags (the <wbr> of `break_long_words` and `wrap_points` are no end of
    one) cut to `LONG_CELL_TEXT` characters in a table and `LONG_TEXT` elsewhere, saying so (style and
    script content left alone); never half a character reference."""
    def cutter(limit: int):
        def cut(m: re.Match) -> str:
            run = m.group(3).replace("<wbr>", "") if m.group(3) else ""
            if m.group(1) or len(run) <= limit:
                return m.group(0)
            text = re.sub(r"&[#\w]*$", "", run[:limit])
            return (f">{text} [...cut in print: {len(html.unescape(run)):,} characters; the HTML report "
                    "holds the whole text]<")
        return cut
    tables = _TABLE_RE.sub(lambda t: _LONG_TEXT_RE.sub(cutter(LONG_CELL_TEXT), t.group(0)), body)
    return _LONG_TEXT_RE.sub(cutter(LONG_TEXT), tables)


#: a word longer than this with no break in it (a data text of 300 letters, a name with no space) gets a
#: break every `LONG_WORD_EVERY` characters in print: WeasyPrint sizes a table's columns on its longest
#: word, so one such word pushed the sources table's other columns off the page (and a model's name ran
#: off page 1); the report's own longest words are URLs (which break anywhere) and ids of about 30
LONG_WORD, LONG_WORD_EVERY = 60, 30
_LONG_WORD_RE = re.compile(r"[^\s<>&;]{%d,}" % LONG_WORD)
_TEXT_RUN_RE = re.compile(r"(<(style|script)\b.*?</\2\s*>|<a\s[^>]*href=\"https?:[^>]*>.*?</a\s*>)|>([^<]+)<",
                          re.S | re.I)   # a link to the web breaks anywhere already (print.css)


def break_long_words(body: str) -> str:
    """A <wbr> every `LONG_WORD_EVERY` characters in each word over `LONG_WORD` in the text between tags
    (style and script content, links to the web, URLs and character references left whole), on screen
    (a 10,000-letter source title made the sources table 119,128 px wide) and in print."""
    def word(w: re.Match) -> str:
        text = w.group(0)
        if text.startswith(("http", "www")):
            return text
        return "<wbr>".join(text[i:i + LONG_WORD_EVERY] for i in range(0, len(text), LONG_WORD_EVERY))

    def run(m: re.Match) -> str:
        return m.group(0) if m.group(1) else ">" + _LONG_WORD_RE.sub(word, m.group(3)) + "<"
    return _TEXT_RUN_RE.sub(run, body)


#: a cell of one URL; an apostrophe is part of one (Moore's_law) and safe in the double-quoted href
_URL_CELL_RE = re.compile(r"(<td\b[^>]*>)\s*(https?://[^\s<>\"]+)\s*(</td>)", re.I)


def link_urls(body: str) -> str:
    """A table cell that holds only an http(s) URL becomes a link to it (the text is already
    escaped, so it is a valid attribute value; the sanitiser checks the scheme again)."""
    return _URL_CELL_RE.sub(lambda m: f'{m.group(1)}<a href="{m.group(2)}">{m.group(2)}</a>{m.group(3)}', body)


def sanitize_html(body: str) -> str:
    """Scripts, frames, event handlers and `javascript:`-style links removed; links keep
    http(s) only; images and styles keep embedded data only (no remote fetch)."""
    drop = "|".join(_DROP_WITH_CONTENT)
    body = re.sub(rf"<({drop})\b.*?(?:</\1\s*>|$)", "", body, flags=re.S | re.I)
    body = re.sub(r"(<style\b[^>]*>)(.*?)(</style\s*>)", lambda m: m.group(1) + _safe_css(m.group(2)) + m.group(3),
                  body, flags=re.S | re.I)
    return _TAG_RE.sub(_safe_tag, body)


# the executive page first (issue 13): notebook 05 wraps it in <!--executive--> ... <!--/executive-->
# (trainium_report.explain); the report shows it under the title, before the contents, in HTML and PDF

_EXECUTIVE_RE = re.compile(re.escape(EXECUTIVE_OPEN) + "(.*?)" + re.escape(EXECUTIVE_CLOSE), re.S)


def lift_executive(bodies: list[str]) -> tuple[str, list[str]]:
    """The first executive page found in the sections' HTML, and the sections without it."""
    for i, body in enumerate(bodies):
        m = _EXECUTIVE_RE.search(body)
        if m:
            return m.group(1), bodies[:i] + [body[:m.start()] + body[m.end():]] + bodies[i + 1:]
    return "", list(bodies)


def param_text(value) -> str:
    """A scenario value as a reader writes it: 1,000,000,000 not 1000000000.0; yes/no; lists and
    mappings without Python's brackets and quotes; an unset value as 'not set'."""
    if value is None:
        return "not set"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (int, float)):
        return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.6g}"
    if isinstance(value, (list, tuple)):
        return ", ".join(param_text(v) for v in value) if value else "none"
    if isinstance(value, dict):
        return "; ".join(f"{k}: {param_text(v)}" for k, v in value.items()) if value else "none"
    return str(value)


def _params_table(params: dict) -> str:
    rows = "".join(f"<tr><th>{html.escape(str(k))}</th><td>{html.escape(param_text(v))}</td></tr>"
                   for k, v in params.items())
    return break_long_words(f'<table class="dataframe params">{rows}</table>')   # a title's long word wraps


def _strip_tags(text: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", text)).replace("\u00b6", "").strip()




def shared_label(href: str) -> str:
    return f"{SHARED_TITLE}, shared by every scenario of this batch: {href}"


def shared_note(href: str) -> str:
    """Where Part 2 would be in a batch scenario's report: one paragraph linking the shared document."""
    h = html.escape(href, quote=True)
    return (f'<p class="shared-link">{html.escape(SHARED_TITLE)}, shared by every scenario of this batch: '
            f'<a href="{h}">{html.escape(href)}</a>. It holds the hardware and the claims audit (Part 2) and the '
            f"dataset, its sources and the consistency audit (appendix), built once for the batch; this "
            f"scenario's own parameters stay in this report.</p>")


def merge_html(bodies: list[str], params: dict, version: str, built: str, parts: list[str] | None = None,
               shared: str | None = None, *, meta: str | None = None, part_titles: dict | None = None,
               appendix: dict | None = None) -> str:
    """One HTML document from the sections' fragments: title, the executive page, a contents
    list linking every part and H1/H2, then each section's cells under its part's title
    (`parts`: each section's part, a key of contract.PARTS), the parameters last.

    `shared`: the link to the batch's shared document (Part 2 and the dataset appendix), given
    in the contents and where Part 2 would be. `meta`, `part_titles`, `appendix` (a table under
    the title "Appendix: scenario parameters" by default; {} for none) serve that shared document."""
    titles = {**PARTS, **(part_titles or {})}
    appendix = {"Appendix: scenario parameters": params} if appendix is None else appendix
    parts = list(parts) if parts else [""] * len(bodies)
    contents, heads, last = [], [], None
    for i, (body, part) in enumerate(zip(bodies, parts)):
        head = ""
        if part and part != last:
            anchor = f"part-{part}"
            head = f'<p class="part-title" id="{anchor}">{html.escape(titles[part])}</p>'
            contents.append(f'<li class="part"><a href="#{anchor}"><b>{html.escape(titles[part])}</b></a></li>')
            last = part
        heads.append(head)
        for level, anchor, label in re.findall(r'<h([12]) id="([^"]+)"[^>]*>(.*?)</h\1>', body, flags=re.S):
            contents.append(f'<li class="lvl{level}"><a href="#{anchor}">{html.escape(_strip_tags(label))}</a></li>')
    title = html.escape(params.get("title", "Report"))
    executive, bodies = lift_executive(bodies)
    moved = ""
    if shared:
        h = html.escape(shared, quote=True)
        contents.append(f'<li class="part"><a href="{h}"><b>{html.escape(shared_label(shared))}</b></a></li>')
        moved = (f'<p class="part-title" id="part-hardware">{html.escape(PARTS["hardware"])}</p>'
                 f"<section>{shared_note(shared)}</section>")
    for i, heading in enumerate(appendix):
        contents.append(f'<li class="lvl1"><a href="#appendix-{"parameters" if i == 0 else i}">'
                        f"{html.escape(heading)}</a></li>")
    if meta is None:
        meta = (f'Scenario <b>{html.escape(params["scenario"])}</b> · dataset version '
                f"<code>{html.escape(version)}</code> · built {html.escape(built)}")
    cover = (f'<h1 id="report-title">{title}</h1>'
             f'<p class="report-meta">{meta}</p>'
             f"{executive}"
             f'<p><b>Contents</b></p><ul class="report-contents">{"".join(contents)}</ul>')
    tail = "".join(f'<section><h1 id="appendix-{"parameters" if i == 0 else i}">{html.escape(heading)}</h1>'
                   f"{_params_table(table)}</section>" for i, (heading, table) in enumerate(appendix.items()))
    css = SCREEN_CSS + "\n@media print {\n" + PRINT_CSS + "\nbody { max-width: none; margin: 0; padding: 0; }\n}"
    script = WHATIF_SCRIPT if 'class="whatif' in executive else ""
    return page_html("<main>" + cover + "".join(f"{h}<section>{b}</section>" for h, b in zip(heads, bodies))
                     + moved + tail + "</main>" + script,
                     params.get("title", "Report"), css)


_EXPORTERS: dict = {}


def body_html(nb: nbformat.NotebookNode, include_code: bool) -> str:
    """The cells of a notebook as HTML (nbconvert's light 'basic' template): code hidden
    unless asked, nothing loaded from the network."""
    from nbconvert import HTMLExporter

    if include_code not in _EXPORTERS:   # one exporter per process: its templates load once
        _EXPORTERS[include_code] = HTMLExporter(template_name="basic", exclude_input=not include_code,
                                                exclude_input_prompt=True, exclude_output_prompt=True)
    body, _ = _EXPORTERS[include_code].from_notebook_node(nb)
    return sanitize_html(break_long_words(wrap_points(link_urls(body))))   # one word does not widen a table


#: the report page's one script (the project's own, no network), for the what-if panel of page 1
#: (explain.whatif_data): inputs for each side's price per hour, the volume and the utilisation;
#: each side's monthly bill and the ratio recomputed as explain.whatif_bills does. It reads its
#: numbers from the panel's data attribute (JSON.parse, never evaluated) and writes text only.
WHATIF_SCRIPT = """<script>
(function () {
  var box = document.querySelector("div.whatif[data-whatif]");
  if (!box) { return; }
  var d = JSON.parse(box.getAttribute("data-whatif")), MIN_UTIL = __MIN_UTIL__;
  function el(tag, text) { var e = document.createElement(tag); if (text) { e.textContent = text; } return e; }
  box.textContent = "";
  box.appendChild(el("h3", "What if: your prices, your volume"));
  var fields = [["aws", "price of " + d.sides.aws.option + ", USD per hour", d.sides.aws.usd_per_hour],
                ["gpu", "price of " + d.sides.gpu.option + ", USD per hour", d.sides.gpu.usd_per_hour],
                ["tpd", "tokens per day", d.tokens_per_day], ["util", "utilisation (" + MIN_UTIL + " to 1)", d.utilisation]];
  var inputs = {}, form = el("div"), out = el("p");
  form.className = "whatif-inputs"; out.className = "whatif-out";
  fields.forEach(function (f) {
    var label = el("label", f[1] + " "), input = el("input");
    input.type = "number"; input.step = "any"; input.min = "0"; input.value = f[2]; input.name = f[0];
    input.addEventListener("input", update);
    label.appendChild(input); form.appendChild(label); inputs[f[0]] = input;
  });
  box.appendChild(form); box.appendChild(out);
  box.appendChild(el("p", "The panel recomputes the monthly bills of the two options shown from this scenario's " +
    "model numbers (the busy systems scaled with the volume, whole units rented at the utilisation): it " +
    "interpolates the model and does not refit it, and another option may become the cheaper one. Rebuild with " +
    "your quote (price_overrides) for the full answer. The PDF shows the static numbers instead."));
  function units(s, tpd, util) {
    return Math.max(Math.ceil(s.fluid * tpd / d.tokens_per_day * s.per_unit / util - 1e-9), 1);
  }
  function money(v) { return Math.round(v).toLocaleString("en-US") + " USD"; }
  function update() {
    var tpd = parseFloat(inputs.tpd.value), util = parseFloat(inputs.util.value), bills = {};
    if (!(tpd > 0) || !(util >= MIN_UTIL) || util > 1 || !(parseFloat(inputs.aws.value) >= 0) ||
        !(parseFloat(inputs.gpu.value) > 0)) {
      out.textContent = "Enter positive numbers (a utilisation from " + MIN_UTIL + " to 1)."; delete out.dataset.ratio;
      return;
    }
    ["aws", "gpu"].forEach(function (k) {
      var s = d.sides[k];
      bills[k] = units(s, tpd, util) * parseFloat(inputs[k].value) / s.per_unit * d.hours_per_month;
    });
    var r = bills.aws / bills.gpu;
    out.dataset.ratio = r;
    out.textContent = "Monthly bill: AWS silicon " + money(bills.aws) + ", GPU " + money(bills.gpu) + ": ratio " +
      r.toPrecision(3) + "x, " + (r < 1 ? "AWS silicon cheaper" : "GPUs cheaper") + ".";
  }
  update();
})();
</script>"""
WHATIF_SCRIPT = WHATIF_SCRIPT.replace("__MIN_UTIL__", f"{scen.MIN_UTILISATION:g}")   # the scenario's own floor


def page_html(body: str, title: str, css: str) -> str:
    return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>"
            f"<meta name='viewport' content='width=device-width, initial-scale=1'><title>{html.escape(title)}</title>"
            f"<style>{css}</style></head><body>{body}</body></html>")


#: Markdown's emphasis and code marks and HTML tags, as the headline's plain text drops them: '*', '`',
#: and a '_' that opens or closes emphasis, not one inside a word (deadline_days); data text reaches
#: the Markdown escaped as entities, so its own characters survive
MARKUP = r"[*`]|(?<!\w)_|_(?!\w)|<[^>]+>"


#: the index and headline.txt hold this much of a headline; a longer one is cut, and says so
HEADLINE_CHARS = 1000


def cut_said(text: str, limit: int, whole: str = "the report holds the whole sentence") -> str:
    """`text`, or its first words up to `limit` characters and a note that it was cut (`whole`: where
    the whole text is)."""
    marks = [bool(unicodedata.combining(c)) for c in text]     # an accent is part of its letter, not one
    if len(text) - sum(marks) <= limit:                      # more: 'Z' and 300 marks is one character
        return text
    note = f" ... (cut: {len(text) - sum(marks):,} characters; {whole})"
    room, end = limit - len(note), 0
    while end < len(text) and (room > 0 or marks[end]):      # whole letters: never a mark cut from its own
        room -= not marks[end]
        end += 1
    head = text[:end]
    return (head.rsplit(" ", 1)[0] if " " in head[len(head) // 2:] else head) + note


def _headline(nb_path: Path) -> str:
    """The first cell output tagged `headline`, as plain text, for the index page."""
    import nbformat  # 0.95 s to import (jsonschema's format checkers): only where a notebook is read
    nb = nbformat.read(nb_path, as_version=4)
    for cell in nb.cells:
        if HEADLINE_TAG in cell.get("metadata", {}).get("tags", []):
            for out in cell.get("outputs", []):
                if out.get("output_type") == "stream":       # a warning printed by the cell is not its answer
                    continue
                data = out.get("data", {})
                text = data.get("text/markdown") or data.get("text/plain") or ""
                if text:
                    return cut_said(html.unescape(re.sub(MARKUP, "", "".join(text))).strip(), HEADLINE_CHARS)
    return ""


def _summary(nb_path: Path) -> dict | None:
    """The output of the cell tagged `summary` (notebook 05's answer as JSON), or None."""
    import nbformat  # 0.95 s to import (jsonschema's format checkers): only where a notebook is read
    nb = nbformat.read(nb_path, as_version=4)
    for cell in nb.cells:
        if SUMMARY_TAG in cell.get("metadata", {}).get("tags", []):
            for out in cell.get("outputs", []):
                data = out.get("data", {}).get("application/json")
                if isinstance(data, dict):
                    return dict(data)
    return None


#: at most this much of a file the index reads back from a report folder (a summary.json is a few KB)
INDEX_READ_BYTES = 1_000_000


def _own_text(path: Path) -> str:
    """A file the build wrote into a report folder, read back for the index: a regular file that is
    not a symlink (the build writes none; a planted one could point anywhere), of at most
    INDEX_READ_BYTES; '' otherwise."""
    if path.is_symlink():
        return ""
    try:
        return read_bytes(path, INDEX_READ_BYTES).decode("utf-8", errors="replace")
    except (InputError, OSError):
        return ""


def _read_summary(folder: Path) -> dict | None:
    try:
        data = json.loads(text) if (text := _own_text(folder / "summary.json")) else None
    except (ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def _num_or_none(value):
    try:
        v = float(value)
    except (TypeError, ValueError, OverflowError):
        return None
    return v if math.isfinite(v) else None


#: the comparison table's columns: (heading, formatter of a summary.json, sort key or None for text)
def _comparison_columns():
    def option(side):
        return lambda s: (f"{s.get(f'{side}_option', '')} ({str(s.get(f'{side}_pricing_model', '')).replace('_', ' ')}, "
                          f"{s.get(f'{side}_price_as_of', '')})") if s.get(f"{side}_option") else ""

    def by_basis(s):
        got = s.get("ratio_by_basis")
        if not isinstance(got, dict):
            return ""
        return "\n".join(f"{BASIS_SHORT.get(str(b), str(b))} {ratio(_num_or_none(v))}" for b, v in got.items()
                          if _num_or_none(v) is not None)

    def verdict(s):
        rng = s.get("ratio_range")
        if not s.get("label") or not isinstance(rng, list) or len(rng) != 2:
            return ""
        return f"{s['label']} ({ratio(_num_or_none(rng[0]))} to {ratio(_num_or_none(rng[1]))})"

    def bills(s):
        a, g = _num_or_none(s.get("aws_bill")), _num_or_none(s.get("gpu_bill"))
        return f"AWS {usd(a)}\nGPU {usd(g)}" if a is not None and g is not None else ""

    def payback(s):
        pb = months(float("inf") if s.get("payback_months") is None else _num_or_none(s["payback_months"]) or 0.0)
        h = f" over {span(s['horizon_months'])}" if s.get("horizon_months") else ""
        return f"payback {pb}\nNPV {usd(_num_or_none(s.get('npv')))}{h}"

    return [
        ("workload, model, volume", lambda s: f"{s.get('workload', '')}: {s.get('model', '')}, {s.get('volume', '')}",
         None),
        ("best AWS option (pricing, price date)", option("aws"), None),
        ("best GPU option (pricing, price date)", option("gpu"), None),
        ("verdict the evidence supports (range over the modelling choices)", verdict, None),
        ("bill ratio AWS : GPU (headline basis)", lambda s: ratio(_num_or_none(s.get("ratio"))),
         lambda s: _num_or_none(s.get("ratio"))),
        ("bill ratio on each price basis", by_basis, None),
        ("monthly bills, AWS : GPU", bills, lambda s: _num_or_none(s.get("aws_bill"))),
        ("payback; NPV", payback, lambda s: _num_or_none(s.get("npv"))),
        ("oldest price used", lambda s: s.get("oldest_price", ""), None),
    ]


def comparison_table(summaries: dict[str, dict]) -> str:
    """One row per scenario from its summary.json (notebook 05's numbers; nothing recomputed here),
    sorted by workload, then by bill ratio (AWS silicon cheapest first); every string escaped;
    a numeric column carries its number for the page's sorting (`SORT_SCRIPT`)."""
    cols = _comparison_columns()
    order = sorted(summaries, key=lambda n: (str(summaries[n].get("workload", "")),
                                             _num_or_none(summaries[n].get("ratio")) or float("inf"), n))
    head = ('<tr><th data-col="0">scenario</th>'
            + "".join(f'<th data-col="{i + 1}"{" class=num" if key else ""}>{html.escape(h)}</th>'
                      for i, (h, _, key) in enumerate(cols)) + "</tr>")
    rows = []
    for name in order:
        s = summaries[name]
        href = html.escape(quote(name), quote=True)
        cells = ""
        for heading, f, key in cols:
            v = key(s) if key else None
            sort = f' data-sort="{v:.12g}"' if v is not None else ""
            kind = " class=num" if key else (" class=lines" if heading == "bill ratio on each price basis" else "")
            cells += f"<td{kind}{sort}>{html.escape(str(f(s)))}</td>"
        rows.append(f'<tr><td><a href="{href}/report.html">{html.escape(name)}</a></td>{cells}</tr>')
    return (f'<div class="table-box"><table class="comparison sortable"><thead>{head}</thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>')


#: the index page's one script (the project's own, no network): a click on a column heading of
#: the comparison sorts its rows by that column (numbers by data-sort), a second click reverses
SORT_SCRIPT = """<script>
document.querySelectorAll("table.sortable th").forEach(function (th) {
  th.style.cursor = "pointer"; th.title = "sort by this column";
  th.addEventListener("click", function () {
    var table = th.closest("table"), body = table.tBodies[0], i = th.cellIndex;
    var rows = Array.prototype.slice.call(body.rows), down = th.dataset.dir !== "asc";
    rows.sort(function (a, b) {
      var x = a.cells[i], y = b.cells[i], u = x.dataset.sort, v = y.dataset.sort;
      var c = (u !== undefined && v !== undefined) ? (parseFloat(u) - parseFloat(v))
                                                   : x.textContent.localeCompare(y.textContent);
      return down ? c : -c;
    });
    th.dataset.dir = down ? "asc" : "desc";
    rows.forEach(function (r) { body.appendChild(r); });
  });
});
</script>"""


def comparison_chart(summaries: dict[str, dict]) -> str:
    """One chart comparing the scenarios: each one's bill ratio as a bar, with the break-even
    line at 1x (plain HTML and CSS: no image). Cheaper and dearer differ in colour (blue and
    orange, apart for colour-blind readers) and in fill (solid and hatched, apart in grey), and
    each bar says which it is in words."""
    have = {n: _num_or_none(s.get("ratio")) for n, s in summaries.items()}
    have = {n: r for n, r in have.items() if r is not None}
    if not have:
        return ""
    top = max(max(have.values()), 1.0) * 1.1
    one = 100.0 / top
    bars = []
    for n in sorted(have, key=lambda k: (str(summaries[k].get("workload", "")), have[k], k)):
        r = have[n]
        kind = "cheaper" if r < 1 else "dearer"
        bars.append(f'<div class="bar-row"><span class="bar-label">{html.escape(n)}</span><span class="bar-track">'
                    f'<span class="bar {kind}" style="width:{100.0 * r / top:.1f}%"></span>'
                    f'<span class="one" style="left:{one:.1f}%"></span></span>'
                    f'<span class="bar-value">{html.escape(ratio(r))} {kind}</span></div>')
    return ('<figure class="chart" role="img" aria-label="'
            + html.escape("Monthly bill ratio, AWS silicon to GPU, per scenario: "
                          + "; ".join(f"{n} {ratio(r)}" for n, r in have.items()), quote=True) + '">'
            "<figcaption>Monthly bill ratio, AWS silicon : GPU, per scenario. Dashed line: 1x, equal bills; a bar "
            "short of it (solid blue) means AWS silicon is cheaper, past it (hatched orange) dearer.</figcaption>"
            + "".join(bars) + "</figure>")


def _shared_folder(report_dir: Path, scenario_dir: Path) -> str | None:
    """The shared document a scenario's report links to (its `shared.txt`), when it exists."""
    folder = _own_text(scenario_dir / "shared.txt").strip()
    ok = re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]{0,80}", folder) and (report_dir / "_shared" / folder).is_dir()
    return folder if ok else None


def _has_report(folder: Path) -> bool:
    """A scenario folder the index may link: it holds a report.html of its own (not a link)."""
    page = folder / "report.html"
    return page.is_file() and not page.is_symlink()


def write_index(report_dir: Path, results: list[ScenarioResult]) -> Path:
    known = {r.name: r for r in results}
    rows = []
    summaries: dict[str, dict] = {}
    shared: dict[str, list[str]] = {}

    for d in sorted(p for p in report_dir.iterdir()      # a folder holding a report (not one a user made there)
                    if p.is_dir() and not p.is_symlink() and scen.name_problem(p.name) is None and _has_report(p)):
        r = known.get(d.name)
        status = "built now" if r and r.ok else ("FAILED now; last good report kept" if r else "earlier build")
        headline = _own_text(d / "headline.txt")[:1000]
        if (summary := _read_summary(d)) is not None:
            summaries[d.name] = summary
        href = html.escape(quote(d.name), quote=True)
        links = [f'<a href="{href}/report.html">HTML</a>']
        if (d / "report.pdf").exists():
            links.append(f'<a href="{href}/report.pdf">PDF</a>')
        folder = _shared_folder(report_dir, d)
        if folder:
            shared.setdefault(folder, []).append(d.name)
            links.append(f'<a href="_shared/{html.escape(quote(folder), quote=True)}/hardware.html">Part 2 '
                         "(shared)</a>")
        rows.append(f"<tr><td>{html.escape(d.name)}</td><td>{html.escape(headline)}</td>"
                    f"<td>{' · '.join(links)}</td><td>{html.escape(status)}</td></tr>")
    for r in results:
        if not r.ok and not _has_report(report_dir / r.name):
            rows.append(f"<tr><td>{html.escape(r.name)}</td><td></td><td>no report</td>"
                        f"<td>FAILED: {html.escape('; '.join(r.errors))}</td></tr>")
    compare = ""
    if summaries:
        compare = ("<h2>Scenarios side by side</h2><p>Each scenario's central answer, from its decision notebook "
                   "(05), sorted by workload, then by bill ratio (AWS silicon cheapest first). Bills are monthly, "
                   "at each scenario's volume and utilisation. Click a column heading to sort by it.</p>" + comparison_table(summaries)
                   + comparison_chart(summaries))
    common = ""
    if shared:
        items = []
        for folder, users in sorted(shared.items()):
            href = f"_shared/{html.escape(quote(folder), quote=True)}"
            pdf = (f' · <a href="{href}/hardware.pdf">PDF</a>'
                   if (report_dir / "_shared" / folder / "hardware.pdf").is_file() else "")
            items.append(f'<li><a href="{href}/hardware.html">{html.escape(SHARED_TITLE)}, dataset version '
                         f"{html.escape(folder)}</a>{pdf}: shared by {html.escape(', '.join(users))}</li>")
        common = ("<h2>Shared by the scenarios</h2><p>The hardware and the claims audit (Part 2) and the dataset, "
                  "its sources and the consistency audit (appendix) are the same for every scenario on the same "
                  "data: built once per batch, linked from each report.</p><ul>" + "".join(items) + "</ul>")
    page = ("<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>Scenario reports</title>"
            f"<style>{INDEX_CSS}</style></head><body>"
            "<h1>Scenario reports</h1>" + compare + common + "<h2>Reports</h2>"
            '<div class="table-box"><table><tr><th>scenario</th><th>headline</th><th>report</th>'
            "<th>status</th></tr>" + "".join(rows) + "</table></div>"
            f"<p>Index written {dt.datetime.now().strftime('%Y-%m-%d %H:%M')}.</p>"
            + (SORT_SCRIPT if summaries else "") + "</body></html>")
    page = break_long_words(page)    # a 300-letter model name wraps, as in the report
    path = report_dir / "index.html"
    if path.is_dir() and not path.is_symlink():
        raise OSError(f"{path} is a folder, not the index page; remove it")
    write_file(path, page)           # a new temporary file renamed over it: no planted symlink followed
    return path


