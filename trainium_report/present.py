"""Small helpers the notebooks use to show tables and computed sentences.

Strings that come from the data are escaped (`esc`) before they reach the report, for
HTML and Markdown alike; the build also removes any link whose scheme is not http(s)
and any reference to a remote resource from the rendered pages.
"""
from __future__ import annotations

import html
import math
import re

import pandas as pd


#: characters that are syntax in Markdown or HTML, written as numeric character references:
#: a reference is shown as the character in both formats and is never read as syntax
#: (so `[x](javascript:...)` from the data stays text, in a `say()` sentence and in a table)
_ESCAPES = {c: f"&#{ord(c)};" for c in "\\`*_{}[]()#!|~$<>:@\"'"}
_ESCAPES.update({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;", "\n": " ", "\r": " "})
_ESC_TABLE = str.maketrans(_ESCAPES)


def esc(value) -> str:
    """Text from the data or a scenario, safe inside HTML and inside Markdown (one line)."""
    return str(value).translate(_ESC_TABLE)


def num(value, digits: int = 3) -> str:
    """A number with thousands separators and `digits` significant digits."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "n/a"
    value = float(value)
    if value == 0:
        return "0"
    if value.is_integer() and abs(value) >= 1:
        return f"{value:,.0f}"
    mag = int(math.floor(math.log10(abs(value))))
    decimals = max(0, digits - 1 - mag)
    return f"{value:,.{decimals}f}"


def table(df: pd.DataFrame, caption: str = "", digits: int = 3, index: bool = False, screen_only: bool = False,
          print_only: bool = False, print_note: bool = True):
    """An HTML table with escaped strings and readable numbers. `screen_only`
    tables (long reference lists) appear in the HTML report, not in the PDF, which
    says so unless `print_note` is off; `print_only` ones (compact versions) only in the PDF."""
    from IPython.display import HTML

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
    cap = f"<p><i>{esc(caption)}</i></p>" if caption else ""
    if print_only:
        return HTML(f'<div class="print-only">{cap}{body}</div>')
    if screen_only:
        note = (f'<p class="print-only"><i>{esc(caption) + " " if caption else ""}({len(df)} rows: '
                "see the HTML report or data/ for the full table.)</i></p>")
        return HTML(f'<div class="screen-only">{cap}{body}</div>{note if print_note else ""}')
    return HTML(cap + body)


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


def say(text: str) -> None:
    """Show a Markdown sentence now (also inside an if block or a loop).
    Callers pass data strings through `esc`."""
    from IPython.display import Markdown, display

    display(Markdown(text))
