"""PDF: each executed notebook laid out by WeasyPrint (in the worker that ran it), then one
report with a cover, contents, page numbers and bookmarks. WeasyPrint fetches embedded
data only."""
from __future__ import annotations

import html
import logging
import re
from pathlib import Path

import nbformat

from .render import PRINT_CSS, _params_table, body_html, lift_executive, page_html


def _offline_fetcher():
    """WeasyPrint's URL fetcher for the report: embedded data only; nothing is read from
    the network (nor from disk)."""
    from weasyprint.urls import URLFetcher

    return URLFetcher(allowed_protocols={"data"})


def _weasy():
    import weasyprint

    for name in ("weasyprint", "fontTools"):
        logging.getLogger(name).setLevel(logging.ERROR)
    return weasyprint


def _bookmarks(tree, level=1, out=None):
    out = [] if out is None else out
    for label, (page, _x, _y), children, _state in tree:
        out.append((level, label, page))
        _bookmarks(children, level + 1, out)
    return out


def export_section(executed: Path, include_code: bool, pdf: bool) -> dict:
    """One executed notebook as an HTML fragment and (optionally) a PDF section; runs in
    the worker that executed it, beside the other notebooks."""
    nb = nbformat.read(executed, as_version=4)
    nb.cells = [c for c in nb.cells if not {"parameters", "injected-parameters"} & set(c.metadata.get("tags", []))]
    body = body_html(nb, include_code)
    html_path = executed.with_suffix(".section.html")
    html_path.write_text(body, encoding="utf-8")
    out = {"html": str(html_path)}
    if pdf:
        printable = re.sub(r'<div class="screen-only">.*?</div>', "", body, flags=re.S)   # never laid out in print
        executive, (printable,) = lift_executive([printable])      # page 1 of the PDF, laid out with the cover
        out["executive"] = executive
        doc = _weasy().HTML(string=page_html(printable, "", PRINT_CSS), base_url=str(executed.parent),
                            url_fetcher=_offline_fetcher()).render()
        path = executed.with_suffix(".pdf")
        doc.write_pdf(path)
        out.update(path=str(path), pages=len(doc.pages), headings=_bookmarks(doc.make_bookmark_tree()))
    return out


def _cover_html(params: dict, version: str, built: str, contents: list[tuple[int, str, int]],
                executive: str = "") -> str:
    rows = "".join(f'<tr class="lvl{lvl}"><td>{html.escape(label)}</td><td class="pg">{page}</td></tr>'
                   for lvl, label, page in contents if lvl <= 2)
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{html.escape(params.get('title', 'Report'))}"
            f"</title><style>{PRINT_CSS} @page {{ @bottom-right {{ content: counter(page) ' / ' counter(pages); "
            f"font-size: 8pt; color: #666; }} }} .lvl2 td:first-child {{ padding-left: 1.5em; }} td.pg {{ text-align: right; }}"
            f" table.contents {{ width: 100%; font-size: 10pt; }}</style></head><body>"
            f"<h1>{html.escape(params.get('title', 'Report'))}</h1>"
            f'<p class="report-meta">Scenario <b>{html.escape(params["scenario"])}</b> · dataset version '
            f"<code>{html.escape(version)}</code> · built {html.escape(built)}</p>{executive}"
            f'<h3>Contents</h3><table class="contents">{rows}</table>'
            f"<h3>Scenario parameters</h3>{_params_table(params)}</body></html>")


def assemble_pdf(sections: list[dict], params: dict, version: str, built: str, path: Path) -> Path:
    """Cover + sections into one PDF with page numbers, contents and bookmarks.

    One WeasyPrint document holds the cover and, after it, one blank numbered page
    per section page: the blank pages are laid over the sections' pages to number
    them, so the whole report is numbered in a single render."""
    import io

    from pypdf import PdfReader, PdfWriter

    weasy = _weasy()
    body_pages = sum(sec["pages"] for sec in sections)
    cover_pages, doc = 2, None   # the parameters table usually takes the cover to two pages
    for _ in range(3):           # the contents' page numbers depend on the cover's own length
        contents, start = [], cover_pages + 1
        for sec in sections:
            contents += [(lvl, label, start + page) for lvl, label, page in sec["headings"]]
            start += sec["pages"]
        executive = next((sec["executive"] for sec in sections if sec.get("executive")), "")
        page = _cover_html(params, version, built, contents, executive).replace(
            "</body>", '<div style="break-before: page"></div>' * body_pages + "</body>")
        doc = weasy.HTML(string=page, url_fetcher=_offline_fetcher()).render()
        if len(doc.pages) - body_pages == cover_pages:
            break
        cover_pages = len(doc.pages) - body_pages
    numbered = PdfReader(io.BytesIO(doc.write_pdf()))
    writer = PdfWriter()
    writer.append(numbered, pages=(0, cover_pages))
    parents: dict[int, object] = {}
    for sec in sections:
        first = len(writer.pages)
        writer.append(PdfReader(sec["path"]), import_outline=False)
        for lvl, label, page in sec["headings"]:
            if lvl <= 3:
                parents[lvl] = writer.add_outline_item(label, first + page, parent=parents.get(lvl - 1))
    for i, page in enumerate(writer.pages[cover_pages:], start=cover_pages):
        page.merge_page(numbered.pages[i])
    writer.add_metadata({"/Title": params.get("title", "Report")})
    with open(path, "wb") as fh:
        writer.write(fh)
    return path


