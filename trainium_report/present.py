"""Small helpers the notebooks use to show tables and computed sentences.

Strings that come from the data are escaped (`esc`) before they reach the report, for
HTML and Markdown alike; the build also removes any link whose scheme is not http(s)
and any reference to a remote resource from the rendered pages.
"""
from __future__ import annotations

import html
import json
import math
import os
import re
from pathlib import Path

import pandas as pd

from .contract import DATA as DATA_LINK
from .inputs import printable, write_file

#: characters that are syntax in Markdown or HTML, written as numeric character references:
#: a reference is shown as the character in both formats and is never read as syntax
#: (so `[x](javascript:...)` from the data stays text, in a `say()` sentence and in a table)
_ESCAPES = {c: f"&#{ord(c)};" for c in "\\`*_{}[]()#!|~$<>:@\"'"}
_ESCAPES.update({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;", "\n": " ", "\r": " "})
_ESC_TABLE = str.maketrans(_ESCAPES)


def esc(value) -> str:
    """Text from the data or a scenario, safe inside HTML and inside Markdown (one line)."""
    return str(value).translate(_ESC_TABLE)


SMALLEST, LARGEST = 1e-6, 1e15   # outside these a number is written as 1.23e-300, not in positional digits


def num(value, digits: int = 3) -> str:
    """A number with thousands separators and `digits` significant digits (scientific notation
    below `SMALLEST` or from `LARGEST` on)."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "n/a"
    value = float(value)
    if value == 0:
        return "0"
    if not math.isfinite(value):
        return "infinite" if value > 0 else "minus infinite"
    if not SMALLEST <= abs(value) < LARGEST:      # 1e-300 tokens a day is not 300 zeros and a 1
        return f"{value:.{max(digits - 1, 0)}e}"
    if value.is_integer() and abs(value) >= 1:
        return f"{value:,.0f}"
    mag = int(math.floor(math.log10(abs(value))))
    decimals = max(0, digits - 1 - mag)
    return f"{value:,.{decimals}f}"


#: where a notebook's tables are written as CSV, and how they are numbered (`number_tables`)
_TABLES: dict = {"dir": None, "section": "", "n": 0, "figures": 0}


def number_tables(folder: Path | str | None, section: str) -> None:
    """From now on, every `table` of this notebook is numbered `Table <section>.<n>` and written,
    spreadsheet-safe and unformatted, to `<folder>/<section>-table-<n>.csv`; the HTML links it
    (`data/` beside the report). None: tables are neither numbered nor written."""
    _TABLES.update(dir=Path(folder) if folder is not None else None, section=str(section), n=0, figures=0)


def figure_label() -> str:
    """The next figure's number in this notebook, 'Figure 4.2' ('' when the notebook numbers nothing)."""
    if _TABLES["dir"] is None:
        return ""
    _TABLES["figures"] += 1
    sec = _TABLES["section"]
    return f"Figure {int(sec) if sec.isdigit() else sec}.{_TABLES['figures']}"


def _numbered(df: pd.DataFrame, index: bool, again: bool, caption: str = "") -> tuple[str, str]:
    """(label, download link HTML) of the next table, its CSV written; ("", "") when not numbering.
    `again`: the same table in another form (a print version): its number, no new file."""
    if _TABLES["dir"] is None:
        return "", ""
    if not again:
        _TABLES["n"] += 1
    name = f"{_TABLES['section']}-table-{_TABLES['n']}.csv"
    sec = _TABLES["section"]
    label = f"Table {int(sec) if sec.isdigit() else sec}.{_TABLES['n']}"
    if again:
        return label, ""
    _TABLES["dir"].mkdir(parents=True, exist_ok=True)
    out = df.reset_index() if index else df
    problem = write_csv(out, _TABLES["dir"] / name)
    if not problem:               # what the data bundle's README says of the file: one sidecar per table
        write_file(_TABLES["dir"] / name.replace(".csv", ".json"),
                   json.dumps(dict(file=name, table=label, section=_TABLES["section"], n=_TABLES["n"],
                                   caption=caption, columns=[str(c) for c in out.columns], rows=len(out)), indent=1))
    link = "" if problem else (f'<p class="download screen-only"><a href="{DATA_LINK}/{html.escape(name)}">'
                               f"{label} as CSV</a></p>")
    return label, link


def table(df: pd.DataFrame, caption: str = "", digits: int = 3, index: bool = False, screen_only: bool = False,
          print_only: bool = False, print_note: bool = True, data: pd.DataFrame | None = None):
    """An HTML table with escaped strings and readable numbers, numbered and written as CSV when
    the notebook numbers its tables (`number_tables`: the setup call does). `screen_only`
    tables (long reference lists) appear in the HTML report, not in the PDF, which
    says so unless `print_note` is off; `print_only` ones (compact versions) only in the PDF,
    under the number of the screen table before them. `data`: the frame the CSV gets, when the one
    shown holds words for numbers ('never' for an infinite break-even, a number formatted with its
    thousands): the same rows and columns, numbers as numbers."""
    from IPython.display import HTML

    label, link = _numbered(df if data is None else data, index, print_only, caption)
    if label:
        caption = f"{label}. {caption}" if caption else f"{label}."

    shown = df.copy()
    numeric = {i for i, col in enumerate(shown.columns)
               if pd.api.types.is_numeric_dtype(shown[col]) and not pd.api.types.is_bool_dtype(shown[col])}
    for col in shown.columns:
        if pd.api.types.is_bool_dtype(shown[col]):
            shown[col] = shown[col].map({True: "yes", False: ""})
        elif pd.api.types.is_numeric_dtype(shown[col]):
            shown[col] = shown[col].map(lambda v: "" if pd.isna(v) else num(v, digits))
        else:
            shown[col] = shown[col].map(lambda v: "" if v is None or (isinstance(v, float) and math.isnan(v)) else v)
    body = _mark_numeric(shown.to_html(index=index, escape=True, border=0, classes="dataframe", na_rep=""),
                         numeric, index)
    cap = f'<p class="caption"><i>{esc(caption)}</i></p>' if caption else ""
    if print_only:
        return HTML(no_math(f'<div class="print-only">{cap}{body}</div>'))
    if screen_only:
        note = (f'<p class="print-only"><i>{esc(caption) + " " if caption else ""}({len(df)} rows: '
                "see the HTML report or data/ for the full table.)</i></p>")
        return HTML(no_math(f'<div class="screen-only">{cap}{body}{link}</div>{note if print_note else ""}'))
    return HTML(no_math(cap + body + link))


def _mark_numeric(table_html: str, numeric: set[int], index: bool) -> str:
    """Add class="num" to the cells of numeric columns (right-aligned by the style sheets;
    text stays left-aligned)."""
    def fix_row(match):
        row = match.group(0)
        head = "<td" not in row
        count = -1 if head and index else 0

        def cell(c):
            nonlocal count
            if c.group(1) == "th" and not head:      # the index cell of a body row
                return c.group(0)
            pos, count = count, count + 1
            return c.group(0).replace(f"<{c.group(1)}", f'<{c.group(1)} class="num"', 1) if pos in numeric else c.group(0)
        return re.sub(r"<(td|th)\b[^>]*>", cell, row)
    return re.sub(r"<tr\b.*?</tr>", fix_row, table_html, flags=re.S)


#: the classes MathJax skips (version 2's and 3's names). A data name holding '$...$' ('Trainium2
#: $\\href{...}{x}$') would be typeset where a front end runs MathJax over outputs (JupyterLab, `jupyter
#: nbconvert`): a link disguised as a chip's name. Every output with text from the data is marked so.
NO_MATH = "tex2jax_ignore mathjax_ignore"


def no_math(html_text: str) -> str:
    """HTML marked as no mathematics (`NO_MATH`)."""
    return f'<div class="{NO_MATH}">{html_text}</div>'


def no_math_md(markdown: str) -> str:
    """Markdown marked as no mathematics: blank lines around it, so it is read as Markdown inside the block
    (lists, emphasis, links)."""
    return f'<div class="{NO_MATH}">\n\n{markdown}\n\n</div>'


def say(text: str) -> None:
    """Show a Markdown sentence now (also inside an if block or a loop).
    Callers pass data strings through `esc`."""
    from IPython.display import Markdown, display

    display(Markdown(no_math_md(text)))


# --------------------------------------------------------------------------
# one number format per quantity, used by every sentence, table and chart

def pct(value, digits: int = 2) -> str:
    """A fraction as a percent: -1.1484 -> '-115%', 0.3 -> '30%'."""
    if value is None or not math.isfinite(float(value)):
        return "n/a"
    return f"{_trim(num(float(value) * 100, digits))}%"


def ratio(value, digits: int = 3) -> str:
    """A ratio of two costs: 2.1484 -> '2.15x'."""
    if value is None or not math.isfinite(float(value)):
        return "n/a"
    return f"{_trim(num(float(value), digits))}x"


def usd(value, digits: int = 3) -> str:
    """Money: '80,000 USD', '1,244,727 USD'; 'never' for an infinite amount (no break-even bill)."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "n/a"
    return "never" if not math.isfinite(float(value)) else f"{num(value, digits)} USD"


def months(value) -> str:
    return "never" if not math.isfinite(float(value)) else f"{num(value, 2)} months"


def span(n, unit: str = "month") -> str:
    """A whole count of a unit as it reads: '1 month', '12 months', '1,000 days'."""
    return f"{n:,} {unit}" + ("" if n == 1 else "s")


def days(value) -> str:
    return f"{num(value, 2)} days"


def tokens_text(n: float) -> str:
    """1.5e13 -> '15 T', 1e9 -> '1 B', 2e7 -> '20 M'."""
    for scale, tag in ((1e12, "T"), (1e9, "B"), (1e6, "M")):
        if n >= scale:
            return f"{num(n / scale)} {tag}"
    return num(n)


def si(value, digits: int = 3) -> str:
    """An axis tick with an SI prefix: 10000 -> '10k', 2.5e6 -> '2.5M', 0.4 -> '0.4'."""
    v = float(value)
    if v == 0 or not math.isfinite(v):
        return "0" if v == 0 else ""
    for scale, tag in ((1e12, "T"), (1e9, "G"), (1e6, "M"), (1e3, "k")):
        if abs(v) >= scale:
            return f"{_trim(num(v / scale, digits))}{tag}"
    return _trim(num(v, digits))


def _trim(text: str) -> str:
    """'2.50' -> '2.5', '0.030' -> '0.03', '1,000' unchanged."""
    return text.rstrip("0").rstrip(".") if "." in text else text


def share_text(p: float, n: int) -> str:
    """A Monte Carlo share in words: never 'in 0%': none and all say what the draws can rule out."""
    if p == 0:
        return f"none of {n:,} draws (so below {num(300 / n, 2)}% at 95% confidence)"
    if p == 1:
        return f"all {n:,} draws (so above {num(100 - 300 / n, 4)}% at 95% confidence)"
    se = (p * (1 - p) / n) ** 0.5
    return f"{pct(p)} of {n:,} draws (Monte Carlo standard error {num(se * 100, 2)} points)"


def article(phrase: str) -> str:
    """'a' or 'an' for the phrase as it is read aloud: 'an 80,000 USD port', 'an 11-month',
    'a 100,000 USD', 'an AWS', 'a GPU'."""
    s = str(phrase).strip()
    if not s:
        return "a"
    if s[0].isdigit():
        group = re.match(r"\d+", s).group(0)                          # digits before the first separator
        return "an" if group.startswith("8") or group in ("11", "18") else "a"
    word = re.match(r"[A-Za-z]+", s)
    w = word.group(0) if word else s
    if w.isupper() and len(w) > 1:                                  # an acronym is spelt out: an AWS, a GPU
        return "an" if w[0] in "AEFHILMNORSX" else "a"
    if w.lower().startswith(("uni", "use", "eu", "one")):
        return "a"
    return "an" if w[0].lower() in "aeiou" or w.lower().startswith("hour") else "a"


def with_article(phrase: str) -> str:
    return f"{article(phrase)} {phrase}"


#: a text cell a spreadsheet would read as a formula starts with one of these
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_safe(df: pd.DataFrame) -> pd.DataFrame:
    """A copy whose text cells a spreadsheet would run as a formula (=, +, -, @ first) start with
    a quote instead ('=HYPERLINK(...)); numbers and other text are left as they are."""
    out = df.copy()
    for col in out.columns:
        if not pd.api.types.is_numeric_dtype(out[col]) and not pd.api.types.is_bool_dtype(out[col]):
            out[col] = out[col].map(lambda v: "'" + v if isinstance(v, str) and v.startswith(FORMULA_START) else v)
    return out


def write_csv(df: pd.DataFrame, path) -> str | None:
    """Write `df` (spreadsheet-safe) to `path`; None, or one line naming the path and why it could not."""

    try:
        if os.path.islink(path):
            return printable(f"{path}: a symlink; the CSV is not written through it")
        write_file(path, spreadsheet_safe(df).to_csv(index=False))
    except OSError as exc:              # one line: a line break in the name written as an escape
        why = exc.strerror or str(exc)
        if exc.filename not in (None, str(path)) and os.path.isfile(path):   # the temporary file beside it failed
            why = ("its folder takes no new file, and a CSV is written to a new file renamed over it: a special "
                   "or read-only file system?")
        return printable(f"{path}: cannot be written ({why})")
    return None


def short_name(name: str) -> str:
    """A system's or chip's name as a chart or a table row shows it:
    'NVIDIA GB200 (Blackwell GPU, ...)' -> 'GB200'; 'AWS Trainium (gen1)' -> 'Trainium'."""
    name = re.sub(r"\s*\([^)]*\)", "", str(name))
    return re.sub(r"^(AWS|NVIDIA|Google Cloud|Google)\s+", "", name).strip()
