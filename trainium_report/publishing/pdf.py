"""PDF: each executed notebook laid out by WeasyPrint (in the worker that ran it), then one
report with a cover, contents, page numbers and bookmarks. WeasyPrint fetches embedded
data only."""
from __future__ import annotations

import contextlib
import html
import io
import logging
import math
import os
import re
import threading
from functools import lru_cache
from pathlib import Path

from .. import cache
from ..contract import ANCHORS, LANG, PARAMETER_TAGS, PARTS, SHARED_TITLE, SUMMARY_TAG
from .render import (PRINT_CSS, _params_table, body_html, break_long_words, cut_long_texts, cut_said, lift_executive,
                     mark_long_cells, page_html, shared_label, shared_note, size_columns)


def _offline_fetcher():
    """WeasyPrint's URL fetcher for the report: embedded data only; nothing is read from
    the network (nor from disk)."""
    from weasyprint.urls import URLFetcher

    return URLFetcher(allowed_protocols={"data"})


#: the time written into the fonts WeasyPrint embeds (fontTools stamps each subset's `head.modified` with the
#: current second unless SOURCE_DATE_EPOCH is set): fixed, so the same pages make the same bytes in another
#: second (a rebuild's kept appendix against a fresh layout); a SOURCE_DATE_EPOCH you set is kept
FONT_EPOCH = "0"
#: the latest SOURCE_DATE_EPOCH taken (9999-12-30 23:59:59 UTC: a date in year 9999 in every time zone,
#: which IPython's banner reads it as)
MAX_EPOCH = 253_402_214_399


def font_epoch() -> str:
    """SOURCE_DATE_EPOCH as a build uses it: yours, a whole number of seconds since 1970 (the reproducible-builds
    convention), else `FONT_EPOCH` (set but blank counts as unset). Any other value is an error naming the
    variable: fontTools would stop the PDF export on it with a bare int() error, and IPython (its banner)
    every kernel's first answer, so that each notebook failed after 90 s as a kernel that did not respond."""
    raw = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if not raw:
        return FONT_EPOCH
    if not raw.isascii() or not raw.isdigit() or len(raw) > len(str(MAX_EPOCH)) or int(raw) > MAX_EPOCH:
        raise ValueError(f"SOURCE_DATE_EPOCH is {raw[:40]!r}, expected a whole number of seconds since 1970 "
                         f"(the date the PDF's fonts and the kernels' banner carry; unset: {FONT_EPOCH})")
    return raw


def settle_epoch() -> None:
    """SOURCE_DATE_EPOCH set to `font_epoch()` in this process (and so in the processes it starts): a blank
    value is not left for a kernel to fail on; a malformed one raises ValueError naming it."""
    os.environ["SOURCE_DATE_EPOCH"] = font_epoch()


def _weasy():
    import weasyprint

    settle_epoch()
    for name in ("weasyprint", "fontTools"):
        logging.getLogger(name).setLevel(logging.ERROR)
    return weasyprint


#: a break opportunity as WeasyPrint gets it: the zero-width space (U+200B) in place of each <wbr> element the
#: build puts in ids and long words (the screen's HTML keeps the elements). Laid out and drawn alike and left
#: out of the PDF's text, but a character, not a box to style and lay out: the dataset appendix's 6,400 <wbr>
#: were 1.8 s of its 5 s layout
PRINT_BREAK = "\u200b"


def _for_print(text: str) -> str:
    """HTML as WeasyPrint gets it: each <wbr> as `PRINT_BREAK`."""
    return text.replace("<wbr>", PRINT_BREAK)


def _print_page(body: str) -> str:
    """A body as the page WeasyPrint lays out: the print style, and its <wbr> as `PRINT_BREAK`."""
    return page_html(_for_print(body), "", PRINT_CSS)


def warm_up(pdf: bool = True, include_code: bool = False) -> None:
    """Load what exporting and laying out a report needs (nbconvert's templates, WeasyPrint, its
    fonts and the PDF writer) by exporting a one-cell notebook. A build calls it in a background
    thread of each worker and of the main process, so that the cost overlaps the notebook runs
    instead of following them; errors are left for the real export to report."""
    import nbformat  # 0.95 s to import (jsonschema's format checkers): only where a notebook is read


    with contextlib.suppress(Exception):
        body = body_html(nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("warm-up")]), include_code)
        if pdf:
            doc = _weasy().HTML(string=_print_page(body), url_fetcher=_offline_fetcher()).render()
            doc.write_pdf(io.BytesIO())
            import pikepdf  # noqa: F401  (assemble_pdf's merger)


class WarmUp:
    """`warm_up` in a daemon thread; `wait()` before the first real export (the first
    WeasyPrint layout in a process sets up its fonts, which is not safe to do twice at once)."""

    def __init__(self, pdf: bool = True, include_code: bool = False):
        self.thread = threading.Thread(target=warm_up, args=(pdf, include_code), daemon=True, name="warm-up")
        self.thread.start()

    def wait(self) -> None:
        self.thread.join()


def _bookmarks(tree, level=1, out=None):
    """(level, label, page) of each heading; a label keeps no `PRINT_BREAK` (the outline and the contents page)."""
    out = [] if out is None else out
    for label, (page, _x, _y), children, _state in tree:
        out.append((level, label.replace(PRINT_BREAK, ""), page))
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
            text.setdefault(key, " ".join("".join(box.element.itertext()).replace(PRINT_BREAK, "").split())[:80])
        for child in getattr(box, "children", ()):
            walk(child, page_no, repeated)

    for i, page in enumerate(doc.pages):
        walk(page._page_box, i)
    return [text[k] for k, pages in seen.items() if len(pages) > 1]


#: a page filled less than this (content height over the page's content box) is a layout fault, unless
#: it is the last page of a part
MIN_FILL = 1 / 3


def page_fill(doc) -> list[float]:
    """How full each page of a rendered WeasyPrint document is: the bottom of its lowest line, image or
    table row, over the height of the page's content box (0 = empty, 1 = full)."""
    from weasyprint.formatting_structure import boxes

    leaves = (boxes.LineBox, boxes.ReplacedBox, boxes.TableRowBox)

    def bottom(box) -> float:
        if isinstance(box, leaves):
            return box.position_y + box.margin_height()
        return max([0.0] + [bottom(c) for c in getattr(box, "children", ())])

    out = []
    for page in doc.pages:
        box = page._page_box
        out.append(round(max(0.0, bottom(box.children[0]) - box.content_box_y()) / box.height, 3)
                   if box.children else 0.0)
    return out


def sparse_pages(sections: list[dict], parts: list[str]) -> list[tuple[int, int, float]]:
    """(section index, page within it, fill) of every page under MIN_FILL that is not the last page of a
    part (the next part starts on a new page by design)."""
    out = []
    for i, sec in enumerate(sections):
        last_of_part = i + 1 == len(sections) or parts[i + 1] != parts[i]
        for n, fill in enumerate(sec.get("fill", [])):
            if fill < MIN_FILL and not (last_of_part and n + 1 == len(sec["fill"])):
                out.append((i, n + 1, fill))
    return out


def export_section(executed: Path, include_code: bool, pdf: bool) -> dict:
    """One executed notebook as an HTML fragment and (optionally) a PDF section; runs in
    the worker that executed it, beside the other notebooks."""
    import nbformat  # 0.95 s to import (jsonschema's format checkers): only where a notebook is read
    nb = nbformat.read(executed, as_version=4)
    nb.cells = [c for c in nb.cells
                if not {*PARAMETER_TAGS, SUMMARY_TAG} & set(c.metadata.get("tags", []))]
    body = body_html(nb, include_code)
    html_path = executed.with_suffix(".section.html")
    html_path.write_text(body, encoding="utf-8")
    out = {"html": str(html_path)}
    if pdf:
        printable = re.sub(r'<div class="screen-only">.*?</div>', "", body, flags=re.S)   # never laid out in print
        printable = size_columns(break_long_words(mark_long_cells(cut_long_texts(printable))))
        executive, (printable,) = lift_executive([printable])      # page 1 of the PDF, laid out with the cover
        out["executive"] = executive
        doc = _weasy().HTML(string=_print_page(printable), base_url=str(executed.parent),
                            url_fetcher=_offline_fetcher()).render()
        path = executed.with_suffix(".pdf")
        doc.write_pdf(path, pdf_tags=True)
        out.update(path=str(path), pages=len(doc.pages), headings=_bookmarks(doc.make_bookmark_tree()),
                   split_rows=split_rows(doc), fill=page_fill(doc),
                   anchors={a: i for i, pg in reversed(list(enumerate(doc.pages))) for a in pg.anchors
                            if a in ANCHORS.values()})     # page 1's link targets: where each lands
    return out


#: page 1 (and the brief, page 1 alone) prints this much of a title: the answer must fit under it
PRINT_TITLE_CHARS = 300


def _cover_html(params: dict, version: str, built: str, contents: list[tuple[int, str, int]],
                executive: str = "", shared: str | None = None, meta: str | None = None) -> str:
    """Title, page 1 (the executive summary) and the contents; the parameters are the appendix's
    own section (`_appendix_section`)."""
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
    return (f"<!DOCTYPE html><html lang='{LANG}'><head><meta charset='utf-8'><title>{html.escape(params.get('title', 'Report'))}"
            f"</title><style>{PRINT_CSS} .lvl2 td:first-child {{ padding-left: 1.5em; }} td.pg {{ text-align: right; }}"
            f" table.contents {{ width: 100%; font-size: 10pt; }}</style></head><body>"
            f"<h1>{html.escape(cut_said(params.get('title', 'Report'), PRINT_TITLE_CHARS, 'the HTML report holds the whole title'))}</h1>"
            f'<p class="report-meta">{meta}</p>{executive}'
            f'<h3>Contents</h3><table class="contents">{rows}</table></body></html>')


def shared_stub(href: str, folder: Path) -> dict:
    """The page of a batch scenario's PDF where Part 2 would be: the link to the shared document."""
    data, pages, headings = _stub(href)
    path = folder / "shared-link.pdf"
    path.write_bytes(data)
    return {"path": str(path), "pages": pages, "headings": list(headings), "temporary": True}


@lru_cache(maxsize=8)
def _stub(href: str) -> tuple[bytes, int, list]:
    """The stub page laid out once per link (every scenario of a batch has the same)."""
    return _laid_out(f'<h1 id="part-2-shared">{html.escape(SHARED_TITLE)}</h1>{shared_note(href)}')


def _laid_out(body: str) -> tuple[bytes, int, list]:
    """An HTML body as a tagged PDF section of the print style: (its bytes, its page count, its headings)."""
    doc = _weasy().HTML(string=_print_page(body), url_fetcher=_offline_fetcher()).render()
    return doc.write_pdf(pdf_tags=True), len(doc.pages), _bookmarks(doc.make_bookmark_tree())


#: page numbers: "page / pages", 8 pt DejaVu Sans (the report's font, embedded like the rest), grey, in
#: the bottom-right margin box of print.css's page; laid out once by WeasyPrint for the whole report
NUMBERS_CSS = ("@page { " + re.search(r"@page\s*\{([^}]*)\}", PRINT_CSS).group(1)      # print.css's page box
               + " @bottom-right { content: counter(page) ' / ' counter(pages); font: 8pt 'DejaVu Sans', sans-serif;"
               " color: #666; } } div { break-after: page; } div:last-child { break-after: auto; }")


@lru_cache(maxsize=8)
def _numbers_pdf(total: int) -> bytes:
    """`total` empty pages numbered "page / total", laid out once per page count and kept in the project
    cache (a report of that length, in this build or a later one, takes the same pages)."""
    def lay_out() -> bytes:
        body = "<div>&#8203;</div>" * total
        return _weasy().HTML(string=f"<html><body>{body}</body></html>").write_pdf(
            stylesheets=[_weasy().CSS(string=NUMBERS_CSS)])

    return cache.cached("page-numbers", cache.key("page-numbers", total, NUMBERS_CSS, cache.code_version()),
                        lay_out, check=_is_pdf)


def _is_pdf(value) -> bool:
    """A kept layout is what it should be: a PDF's bytes."""
    return isinstance(value, bytes) and value.startswith(b"%PDF-")


def _is_section(value) -> bool:
    """... or a section laid out by `_laid_out`: (PDF bytes, page count, headings)."""
    return (isinstance(value, tuple) and len(value) == 3 and _is_pdf(value[0]) and isinstance(value[1], int)
            and isinstance(value[2], list))


def _stamp_numbers(pdf) -> None:
    """Write "page / pages" at the foot of every page: a document of as many empty pages, laid out
    by WeasyPrint with the numbers in its margin boxes (so the font is embedded), each page laid
    over the report's page of the same number (the report's own content wrapped in q/Q)."""
    import pikepdf

    total = len(pdf.pages)
    numbers = pikepdf.open(io.BytesIO(_numbers_pdf(total)))
    if len(numbers.pages) != total:          # never guess a number: say the layout went wrong
        raise RuntimeError(f"page numbers laid out on {len(numbers.pages)} pages for {total}")
    for page, number in zip(pdf.pages, numbers.pages):
        number.contents_coalesce()          # a page number is page furniture: an artifact, not content
        number.obj.Contents.write(b"/Artifact BMC\n" + number.obj.Contents.read_bytes() + b"\nEMC\n")
        page.add_overlay(number)


def _contents_links(pdf, doc, cover_pages: int) -> int:
    """A PDF link annotation for every contents entry on the cover, to the page it names
    (WeasyPrint's layout gives each link's rectangle in CSS px, from the top left)."""
    import pikepdf

    n = 0
    for i, page in enumerate(doc.pages[:cover_pages]):
        target_page = pdf.pages[i]
        height_pt = float(target_page.mediabox[3]) - float(target_page.mediabox[1])
        scale = height_pt / page.height
        annots = []
        for link in page.links:
            kind, target, rect = link[0], link[1], link[2]
            m = re.fullmatch(r"pg-(\d+)", str(target or ""))
            x, y, w, h = rect
            box = [x * scale, height_pt - (y + h) * scale, (x + w) * scale, height_pt - y * scale]
            annot = pikepdf.Dictionary(Type=pikepdf.Name.Annot, Subtype=pikepdf.Name.Link, Rect=box, Border=[0, 0, 0])
            if kind == "external" and target:         # the batch's shared document
                annot.A = pikepdf.Dictionary(S=pikepdf.Name.URI, URI=pikepdf.String(str(target)))
            elif kind != "internal" or not m or int(m.group(1)) > len(pdf.pages):
                continue
            else:
                annot.Dest = [pdf.pages[int(m.group(1)) - 1].obj, pikepdf.Name.Fit]
            annots.append(pdf.make_indirect(annot))
            n += 1
        target_page.obj.Annots = pikepdf.Array(annots)
    return n


def _number_tree(tree) -> list:
    """The (key, value) pairs of a PDF number tree (its /Nums and its kids')."""
    out = []
    if "/Nums" in tree:
        nums = tree.Nums
        out += [(int(nums[i]), nums[i + 1]) for i in range(0, len(nums), 2)]
    for kid in tree.get("/Kids", []):
        out += _number_tree(kid)
    return out


def _merge_structure(pdf, parts: list) -> None:
    """One structure tree for the assembled report: each part's tree (WeasyPrint's tags for the cover and
    each section; `parts` holds (source PDF, index of its first page in `pdf`, its page count)) becomes a
    `Part` of one `Document`, its parent-tree keys shifted past the parts before it, so that a screen
    reader reads the report in order."""
    import pikepdf
    from pikepdf import Array, Dictionary, Name

    top = pdf.make_indirect(Dictionary(Type=Name.StructElem, S=Name.Document, K=Array()))
    nums, offset = [], 0        # a list, made an Array once: extending an Array copies it (quadratic)
    for src, first, count in parts:
        if "/StructTreeRoot" not in src.Root:
            continue
        tree = pdf.copy_foreign(src.Root.StructTreeRoot)      # its pages were copied already: the same copies
        used = 0
        for key, value in _number_tree(tree.ParentTree):
            nums.extend([key + offset, value])
            used = max(used, key + 1)
        for page in pdf.pages[first:first + count]:
            if "/StructParents" in page.obj:
                page.obj.StructParents = int(page.obj.StructParents) + offset
            for annot in page.obj.get("/Annots", []):
                if "/StructParent" in annot:
                    annot.StructParent = int(annot.StructParent) + offset
        for kid in (tree.K if isinstance(tree.K, pikepdf.Array) else [tree.K]):
            if kid.get("/S") == Name.Document:
                kid.S = Name.Part
            kid.P = top
            top.K.append(kid)
        offset += used
    root = pdf.make_indirect(Dictionary(Type=Name.StructTreeRoot, K=Array([top]), ParentTree=Dictionary(Nums=Array(nums)),
                                        ParentTreeNextKey=offset))
    top.P = root
    pdf.Root.StructTreeRoot = root
    pdf.Root.MarkInfo = Dictionary(Marked=True)
    pdf.Root.ViewerPreferences = Dictionary(DisplayDocTitle=True)


def _outline(pdf, sections: list[dict], parts: list[str], titles: dict, cover_pages: int) -> None:
    """Bookmarks: one per part, its sections' headings (levels 1-3) below it."""
    import pikepdf

    with pdf.open_outline() as outline:
        first, last, parents = cover_pages, None, {}
        for sec, part in zip(sections, parts):
            if part and part != last:
                parents = {0: pikepdf.OutlineItem(titles[part], first)}
                outline.root.append(parents[0])
                last = part
            for lvl, label, page in sec["headings"]:
                if lvl > 3:
                    continue
                item = pikepdf.OutlineItem(label, first + page)
                parent = next((parents[k] for k in range(lvl - 1, -1, -1) if k in parents), None)
                (parent.children if parent is not None else outline.root).append(item)
                parents = {k: v for k, v in parents.items() if k < lvl}
                parents[lvl] = item
            first += sec["pages"]


def assemble_pdf(sections: list[dict], params: dict, version: str, built: str, path: Path,
                 parts: list[str] | None = None, shared: str | None = None, *, meta: str | None = None,
                 part_titles: dict | None = None, appendix: dict | None = None) -> Path:
    """Cover + sections into one PDF with page numbers, contents and bookmarks.

    `shared`: the batch's shared document (Part 2 and the dataset appendix), linked from the
    contents and from a page where Part 2 would be; `meta`, `part_titles` and `appendix` (the
    tables on the cover) serve that shared document itself.

    WeasyPrint lays out the cover alone (again if the contents' page numbers assumed another
    cover length); pikepdf (qpdf) appends the sections' pages, numbers every page, and adds the
    bookmarks and the contents' links."""

    import pikepdf

    parts = list(parts) if parts else [""] * len(sections)
    if shared:
        sections = list(sections) + [shared_stub(shared, Path(path).parent)]
        parts = parts + ["hardware"]
    titles = {**PARTS, **(part_titles or {})}
    weasy = _weasy()
    # the parameters are the appendix's last pages, where the contents file them (not the cover's)
    tables = {"Appendix: scenario parameters": params} if appendix is None else appendix
    extra = _appendix_section(tables, Path(path).with_suffix(".appendix.pdf")) if tables else None
    if extra is not None:
        sections, parts = list(sections) + [extra], parts + [parts[-1] if parts and parts[-1] == "appendix"
                                                             else "appendix"]
    executive = next((sec["executive"] for sec in sections if sec.get("executive")), "")
    # the contents' page numbers depend on the cover's own length: a first guess from its rows (the
    # executive summary fills page 1; about 58 rows of contents and parameters fit a page), then laid
    # out again only if the guess was wrong
    rows = sum(1 + len(sec["headings"]) for sec in sections)
    cover_pages, doc = (1 if executive else 0) + max(1, math.ceil(rows / 58)), None
    for _ in range(4):
        contents, start, last = [], cover_pages + 1, None
        landing = {}
        for sec, part in zip(sections, parts):
            if part and part != last:
                contents.append((0, titles[part], start))
                last = part
            contents += [(lvl, label, start + page) for lvl, label, page in sec["headings"]]
            landing.update({a: start + page for a, page in sec.get("anchors", {}).items() if a not in landing})
            start += sec["pages"]
        # page 1's links to the sections that derive its numbers: to the pages those land on
        linked = re.sub(r'href="#(derive-[a-z-]+)"',
                        lambda m: f'href="#pg-{landing[m.group(1)]}"' if m.group(1) in landing else m.group(0),
                        executive)
        page = _cover_html(params, version, built, contents, linked, shared, meta)
        doc = weasy.HTML(string=_for_print(page), url_fetcher=_offline_fetcher()).render()
        if len(doc.pages) == cover_pages:
            break
        cover_pages = len(doc.pages)
    with contextlib.ExitStack() as opened:    # the cover and sections stay open until the report is saved
        pdf, placed = opened.enter_context(pikepdf.new()), []
        for src in [io.BytesIO(doc.write_pdf(pdf_tags=True))] + [sec["path"] for sec in sections]:
            part = opened.enter_context(pikepdf.open(src))
            placed.append((part, len(pdf.pages), len(part.pages)))
            pdf.pages.extend(part.pages)
        _merge_structure(pdf, placed)
        _outline(pdf, sections, parts, titles, cover_pages)
        _stamp_numbers(pdf)
        _contents_links(pdf, doc, cover_pages)
        pdf.docinfo["/Title"] = params.get("title", "Report")
        pdf.Root.Lang = pikepdf.String(LANG)       # the document's language, for screen readers
        pdf.save(path)
    for sec in sections:              # the stub and the appendix pages were laid out for this file only
        if sec.get("temporary"):
            Path(sec["path"]).unlink(missing_ok=True)
    return path


def _appendix_section(tables: dict, path: Path) -> dict:
    """The appendix's parameter tables (heading -> mapping) as a PDF section of their own."""
    body = "".join(f'<h1 id="appendix-{i}">{html.escape(k)}</h1>{_params_table(v)}' for i, (k, v) in enumerate(tables.items()))
    # the same tables lay out the same pages: kept in the project cache (a rebuild of the scenario takes them)
    data, pages, headings = cache.cached("appendix", cache.key("appendix", body, PRINT_CSS, cache.code_version()),
                                         lambda: _laid_out(body), check=_is_section)
    Path(path).write_bytes(data)
    return {"path": str(path), "pages": pages, "headings": list(headings), "temporary": True}


def _drop_page_number(pdf, page) -> None:
    """Take off the page number `_stamp_numbers` laid over a page (the form it drew, marked an artifact)."""
    import pikepdf

    forms = page.obj.get("/Resources", {}).get("/XObject", {})
    stamps = {str(name) for name, x in forms.items()
              if x.get("/Subtype") == "/Form" and x.read_bytes().startswith(b"/Artifact BMC")}
    if not stamps:
        return
    kept = [(operands, op) for operands, op in pikepdf.parse_content_stream(page)
            if not (str(op) == "Do" and operands and str(operands[0]) in stamps)]
    page.obj.Contents = pdf.make_stream(pikepdf.unparse_content_stream(kept))
    for name in stamps:
        del forms[name]


def write_brief(report: Path, path: Path) -> Path:
    """Page 1 of a report as a one-page PDF of its own (for a slide deck): its links into the
    report's other pages are dropped (they have no page to go to), its source links kept."""
    import pikepdf

    with pikepdf.open(report) as src, pikepdf.new() as out:
        out.pages.append(src.pages[0])
        page = out.pages[0]
        _drop_page_number(out, page)     # '1 / 49' on a document of one page
        if "/Annots" in page.obj:
            page.obj.Annots = pikepdf.Array([a for a in page.obj.Annots if "/Dest" not in a])
        out.docinfo["/Title"] = f"{src.docinfo.get('/Title', 'Report')} (page 1)"
        out.Root.Lang = pikepdf.String(LANG)
        out.save(path)
    return path
