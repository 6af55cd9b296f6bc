"""Run the notebooks for each scenario, export HTML and PDF, publish atomically.

The recipe (`build`): check every scenario file; run every (scenario, notebook)
pair with papermill's Python API in a process pool; for each scenario whose
notebooks all succeeded, merge them into one HTML document and a PDF inside a
temporary folder, then swap that folder into `report/<scenario>/` (and the
figures into `figures/<scenario>/`). A scenario that fails leaves its last good
report untouched and its failed notebook in `report/_failed/<scenario>/`.
"""
from __future__ import annotations

import contextlib
import datetime as dt
import html
import logging
import os
import re
import shutil
import signal
import sys
import tempfile
import threading
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path

import nbformat

from . import dataset, scenario as scen

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK_DIR = ROOT / "notebooks"
FIRST = ("05-decision",)  # the executive summary opens the report when present

SCREEN_CSS = """
body { font-family: "DejaVu Sans", "Helvetica Neue", Arial, sans-serif; font-size: 15px; line-height: 1.5;
       color: #111; max-width: 1150px; margin: 2em auto; padding: 0 1.5em; }
h1 { font-size: 1.9em; margin: 1.6em 0 0.5em; border-bottom: 1px solid #ddd; padding-bottom: 0.2em; }
h2 { font-size: 1.4em; margin: 1.4em 0 0.4em; } h3 { font-size: 1.15em; }
a { color: #1a4f8b; } a.anchor-link { display: none; }
img { max-width: 100%; height: auto; margin: 0.5em 0; }
pre { white-space: pre-wrap; background: #f6f6f6; padding: 0.6em; font-size: 0.85em; overflow-x: auto; }
code { background: #f2f2f2; padding: 0 3px; font-size: 0.9em; }
table { border-collapse: collapse; margin: 0.5em 0 1em; }
table.dataframe { font-size: 0.8em; display: block; overflow-x: auto; }
table.dataframe th, table.dataframe td { padding: 3px 8px; border-bottom: 1px solid #e3e3e3; text-align: left;
  vertical-align: top; }
table.dataframe .num { text-align: right; }
table.dataframe thead th { border-bottom: 2px solid #333; }
table.dataframe tbody tr:nth-child(odd) { background: #f7f7f7; }
.report-meta { color: #444; } .report-contents a { text-decoration: none; }
table.params td { text-align: left; }
.report-contents li.lvl2 { margin-left: 1.5em; }
.print-only { display: none; }
"""

# The PDF is laid out from nbconvert's light "basic" template with this style
# sheet (WeasyPrint spends a quarter less time than on the JupyterLab CSS).
PRINT_CSS = """
@page { size: A4; margin: 14mm 12mm 16mm 12mm; }
body { font-family: "DejaVu Sans", sans-serif; font-size: 9.5pt; line-height: 1.4; color: #111; }
h1 { font-size: 17pt; margin: 0 0 8pt; } h2 { font-size: 13pt; margin: 14pt 0 6pt; } h3 { font-size: 11pt; }
h1, h2, h3 { break-after: avoid; } a.anchor-link { display: none; } a { color: #1a4f8b; text-decoration: none; }
p { margin: 4pt 0 6pt; } ul { margin: 2pt 0 6pt; }
img { max-width: 100%; height: auto; break-inside: avoid; margin: 4pt 0; }
pre { white-space: pre-wrap; font-size: 7.5pt; background: #f6f6f6; padding: 4pt; }
code { font-size: 8.5pt; background: #f2f2f2; padding: 0 2px; }
table { border-collapse: collapse; margin: 4pt 0 8pt; }
table.dataframe { width: 100%; table-layout: fixed; font-size: 6.5pt; }
table.dataframe th, table.dataframe td { padding: 1px 3px; border-bottom: 0.4pt solid #ddd; text-align: left;
  overflow-wrap: break-word; word-break: break-word; vertical-align: top; }
table.dataframe thead th { border-bottom: 0.8pt solid #333; font-weight: bold; }
table.dataframe .num { text-align: right; }
table.dataframe tbody tr:nth-child(odd) { background: #f5f5f5; }
.screen-only { display: none; } .print-only { display: block; }
.report-meta { font-size: 9pt; color: #444; }
table.params { table-layout: auto; } table.params td { text-align: left; }
"""


@dataclass
class Job:
    scenario: str
    notebook: Path
    params: dict
    out: Path
    figures: Path
    pdf: bool = False
    include_code: bool = False


@dataclass
class Result:
    job: Job
    ok: bool
    seconds: float
    error: str = ""
    section: dict | None = None   # the notebook's PDF section: path, pages, headings
    pdf_seconds: float = 0.0


@dataclass
class ScenarioResult:
    name: str
    ok: bool
    seconds: float = 0.0
    errors: list[str] = field(default_factory=list)
    html: Path | None = None
    pdf: Path | None = None
    headline: str = ""
    changed: list[Path] = field(default_factory=list)   # folders this build replaced
    notes: list[str] = field(default_factory=list)


def notebooks(nb_dir: Path = NOTEBOOK_DIR) -> list[Path]:
    """Source notebooks in report order: numbered ones, the decision summary first."""
    found = sorted(p for p in nb_dir.glob("[0-9][0-9]-*.ipynb"))
    first = [p for p in found if p.stem in FIRST]
    return first + [p for p in found if p not in first]


def declared_parameters(nb_path: Path) -> set[str]:
    """Names assigned in the notebook's `parameters` cell."""
    nb = nbformat.read(nb_path, as_version=4)
    for cell in nb.cells:
        if "parameters" in cell.get("metadata", {}).get("tags", []):
            return set(re.findall(r"^([A-Za-z_]\w*)\s*=", cell.source, flags=re.M))
    return set()


_KERNEL: dict = {}


def _worker_kernel(cwd: Path):
    """One kernel per worker process, reused from notebook to notebook: the
    interpreter start and the imports are paid once per worker, not once per
    notebook. Between notebooks the user namespace is cleared (`%reset -f`) and
    figures are closed, so each notebook still starts from its own first cell."""
    from jupyter_client.manager import KernelManager

    km = _KERNEL.get("km")
    if km is None or not km.is_alive() or _KERNEL.get("cwd") != str(cwd):
        if km is not None:
            km.shutdown_kernel(now=True)
        km = KernelManager(kernel_name="python3")
        # the kernel dies with its worker (and polls its parent too: ipykernel's JPY_PARENT_PID)
        km.start_kernel(cwd=str(cwd), preexec_fn=_die_with_parent)
        import multiprocessing.util

        multiprocessing.util.Finalize(km, km.shutdown_kernel, kwargs={"now": True}, exitpriority=10)
        _KERNEL.update(km=km, cwd=str(cwd))
    else:
        kc = km.blocking_client()
        kc.start_channels()
        try:
            kc.wait_for_ready(timeout=30)
            kc.execute_interactive("get_ipython().run_line_magic('reset', '-f')\n"
                                   "import matplotlib.pyplot as _plt; _plt.close('all'); del _plt",
                                   timeout=60, store_history=False, output_hook=lambda msg: None)
        finally:
            kc.stop_channels()
    return km


def run_notebook(job: Job) -> Result:
    """Execute one notebook (in a worker process); never raises."""
    import papermill as pm

    logging.getLogger("papermill").setLevel(logging.WARNING)
    start = time.perf_counter()
    wanted = declared_parameters(job.notebook)
    params = {k: v for k, v in job.params.items() if k in wanted}
    if "figures_dir" in wanted:
        params["figures_dir"] = str(job.figures)
    job.out.parent.mkdir(parents=True, exist_ok=True)
    try:
        # no save after every cell (papermill's default rewrites the growing notebook twice per cell);
        # the executed notebook is written once at the end, and on failure with the error marked
        pm.execute_notebook(str(job.notebook), str(job.out), parameters=params, progress_bar=False,
                            kernel_name="python3", cwd=str(job.notebook.parent), log_output=False,
                            request_save_on_cell_execute=False, km=_worker_kernel(job.notebook.parent))
    except Exception as exc:  # papermill wraps cell errors
        return Result(job, False, time.perf_counter() - start, failure_message(job, exc))
    executed = time.perf_counter()
    try:
        section = export_section(job.out, job.include_code, job.pdf)
        return Result(job, True, time.perf_counter() - start, section=section,
                      pdf_seconds=time.perf_counter() - executed)
    except Exception as exc:
        return Result(job, False, time.perf_counter() - start,
                      f"{job.notebook.name}: PDF export failed: {type(exc).__name__}: {exc}")


MAX_MESSAGE = 4_000   # characters of an exception message kept in the build's summary


def failure_message(job: Job, exc: BaseException) -> str:
    """Notebook, the failing cell's position in the source notebook (not the kernel's
    execution counter), and the whole exception message (bounded)."""
    ename = getattr(exc, "ename", None) or type(exc).__name__
    evalue = str(getattr(exc, "evalue", None) if getattr(exc, "ename", None) else exc).strip()
    if len(evalue) > MAX_MESSAGE:
        evalue = evalue[:MAX_MESSAGE] + f"... ({len(evalue):,} characters)"
    where = "before any cell ran"
    index = getattr(exc, "cell_index", None)
    if index is not None and index >= 0:
        where = f"cell {index + 1}"
        try:   # the executed notebook holds papermill's injected cell, which the source does not
            cells = nbformat.read(job.notebook, as_version=4).cells
            source = getattr(exc, "source", None)
            hits = [i for i, c in enumerate(cells) if source is not None and c.source == source]
            pos = min(hits, key=lambda i: abs(i - index)) if hits else index
            first = next((ln.strip() for ln in cells[pos].source.splitlines() if ln.strip()), "")
            where = f"cell {pos + 1} of {len(cells)}" + (f" ({first[:80]!r})" if first else "")
        except Exception:
            pass
    return f"{job.notebook.name}, {where}: {ename}: {evalue}"


# --------------------------------------------------------------------------
# nothing rendered may run script, follow a non-http(s) link, or fetch from the network

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


def sanitize_html(body: str) -> str:
    """Scripts, frames, event handlers and `javascript:`-style links removed; links keep
    http(s) only; images and styles keep embedded data only (no remote fetch)."""
    drop = "|".join(_DROP_WITH_CONTENT)
    body = re.sub(rf"<({drop})\b.*?(?:</\1\s*>|$)", "", body, flags=re.S | re.I)
    body = re.sub(r"(<style\b[^>]*>)(.*?)(</style\s*>)", lambda m: m.group(1) + _safe_css(m.group(2)) + m.group(3),
                  body, flags=re.S | re.I)
    return _TAG_RE.sub(_safe_tag, body)


def _offline_fetcher():
    """WeasyPrint's URL fetcher for the report: embedded data only; nothing is read from
    the network (nor from disk)."""
    from weasyprint.urls import URLFetcher

    return URLFetcher(allowed_protocols={"data"})


# --------------------------------------------------------------------------
# the executive page first (issue 13): notebook 05 wraps it in <!--executive--> ... <!--/executive-->
# (trainium_report.explain); the report shows it under the title, before the contents, in HTML and PDF

_EXECUTIVE_RE = re.compile(r"<!--executive-->(.*?)<!--/executive-->", re.S)


def lift_executive(bodies: list[str]) -> tuple[str, list[str]]:
    """The first executive page found in the sections' HTML, and the sections without it."""
    for i, body in enumerate(bodies):
        m = _EXECUTIVE_RE.search(body)
        if m:
            return m.group(1), bodies[:i] + [body[:m.start()] + body[m.end():]] + bodies[i + 1:]
    return "", list(bodies)


# --------------------------------------------------------------------------
# assembling the report

def _params_table(params: dict) -> str:
    rows = "".join(f"<tr><th>{html.escape(str(k))}</th><td>{html.escape(str(v))}</td></tr>"
                   for k, v in params.items())
    return f'<table class="dataframe params">{rows}</table>'


def _strip_tags(text: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", text)).replace("\u00b6", "").strip()


def merge_html(bodies: list[str], params: dict, version: str, built: str) -> str:
    """One HTML document from the sections' fragments: title, parameters, a contents
    list linking every H1/H2, then each section's cells."""
    contents = []
    for body in bodies:
        for level, anchor, label in re.findall(r'<h([12]) id="([^"]+)"[^>]*>(.*?)</h\1>', body, flags=re.S):
            contents.append(f'<li class="lvl{level}"><a href="#{anchor}">{html.escape(_strip_tags(label))}</a></li>')
    title = html.escape(params.get("title", "Report"))
    executive, bodies = lift_executive(bodies)
    contents.append('<li class="lvl1"><a href="#appendix-parameters">Appendix: scenario parameters</a></li>')
    cover = (f'<h1 id="report-title">{title}</h1>'
             f'<p class="report-meta">Scenario <b>{html.escape(params["scenario"])}</b> · dataset version '
             f"<code>{html.escape(version)}</code> · built {html.escape(built)}</p>"
             f"{executive}"
             f'<p><b>Contents</b></p><ul class="report-contents">{"".join(contents)}</ul>')
    appendix = (f'<section><h1 id="appendix-parameters">Appendix: scenario parameters</h1>'
                f"{_params_table(params)}</section>")
    css = SCREEN_CSS + "\n@media print {\n" + PRINT_CSS + "\nbody { max-width: none; margin: 0; padding: 0; }\n}"
    return page_html("<main>" + cover + "".join(f"<section>{b}</section>" for b in bodies) + appendix + "</main>",
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
    return sanitize_html(body)


def page_html(body: str, title: str, css: str) -> str:
    return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>"
            f"<meta name='viewport' content='width=device-width, initial-scale=1'><title>{html.escape(title)}</title>"
            f"<style>{css}</style></head><body>{body}</body></html>")


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


class UnsafePath(RuntimeError):
    """A path the build would delete or replace lies outside its output folder."""


def inside(path: Path, root: Path) -> Path:
    """`path`, checked to lie strictly inside `root` (itself and its resolved target): the
    build deletes or replaces nothing else."""
    root = Path(root).resolve()
    path = Path(path)
    named = path.parent.resolve() / path.name
    if path.name in ("", ".", "..") or root not in named.parents or (
            (path.exists() or path.is_symlink()) and root not in path.resolve().parents):
        raise UnsafePath(f"refusing to touch {path}: it is not inside {root}")
    return named


def _rmtree(path: Path, root: Path) -> None:
    path = inside(path, root)
    if path.is_symlink() or path.is_file():
        path.unlink()
    elif path.exists():
        shutil.rmtree(path, ignore_errors=True)


def _swap_in_all(pairs: list[tuple[Path, Path, Path]]) -> None:
    """Publish (staged, final, root) folders in one step: every final is moved aside and
    its staged copy moved in; if any move fails, every move made is undone (the old
    copies come back) and the error is raised. Run it inside `_signals_held()`."""
    moved_aside: list[tuple[Path, Path]] = []   # (final, old copy)
    moved_in: list[tuple[Path, Path]] = []      # (staged, final)
    try:
        for staged, final, root in pairs:
            final = inside(final, root)
            final.parent.mkdir(parents=True, exist_ok=True)
            if final.exists() or final.is_symlink():
                old = inside(final.with_name(f".old-{final.name}-{os.getpid()}"), root)
                final.rename(old)
                moved_aside.append((final, old))
            staged.rename(final)
            moved_in.append((staged, final))
    except BaseException:
        try:
            for staged, final in reversed(moved_in):
                final.rename(staged)
            for final, old in reversed(moved_aside):
                old.rename(final)
        except OSError as exc:   # say exactly what is where
            raise OSError(f"publishing failed and could not be undone ({exc}); previous copies are in "
                          + ", ".join(str(old) for _, old in moved_aside)) from exc
        raise
    for _, old in moved_aside:
        shutil.rmtree(old, ignore_errors=True)


@contextlib.contextmanager
def _signals_held():
    """SIGINT/SIGTERM wait while a scenario is published (and its publication recorded)."""
    blocked = {signal.SIGINT, signal.SIGTERM}
    masked = threading.current_thread() is threading.main_thread()
    if masked:
        signal.pthread_sigmask(signal.SIG_BLOCK, blocked)
    try:
        yield
    finally:
        if masked:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, blocked)


def _headline(nb_path: Path) -> str:
    """The first cell output tagged `headline`, as plain text, for the index page."""
    nb = nbformat.read(nb_path, as_version=4)
    for cell in nb.cells:
        if "headline" in cell.get("metadata", {}).get("tags", []):
            for out in cell.get("outputs", []):
                data = out.get("data", {})
                text = data.get("text/markdown") or data.get("text/plain") or out.get("text", "")
                if text:
                    return html.unescape(re.sub(r"[*_`]|<[^>]+>", "", "".join(text))).strip()[:1000]
    return ""


def write_index(report_dir: Path, results: list[ScenarioResult]) -> Path:
    known = {r.name: r for r in results}
    rows = []
    from urllib.parse import quote

    for d in sorted(p for p in report_dir.iterdir()
                    if p.is_dir() and not p.is_symlink() and scen.name_problem(p.name) is None):
        r = known.get(d.name)
        status = "built now" if r and r.ok else ("FAILED now; last good report kept" if r else "earlier build")
        head_file = d / "headline.txt"
        headline = head_file.read_text(encoding="utf-8", errors="replace")[:1000] if head_file.is_file() else ""
        href = html.escape(quote(d.name), quote=True)
        links = [f'<a href="{href}/report.html">HTML</a>']
        if (d / "report.pdf").exists():
            links.append(f'<a href="{href}/report.pdf">PDF</a>')
        rows.append(f"<tr><td>{html.escape(d.name)}</td><td>{html.escape(headline)}</td>"
                    f"<td>{' · '.join(links)}</td><td>{html.escape(status)}</td></tr>")
    for r in results:
        if not r.ok and not (report_dir / r.name).exists():
            rows.append(f"<tr><td>{html.escape(r.name)}</td><td></td><td>no report</td>"
                        f"<td>FAILED: {html.escape('; '.join(r.errors))}</td></tr>")
    page = ("<!DOCTYPE html><html><head><meta charset='utf-8'><title>Scenario reports</title>"
            "<style>body{font-family:'DejaVu Sans',sans-serif;margin:2em} td,th{padding:4px 10px;"
            "border-bottom:1px solid #ddd;text-align:left}</style></head><body>"
            "<h1>Scenario reports</h1><table><tr><th>scenario</th><th>headline</th><th>report</th>"
            "<th>status</th></tr>" + "".join(rows) + "</table>"
            f"<p>Index written {dt.datetime.now().strftime('%Y-%m-%d %H:%M')}.</p></body></html>")
    path = report_dir / "index.html"
    if path.is_dir() and not path.is_symlink():
        raise OSError(f"{path} is a folder, not the index page; remove it")
    tmp = path.with_suffix(".html.tmp")
    tmp.write_text(page, encoding="utf-8")
    tmp.replace(path)
    return path


class _Interrupted(Exception):
    pass


class BuildInterrupted(Exception):
    """SIGINT/SIGTERM stopped the build; the message says which reports were published before."""

    def __init__(self, signame: str, published: list[str]):
        self.published = published
        changed = ("published before the signal: " + ", ".join(published)) if published else "no report was changed"
        super().__init__(f"interrupted by {signame}: {changed}")


class BuildLocked(RuntimeError):
    """Another build holds the output folder."""


def _on_signal(signum, frame):
    raise _Interrupted(signal.Signals(signum).name)


@contextlib.contextmanager
def folder_lock(folder: Path):
    """An exclusive lock on an output folder (flock on `<folder>/.lock`, released by the
    kernel when the holder dies, even by SIGKILL). A second build stops with a message."""
    import fcntl

    folder.mkdir(parents=True, exist_ok=True)
    path = folder / ".lock"
    fh = open(path, "a+", encoding="utf-8")
    try:
        fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        fh.seek(0)
        holder = fh.read(200).strip() or "another process"
        fh.close()
        raise BuildLocked(f"another build is writing to {folder} ({holder}); wait for it to finish "
                          "or build into another --out/--figures folder") from None
    try:
        fh.seek(0)
        fh.truncate()
        fh.write(f"pid {os.getpid()}, since {dt.datetime.now():%Y-%m-%d %H:%M:%S}\n")
        fh.flush()
        yield path
    finally:
        fcntl.flock(fh, fcntl.LOCK_UN)
        fh.close()


def remove_stale(out: Path, figures: Path) -> list[Path]:
    """Temporary folders left by a build that was killed (`.build-*`, `.old-*`); called
    with the lock held, so no running build owns them."""
    gone = []
    for root, patterns in ((out, (".build-*", ".old-*", "index.html.tmp")), (figures, (".old-*",))):
        if not root.is_dir():
            continue
        for pattern in patterns:
            for p in root.glob(pattern):
                _rmtree(p, root)
                gone.append(p)
    return gone


def _check_layout(names: list[str], out: Path, figures: Path) -> None:
    """The report and figure folders must not overlap where a scenario is published."""
    if out == figures:
        raise UnsafePath(f"the report and figures folders are the same ({out}); give them different paths")
    for name in names:
        for a, b in ((out / name, figures), (figures / name, out)):
            if a == b or a in b.parents:
                raise UnsafePath(f"publishing scenario '{name}' would replace {a}, which holds {b}")


def build(scenario_files: list[Path], out: Path = ROOT / "report", figures: Path = ROOT / "figures",
          jobs: int | None = None, pdf: bool = True, include_code: bool = False,
          nb_dir: Path = NOTEBOOK_DIR, progress: bool = True, log=print) -> list[ScenarioResult]:
    """Build every scenario; return one result per scenario (never half-publishes)."""
    all_params = scen.load_many(scenario_files)          # raises before anything runs
    versions = {p["scenario"]: dataset.load(p.get("data_dir")).version  # a broken dataset stops it too
                for p in all_params}
    for p in all_params:                                 # load_many checked them; the build relies on it
        if msg := scen.name_problem(p["scenario"]):
            raise scen.ScenarioError([f"scenario name {scen.short(p['scenario'])}: expected {msg}"])
    sources = notebooks(nb_dir)
    if not sources:
        raise FileNotFoundError(f"no notebooks found in {nb_dir}")
    out, figures = Path(out).resolve(), Path(figures).resolve()  # kernels run in notebooks/
    _check_layout([p["scenario"] for p in all_params], out, figures)
    with contextlib.ExitStack() as locks:
        locks.enter_context(folder_lock(out))
        if figures != out:
            locks.enter_context(folder_lock(figures))
        remove_stale(out, figures)
        return _build_locked(all_params, versions, sources, out, figures, jobs, pdf, include_code, progress, log)


def _build_locked(all_params, versions, sources, out, figures, jobs, pdf, include_code, progress, log):
    work = Path(tempfile.mkdtemp(prefix=".build-", dir=out))
    built = dt.datetime.now().strftime("%Y-%m-%d %H:%M")
    job_list = [Job(p["scenario"], nb, p, work / p["scenario"] / "notebooks" / nb.name,
                    work / p["scenario"] / "figures", pdf, include_code) for p in all_params for nb in sources]
    # the longest notebooks first, so the pool finishes together
    job_list.sort(key=lambda j: -j.notebook.stat().st_size)
    old_handlers = {s: signal.signal(s, _on_signal) for s in (signal.SIGINT, signal.SIGTERM)}
    results: dict[str, list[Result]] = {p["scenario"]: [] for p in all_params}
    published: list[str] = []
    pool = None
    try:
        n_workers = max(1, min(jobs or os.cpu_count() or 1, len(job_list)))
        pool = ProcessPoolExecutor(n_workers, initializer=_worker_init, initargs=(os.getpid(),))
        futures = [pool.submit(run_notebook, j) for j in job_list]
        bar = None
        if progress:
            from tqdm import tqdm
            bar = tqdm(total=len(futures), desc="notebooks", unit="nb", file=sys.stderr)
        for fut in as_completed(futures):
            r = fut.result()
            results[r.job.scenario].append(r)
            if bar:
                bar.set_postfix_str(f"{r.job.scenario}/{r.job.notebook.stem} {'ok' if r.ok else 'FAILED'}")
                bar.update()
        if bar:
            bar.close()
        pool.shutdown()
        pool = None
        summary = []
        for p in all_params:
            with _signals_held():
                res = _publish(p, results[p["scenario"]], sources, work, out, figures, versions[p["scenario"]],
                               built, pdf, include_code, log)
                summary.append(res)
                published += [str(x) for x in res.changed]
        try:
            write_index(out, summary)
        except OSError as exc:
            log(f"index not updated: {exc}")
            for res in summary:
                res.notes.append(f"index not updated: {exc}")
        return summary
    except (_Interrupted, KeyboardInterrupt) as exc:
        name = str(exc) or "SIGINT"
        raise BuildInterrupted(name, published) from None
    finally:
        if pool is not None:
            for proc in list(getattr(pool, "_processes", {}).values()):
                _kill_tree(proc.pid)
            pool.shutdown(wait=False, cancel_futures=True)
        for s, h in old_handlers.items():
            signal.signal(s, h)
        shutil.rmtree(work, ignore_errors=True)


_PR_SET_PDEATHSIG = 1


def _worker_init(parent_pid: int) -> None:
    """A worker dies with the build: the kernel sends it SIGKILL when the build process
    ends (prctl PR_SET_PDEATHSIG, Linux), and a watchdog thread checks the parent as a
    fallback. Its kernels follow (they poll their parent, and get the same signal).
    Kernels write shutdown chatter to the stderr they inherit; keep it out of the terminal."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)        # the build handles Ctrl-C and stops the workers
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _die_with_parent()
    if os.getppid() != parent_pid:                       # the parent died before prctl took effect
        os._exit(1)
    threading.Thread(target=_watch_parent, args=(parent_pid,), daemon=True, name="parent-watchdog").start()
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 2)


def _die_with_parent() -> None:
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        except Exception:
            pass


def _watch_parent(parent_pid: int) -> None:
    while True:
        time.sleep(1.0)
        if os.getppid() != parent_pid:
            km = _KERNEL.get("km")
            with contextlib.suppress(Exception):
                if km is not None and km.provisioner is not None and km.provisioner.process is not None:
                    km.provisioner.process.kill()
            os._exit(1)


def _kill_tree(pid: int) -> None:
    """Stop a worker and the kernels it started."""
    try:
        import psutil
        parent = psutil.Process(pid)
        for child in parent.children(recursive=True):
            child.kill()
        parent.kill()
    except Exception:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass


def _publish(params, runs, sources, work, out, figures, version, built, pdf, include_code, log) -> ScenarioResult:
    name = params["scenario"]
    failed = [r for r in runs if not r.ok]
    res = ScenarioResult(name, not failed, sum(r.seconds for r in runs))
    if failed:
        keep = inside(out / "_failed" / name, out)
        try:
            _rmtree(keep, out)
            keep.mkdir(parents=True, exist_ok=True)
            for r in failed:
                if r.job.out.exists():
                    shutil.copy2(r.job.out, keep / r.job.out.name)
                res.errors.append(r.error + f" (executed notebook kept in {keep / r.job.out.name})")
        except OSError as exc:
            res.errors += [r.error for r in failed] + [f"the failed notebooks could not be kept: {exc}"]
        return res
    stage = work / name
    order = [stage / "notebooks" / nb.name for nb in sources]
    by_nb = {r.job.notebook.name: r for r in runs}
    try:
        sections = [by_nb[nb.name].section for nb in sources]
        pages = [Path(sec["html"]).read_text(encoding="utf-8") for sec in sections]
        (stage / "report.html").write_text(merge_html(pages, params, version, built), encoding="utf-8")
        if pdf:
            assemble_pdf(sections, params, version, built, stage / "report.pdf")
        for sec in sections:
            for key in ("html", "path"):
                if key in sec:
                    Path(sec[key]).unlink(missing_ok=True)
        headline = next((h for h in (_headline(p) for p in order) if h), "")
        (stage / "headline.txt").write_text(headline, encoding="utf-8")
        res.headline = headline
        fig_stage = stage / "figures"
        staged_figs = work / f"{name}-figures"
        if not fig_stage.exists():
            fig_stage.mkdir()
        fig_stage.rename(staged_figs)
    except Exception as exc:
        res.ok = False
        res.errors.append(f"export failed: {type(exc).__name__}: {str(exc)[:MAX_MESSAGE]}")
        return res
    try:   # report and figures in one step: both are replaced, or neither
        _swap_in_all([(stage, out / name, out), (staged_figs, figures / name, figures)])
    except (OSError, UnsafePath) as exc:
        res.ok = False
        res.errors.append(f"not published, {out / name} and {figures / name} are unchanged: "
                          f"{type(exc).__name__}: {exc}")
        return res
    res.changed = [out / name, figures / name]
    with contextlib.suppress(OSError):
        _rmtree(out / "_failed" / name, out)
    res.html, res.pdf = out / name / "report.html", (out / name / "report.pdf" if pdf else None)
    return res
