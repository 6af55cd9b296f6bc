"""PDF: each executed notebook laid out by WeasyPrint (in the worker that ran it), then one
report with a cover, contents, page numbers and bookmarks. WeasyPrint fetches embedded
data only."""
from __future__ import annotations

import html
import logging
import re
from pathlib import Path

import nbformat

from .render import PRINT_CSS, _params_table, body_html, lift_executive, page_html, shared_label, shared_note


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


def split_rows(doc) -> list[str]:
    """Table rows of a rendered WeasyPrint document that lie on more than one page (the
    layout's own boxes): the text of each, shortened. The print style sheet keeps this empty."""
    from weasyprint.formatting_structure import boxes

    seen: dict[int, set[int]] = {}
    text: dict[int, str] = {}

    def walk(box, page_no, repeated=False):
        if isinstance(box, boxes.TableRowGroupBox) and (box.is_header or box.is_footer):
            repeated = True                  # header rows repeat on every page of their table, by design
        if isinstance(box, boxes.TableRowBox) and box.element is not None and not repeated:
            key = id(box.element)
            seen.setdefault(key, set()).add(page_no)
            text.setdefault(key, " ".join("".join(box.element.itertext()).split())[:80])
        for child in getattr(box, "children", ()):
            walk(child, page_no, repeated)

    for i, page in enumerate(doc.pages):
        walk(page._page_box, i)
    return [text[k] for k, pages in seen.items() if len(pages) > 1]


def export_section(executed: Path, include_code: bool, pdf: bool) -> dict:
    """One executed notebook as an HTML fragment and (optionally) a PDF section; runs in
    the worker that executed it, beside the other notebooks."""
    nb = nbformat.read(executed, as_version=4)
    nb.cells = [c for c in nb.cells
                if not {"parameters", "injected-parameters", "summary"} & set(c.metadata.get("tags", []))]
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
        out.update(path=str(path), pages=len(doc.pages), headings=_bookmarks(doc.make_bookmark_tree()),
                   split_rows=split_rows(doc))
    return out


def _cover_html(params: dict, version: str, built: str, contents: list[tuple[int, str, int]],
                executive: str = "", shared: str | None = None, meta: str | None = None,
                appendix: dict | None = None) -> str:
    rows = "".join(f'<tr class="lvl{lvl}"><td><a href="#pg-{page}">{html.escape(label)}</a></td>'
                   f'<td class="pg"><a href="#pg-{page}">{page}</a></td></tr>'
                   if lvl > 0 else f'<tr class="part"><td colspan="2"><b>{html.escape(label)}</b></td></tr>'
                   for lvl, label, page in contents if lvl <= 2)
    if shared:   # a batch: Part 2 and the dataset appendix are the batch's shared document
        h = html.escape(shared, quote=True)
        rows += (f'<tr class="part"><td colspan="2"><a href="{h}"><b>{html.escape(shared_label(shared))}</b>'
                 f"</a></td></tr>")
    if meta is None:
        meta = (f'Scenario <b>{html.escape(params["scenario"])}</b> · dataset version '
                f"<code>{html.escape(version)}</code> · built {html.escape(built)}")
    appendix = {"Scenario parameters": params} if appendix is None else appendix
    tables = "".join(f"<h3>{html.escape(k)}</h3>{_params_table(v)}" for k, v in appendix.items())
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{html.escape(params.get('title', 'Report'))}"
            f"</title><style>{PRINT_CSS} @page {{ @bottom-right {{ content: counter(page) ' / ' counter(pages); "
            f"font-size: 8pt; color: #666; }} }} .lvl2 td:first-child {{ padding-left: 1.5em; }} td.pg {{ text-align: right; }}"
            f" table.contents {{ width: 100%; font-size: 10pt; }}</style></head><body>"
            f"<h1>{html.escape(params.get('title', 'Report'))}</h1>"
            f'<p class="report-meta">{meta}</p>{executive}'
            f'<h3>Contents</h3><table class="contents">{rows}</table>'
            f"{tables}</body></html>")


def shared_stub(href: str, folder: Path) -> dict:
    """The page of a batch scenario's PDF where Part 2 would be: the link to the shared document."""
    from .render import SHARED_TITLE

    body = f'<h1 id="part-2-shared">{html.escape(SHARED_TITLE)}</h1>{shared_note(href)}'
    doc = _weasy().HTML(string=page_html(body, "", PRINT_CSS), url_fetcher=_offline_fetcher()).render()
    path = folder / "shared-link.pdf"
    doc.write_pdf(path)
    return {"path": str(path), "pages": len(doc.pages), "headings": _bookmarks(doc.make_bookmark_tree())}


def _contents_links(writer, doc, cover_pages: int) -> int:
    """A PDF link annotation for every contents entry on the cover, to the page it names
    (WeasyPrint's layout gives each link's rectangle in CSS px, from the top left)."""
    from pypdf.annotations import Link
    from pypdf.generic import ArrayObject, FloatObject, NameObject

    n = 0
    for i, page in enumerate(doc.pages[:cover_pages]):
        height_pt = float(writer.pages[i].mediabox.height)
        scale = height_pt / page.height
        for link in page.links:
            kind, target, rect = link[0], link[1], link[2]
            m = re.fullmatch(r"pg-(\d+)", str(target or ""))
            x, y, w, h = rect
            box = (x * scale, height_pt - (y + h) * scale, (x + w) * scale, height_pt - y * scale)
            if kind == "external" and target:         # the batch's shared document
                annot = Link(rect=box, url=str(target))
            elif kind != "internal" or not m or int(m.group(1)) > len(writer.pages):
                continue
            else:
                annot = Link(rect=box, target_page_index=int(m.group(1)) - 1)
            annot[NameObject("/Border")] = ArrayObject([FloatObject(0), FloatObject(0), FloatObject(0)])
            writer.add_annotation(i, annot)
            n += 1
    return n


def assemble_pdf(sections: list[dict], params: dict, version: str, built: str, path: Path,
                 parts: list[str] | None = None, shared: str | None = None, *, meta: str | None = None,
                 part_titles: dict | None = None, appendix: dict | None = None) -> Path:
    """Cover + sections into one PDF with page numbers, contents and bookmarks.

    `shared`: the batch's shared document (Part 2 and the dataset appendix), linked from the
    contents and from a page where Part 2 would be; `meta`, `part_titles` and `appendix` (the
    tables on the cover) serve that shared document itself.

    One WeasyPrint document holds the cover and, after it, one blank numbered page
    per section page: the blank pages are laid over the sections' pages to number
    them, so the whole report is numbered in a single render."""
    import io

    from pypdf import PdfReader, PdfWriter

    from .shared import PARTS

    parts = list(parts) if parts else [""] * len(sections)
    if shared:
        sections = list(sections) + [shared_stub(shared, Path(path).parent)]
        parts = parts + ["hardware"]
    titles = {**PARTS, **(part_titles or {})}
    weasy = _weasy()
    body_pages = sum(sec["pages"] for sec in sections)
    cover_pages, doc = 2, None   # the parameters table usually takes the cover to two pages
    for _ in range(3):           # the contents' page numbers depend on the cover's own length
        contents, start, last = [], cover_pages + 1, None
        for sec, part in zip(sections, parts):
            if part and part != last:
                contents.append((0, titles[part], start))
                last = part
            contents += [(lvl, label, start + page) for lvl, label, page in sec["headings"]]
            start += sec["pages"]
        executive = next((sec["executive"] for sec in sections if sec.get("executive")), "")
        blanks = "".join(f'<div style="break-before: page" id="pg-{cover_pages + 1 + i}"></div>'
                         for i in range(body_pages))
        page = _cover_html(params, version, built, contents, executive, shared, meta, appendix).replace("</body>", blanks + "</body>")
        doc = weasy.HTML(string=page, url_fetcher=_offline_fetcher()).render()
        if len(doc.pages) - body_pages == cover_pages:
            break
        cover_pages = len(doc.pages) - body_pages
    numbered = PdfReader(io.BytesIO(doc.write_pdf()))
    writer = PdfWriter()
    writer.append(numbered, pages=(0, cover_pages))
    for page in writer.pages:        # the cover's own links point at pages not copied: laid again below
        if "/Annots" in page:
            del page["/Annots"]
    parents: dict[int, object] = {}
    last = None
    for sec, part in zip(sections, parts):
        first = len(writer.pages)
        writer.append(PdfReader(sec["path"]), import_outline=False)
        if part and part != last:
            parents[0] = writer.add_outline_item(titles[part], first)
            last = part
        for lvl, label, page in sec["headings"]:
            if lvl <= 3:
                parents[lvl] = writer.add_outline_item(label, first + page, parent=parents.get(lvl - 1))
    for i, page in enumerate(writer.pages[cover_pages:], start=cover_pages):
        page.merge_page(numbered.pages[i])
    _contents_links(writer, doc, cover_pages)
    writer.add_metadata({"/Title": params.get("title", "Report")})
    with open(path, "wb") as fh:
        writer.write(fh)
    if shared:
        Path(sections[-1]["path"]).unlink(missing_ok=True)
    return path


