"""The report built from the real notebooks: one build (three scenarios, PDF on) shared by every
test here, and the default scenario reached by every route (JupyterLab, papermill CLI, the build)."""
import shutil
import subprocess
import sys
import time
from pathlib import Path

import nbformat
import pytest

from trainium_report import dataset, publishing
from helpers import write_scenario


ROOT = Path(__file__).resolve().parent.parent






#: markup in three chips' names (a name holds at most 60 characters: each takes a part)
HOSTILE = {"Trainium3": "<script>alert(1)</script>", "Trainium2": "[x](javascript:alert(2))![i](//e.co/t.png)",
           "Inferentia2": "<img src=//e.co/u.png onerror=alert(3)>"}


def hostile_data(tmp: Path) -> Path:
    """A copy of data/ with markup in an entity name and Markdown links and images in notes."""
    import csv

    data = tmp / "data"
    shutil.copytree(dataset.DATA_DIR, data)
    path = data / "entities.csv"
    text = path.read_text()
    for name, markup in HOSTILE.items():
        text = text.replace(f",AWS {name},", f",AWS {name}{markup},", 1)
    path.write_text(text)
    for table in ("specs.csv", "claims.csv", "models.csv"):   # Markdown links and images in notes too
        p = data / table
        with p.open(newline="") as fh:
            rows = list(csv.reader(fh))
        col = rows[0].index("note")
        rows[1][col] += " [n](javascript:alert(4)) ![m](https://example.com/m.png)"
        with p.open("w", newline="") as fh:
            csv.writer(fh).writerows(rows)
    dataset.load(data)  # still valid
    return data


@pytest.fixture(scope="module")
def two_reports(tmp_path_factory):
    """One build of the real notebooks (PDF on), shared by every test that needs one: the
    default scenario, a second one on the same data (its dataset and claims sections are
    shared with the default's), and one on a copy of the data with hostile strings."""
    tmp = tmp_path_factory.mktemp("build")
    files = [ROOT / "scenarios" / "default.yaml", write_scenario(tmp, "second", title="'Second scenario'", tokens_per_day="3.0e+9"),
             write_scenario(tmp, "xss", data_dir=str(hostile_data(tmp)))]
    results = publishing.build(files, out=tmp / "report", figures=tmp / "figures", progress=False, log=lambda *a: None)
    return tmp, results


def test_two_scenarios_build(two_reports):
    tmp, results = two_reports
    assert [r.ok for r in results] == [True, True, True], [r.errors for r in results]
    for name in ("default", "second"):
        html = (tmp / "report" / name / "report.html").read_text()
        assert "data:image/svg+xml;base64," in html                 # figures embedded (vector)
        assert "notebook.setup(" not in html and "import pandas" not in html    # code hidden (every notebook has them)
        assert "Contents" in html and 'href="#' in html
        assert "dataset version" in html
        assert (tmp / "figures" / name / "01-compute-by-generation.png").exists()
        assert (tmp / "figures" / name / "01-compute-by-generation.svg").exists()
    assert "Second scenario" in (tmp / "report" / "second" / "report.html").read_text()
    index = (tmp / "report" / "index.html").read_text()
    assert 'href="default/report.html"' in index and 'href="second/report.pdf"' in index
    assert not list((tmp / "report").glob(".build-*"))


def test_html_is_offline(two_reports):
    tmp, _ = two_reports
    html = (tmp / "report" / "default" / "report.html").read_text()
    assert '<script src="http' not in html and "cdnjs" not in html


def test_pdf_has_pages_and_title(two_reports):
    from pypdf import PdfReader

    tmp, _ = two_reports
    reader = PdfReader(tmp / "report" / "default" / "report.pdf")
    assert len(reader.pages) >= 1
    text = reader.pages[0].extract_text()
    assert "AWS Trainium and Inferentia" in text


def test_contents_links_point_at_headings(two_reports):
    import re

    tmp, _ = two_reports
    html = (tmp / "report" / "default" / "report.html").read_text()
    targets = re.findall(r'<a href="#([^"]+)"', html)
    assert targets
    ids = set(re.findall(r'id="([^"]+)"', html))
    missing = [t for t in targets if t not in ids]
    assert not missing, missing


def test_data_strings_are_escaped_in_the_html(two_reports):
    tmp_path, results = two_reports
    assert results[2].ok, results[2].errors
    folder = (tmp_path / "report" / "xss" / "shared.txt").read_text()   # the dataset: its shared document
    html = (tmp_path / "report" / "xss" / "report.html").read_text() + (
        tmp_path / "report" / "_shared" / folder / "hardware.html").read_text()
    assert "<script>alert(1)</script>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html or "&#60;script&#62;alert" in html
    import re

    assert "javascript:alert(2)" in html                        # the hostile text reached the report, as text
    assert not re.search(r"(?i)href\s*=\s*[\"']?\s*javascript:", html)
    assert not re.search(r"<[^>]+\sonerror\s*=", html)
    assert not re.search(r"(?i)<(img|script|link|iframe|source)\b[^>]*(src|href)\s*=\s*[\"']?\s*(https?:)?//", html)
    assert not re.search(r"(?i)url\(\s*['\"]?\s*(https?:)?//", html)


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if path := shutil.which(name):
            return path
    return None


def browser_probe(page: Path, tmp_path: Path) -> dict:
    """What a page's own script put in its body's `data-probe` attribute (JSON), opened in headless
    Chromium at a 1280 x 900 window."""
    import html as h
    import json
    import re
    r = subprocess.run([chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                        "--disable-background-networking", "--disable-component-update", "--disable-sync",
                        f"--user-data-dir={tmp_path / 'profile'}", "--window-size=1280,900",
                        "--virtual-time-budget=3000", "--dump-dom", page.as_uri()],
                       capture_output=True, text=True, timeout=120)
    return json.loads(h.unescape(re.search(r'data-probe="([^"]+)"', r.stdout).group(1)))


WIDTHS = "{wide: document.documentElement.scrollWidth, view: window.innerWidth}"


def screen_probe(tmp_path: Path, body: str, measures: str = WIDTHS, css: str = "") -> dict:
    """`browser_probe` of a page holding `body` under the report's screen style (and `css`), its
    script setting `measures` (a JavaScript object) as the probe."""
    from trainium_report.publishing import render
    screen = (Path(render.__file__).parent / "screen.css").read_text(encoding="utf-8")
    probe = tmp_path / "probe.html"
    probe.write_text(f"""<!doctype html><html><head><style>{screen}{css}</style></head><body>{body}
<script>document.body.setAttribute("data-probe", JSON.stringify({measures}));</script>
</body></html>""", encoding="utf-8")
    return browser_probe(probe, tmp_path)


@pytest.mark.skipif(chromium() is None, reason="headless Chromium is not installed")
def test_report_renders_in_chromium(two_reports, tmp_path):
    tmp, _ = two_reports
    page = tmp / "report" / "default" / "report.html"
    r = subprocess.run([chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                        "--disable-background-networking", "--disable-component-update", "--disable-sync",
                        f"--user-data-dir={tmp_path / 'profile'}", "--virtual-time-budget=5000",
                        "--dump-dom", page.as_uri()], capture_output=True, text=True, timeout=120)
    import re

    dom = r.stdout
    assert len(re.findall(r'<img[^>]+src="data:image/svg\+xml;base64,', dom)) >= 3
    targets = re.findall(r'<a href="#([^"]+)"', dom)
    ids = set(re.findall(r'id="([^"]+)"', dom))
    assert targets and all(t in ids for t in targets)


def test_executed_notebooks_keep_papermills_record(two_reports):
    tmp, _ = two_reports
    nb = nbformat.read(tmp / "report" / "default" / "notebooks" / "05-decision.ipynb", as_version=4)
    assert nb.metadata.papermill.parameters["scenario_file"] == str(ROOT / "scenarios" / "default.yaml")
    tags = [c.metadata.get("tags", []) for c in nb.cells]
    assert "parameters" in tags[0] and "injected-parameters" in tags[1]


def test_dataset_and_claims_sections_are_shared_within_a_batch(two_reports):
    """Notebooks 01 and 02 read only the data (and the price age): one run serves default and
    second (same data), the xss scenario (other data) gets its own."""
    tmp, _ = two_reports
    for stem in ("01-dataset", "02-generations"):
        nbs = {name: nbformat.read(tmp / "report" / name / "notebooks" / f"{stem}.ipynb", as_version=4)
               for name in ("default", "second", "xss")}
        params = {k: nb.metadata.papermill.parameters for k, nb in nbs.items()}
        assert params["default"] == params["second"] != params["xss"]
        assert params["default"]["scenario_file"] is None
        assert set(params["default"]["overrides"]) == set(publishing.scenario_keys(ROOT / "notebooks" / f"{stem}.ipynb"))
    assert (tmp / "figures" / "second" / "01-compute-by-generation.png").exists()


def _headline(path: Path) -> str:
    from trainium_report.publishing.render import _headline as headline

    return headline(path)


def test_a_scenario_is_the_same_by_every_route(two_reports, tmp_path):
    """JupyterLab (a kernel in notebooks/ with the parameters cell set to the file), the papermill
    CLI with the scenario file as its parameters file (`-f second.yaml`: its keys become the
    scenario) and the build compute the same headline for a non-default scenario; papermill run
    from the repository root writes nothing outside the repository. The JupyterLab route runs the
    cells up to the one that shows the headline: later cells cannot change it (and nbval runs them all)."""
    from nbclient import NotebookClient

    tmp, _ = two_reports
    built = (tmp / "report" / "second" / "headline.txt").read_text()
    assert built and built != (tmp / "report" / "default" / "headline.txt").read_text()
    source = ROOT / "notebooks" / "05-decision.ipynb"
    outside = ROOT.parent
    before = {p.name for p in outside.iterdir()}
    start = time.time()
    cli = subprocess.Popen([str(Path(sys.executable).parent / "papermill"), "notebooks/05-decision.ipynb",
                            str(tmp_path / "cli.ipynb"), "-f", str(tmp / "second.yaml")], cwd=ROOT,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)   # runs while the Lab route does
    nb = nbformat.read(source, as_version=4)
    shown = next(i for i, c in enumerate(nb.cells) if "headline" in c.get("metadata", {}).get("tags", []))
    nb.cells = nb.cells[:shown + 1]
    nb.cells[0].source = nb.cells[0].source.replace("scenario_file = None", f"scenario_file = {str(tmp / 'second.yaml')!r}")
    NotebookClient(nb, kernel_name="python3", resources={"metadata": {"path": str(source.parent)}}).execute()
    lab = tmp_path / "lab.ipynb"
    nbformat.write(nb, lab)
    _, err = cli.communicate(timeout=300)
    assert cli.returncode == 0, err[-2000:]
    assert _headline(lab) == _headline(tmp_path / "cli.ipynb") == built
    new = {p.name for p in outside.iterdir()} - before
    assert "figures" not in new and not any(n.startswith(("figures", "report")) for n in new), new
    figs = ROOT / "figures" / "second"
    assert any(p.stat().st_mtime >= start - 1 for p in figs.glob("05-*.png")), "figures not in the project's folder"


# ---- issue 13: PDF craft, structure, index (on the same shared build) ------------------------

def test_pdf_rows_are_never_split_across_pages(two_reports):
    """Checked on WeasyPrint's own layout of every section of every report (the build reports
    a table row whose boxes lie on two pages)."""
    _, results = two_reports
    split = [n for r in results for n in r.notes if "split across pages" in n]
    assert not split, split


def test_pdf_contents_and_sources_are_links(two_reports):
    from pypdf import PdfReader

    tmp, _ = two_reports
    reader = PdfReader(tmp / "report" / "default" / "report.pdf")
    targets, uris = [], []
    for page in reader.pages:
        for ref in page.get("/Annots") or []:
            a = ref.get_object()
            if a.get("/Subtype") != "/Link":
                continue
            if "/Dest" in a:
                targets.append(reader.get_page_number(a["/Dest"][0].get_object()))
            elif "/A" in a and a["/A"].get("/URI"):
                uris.append(str(a["/A"]["/URI"]))
    assert len(targets) >= 10                                    # the contents, entry by entry
    assert min(targets) >= 1 and max(targets) >= len(reader.pages) - 8   # onto the body, to its end
    folder = (tmp / "report" / "default" / "shared.txt").read_text()
    # a scenario's PDF is self-contained in a batch too: its sources' links are in it, none to _shared
    assert any(u.startswith("https://") for u in uris) and not any("_shared" in u for u in uris)
    shared_uris = [str(a.get_object()["/A"]["/URI"]) for page in PdfReader(tmp / "report" / "_shared" / folder
                   / "hardware.pdf").pages for a in page.get("/Annots") or []
                   if "/A" in a.get_object() and a.get_object()["/A"].get("/URI")]
    assert any(u.startswith("https://") for u in shared_uris)    # source URLs, in the shared document
    assert all(u.startswith(("http://", "https://", "../_shared/")) for u in uris + shared_uris)


def test_inference_scenario_has_no_training_section(two_reports):
    tmp, _ = two_reports
    page = (tmp / "report" / "default" / "report.html").read_text()
    assert "Inference: cost per million tokens" in page
    assert "Training: how long and how much" not in page
    assert not (tmp / "report" / "default" / "notebooks" / "03-training.ipynb").exists()
    # Part 1 (the decision), Part 2 (in a batch: the link to the shared document), then the appendix
    marks = [page.index(f'id="{p}"') for p in ("part-decision", "part-hardware", "appendix-parameters")]
    assert marks == sorted(marks) and page.index("Inference: cost per million") < marks[1]


def test_batch_shares_one_part_2_and_appendix_per_data_version(two_reports):
    """Part 2 and the dataset appendix are built once per data version in a batch
    (report/_shared/<version>/hardware.html and .pdf); each report links to its own and does
    not repeat it; the index links them too."""
    from pypdf import PdfReader

    tmp, _ = two_reports
    out = tmp / "report"
    folders = {n: (out / n / "shared.txt").read_text() for n in ("default", "second", "xss")}
    assert folders["default"] == folders["second"] == dataset.load().version != folders["xss"]
    assert sorted(p.name for p in (out / "_shared").iterdir()) == sorted(set(folders.values()))
    for name, folder in folders.items():
        doc = (out / "_shared" / folder / "hardware.html").read_text()
        assert "Part 2: the hardware and the claims audit" in doc and "Claim cards" in doc and "Sources" in doc
        page = (out / name / "report.html").read_text()
        link = f"../_shared/{folder}/hardware.html"
        assert page.count(f'href="{link}"') == 2                  # in the contents and where Part 2 would be
        assert "shared by every scenario of this batch" in page
        assert "Claim cards" not in page and "Consistency audit of the dataset" not in page
        assert 'id="appendix-parameters"' in page                 # its own parameters stay
        # the PDF stays whole (Part 1, Part 2, the appendix): the same file as a single build makes
        assert len(PdfReader(out / name / "report.pdf").pages) > len(PdfReader(out / "_shared" / folder
                                                                                / "hardware.pdf").pages)
    index = (out / "index.html").read_text()
    assert f'href="_shared/{folders["default"]}/hardware.html"' in index
    assert f'href="_shared/{folders["xss"]}/hardware.pdf"' in index


def test_unreferenced_shared_documents_are_removed_inside_the_output_only(tmp_path):
    from trainium_report.publishing import remove_unreferenced_shared

    out, elsewhere = tmp_path / "report", tmp_path / "elsewhere"
    for folder in ("used", "old"):
        (out / "_shared" / folder).mkdir(parents=True)
    (out / "a").mkdir()
    (out / "a" / "shared.txt").write_text("used")
    elsewhere.mkdir()
    (elsewhere / "keep.html").write_text("x")
    (out / "_shared" / "link").symlink_to(elsewhere)
    remove_unreferenced_shared(out)
    assert (out / "_shared" / "used").is_dir() and not (out / "_shared" / "old").exists()
    assert (elsewhere / "keep.html").exists()                   # a link out of the folder is never followed
    shutil.rmtree(out / "_shared")
    (out / "_shared").symlink_to(elsewhere, target_is_directory=True)
    remove_unreferenced_shared(out)
    assert (elsewhere / "keep.html").exists()


def test_index_compares_the_scenarios(two_reports):
    import json
    import re

    from trainium_report import present

    tmp, _ = two_reports
    index = (tmp / "report" / "index.html").read_text()
    assert '<table class="comparison sortable">' in index and 'class="chart"' in index
    table = index[index.index('<table class="comparison sortable">'):]
    table = table[:table.index("</table>")]
    for heading in ("workload", "model", "volume", "best AWS option", "best GPU option", "verdict the evidence",
                    "bill ratio", "on each price basis", "monthly bills, AWS : GPU", "payback", "NPV",
                    "oldest price used"):
        assert heading in table, heading
    rows = re.findall(r"<tr><td><a href=\"([^\"/]+)/report.html\">", table)
    assert sorted(rows) == ["default", "second", "xss"]
    s = json.loads((tmp / "report" / "default" / "summary.json").read_text())   # notebook 05's numbers
    assert present.ratio(s["ratio"]) in table and present.usd(s["gpu_bill"]) in table
    assert s["aws_option"] in table and s["oldest_price"] in table
    assert s["label"] in table                                              # the verdict column
    assert f"AWS Capacity Blocks {present.ratio(s['ratio_by_basis']['aws_capacity_block'])}" in table
    from trainium_report.publishing import render
    assert index.count("<script") == 1 and render.SORT_SCRIPT in index      # the page's own script only


@pytest.mark.skipif(chromium() is None, reason="headless Chromium is not installed")
def test_index_fits_1280_px_and_sorts_in_the_browser(two_reports, tmp_path):
    """At 1280 px the index does not scroll sideways; a click on the bill-ratio heading sorts
    the scenarios by it (numbers, not text)."""
    tmp, _ = two_reports
    probe = tmp / "report" / "index-probe.html"
    probe.write_text((tmp / "report" / "index.html").read_text().replace("</body>", """<script>
var th = Array.prototype.find.call(document.querySelectorAll("table.sortable th"),
                                   function (h) { return h.textContent.indexOf("headline basis") >= 0; });
th.click();
var vals = Array.prototype.map.call(document.querySelectorAll("table.sortable tbody tr"),
                                    function (r) { return r.cells[th.cellIndex].dataset.sort; });
document.body.setAttribute("data-probe", JSON.stringify({wide: document.documentElement.scrollWidth,
                                                          view: window.innerWidth, sorted: vals}));
</script></body>"""))
    got = browser_probe(probe, tmp_path)
    assert got["wide"] <= got["view"], got
    numbers = [float(v) for v in got["sorted"] if v is not None]
    assert len(numbers) >= 2 and numbers == sorted(numbers), got



def test_every_table_is_numbered_and_downloadable(two_reports):
    """Each numbered table of a report links its CSV in data/ beside it (a batch's shared document
    has its own data/); the bundle holds one CSV per table, an XLSX with a sheet for each, the
    scenario's summary.json and a README naming every file and its columns."""
    import re

    import openpyxl
    tmp, _ = two_reports
    out = tmp / "report"
    folder = (out / "default" / "shared.txt").read_text()
    for page, data in ((out / "default" / "report.html", out / "default" / "data"),
                       (out / "_shared" / folder / "hardware.html", out / "_shared" / folder / "data")):
        html = page.read_text()
        links = re.findall(r'<a href="data/([^"]+\.csv)">Table (\d+)\.(\d+) as CSV</a>', html)
        labels = set(re.findall(r'<p class="caption"><i>Table (\d+)\.(\d+)\.', html))
        assert links and {(a, b) for _, a, b in links} == labels, page.name      # every table, once
        for name, _, _ in links:
            assert (data / name).is_file(), name
        sheets = openpyxl.load_workbook(data / "tables.xlsx", read_only=True).sheetnames
        csvs = sorted(p.name for p in data.glob("*-table-*.csv"))
        assert len(sheets) == len(csvs) and {n[:-4] for n in csvs} == set(sheets)
        readme = (data / "README.txt").read_text()
        assert all(n in readme for n in csvs) and "Cite as:" in readme and "columns:" in readme
    assert (out / "default" / "data" / "summary.json").read_text() == (out / "default" / "summary.json").read_text()
    # the CSV is the table's data, not its formatted text: a bill ratio there is a plain number
    first = (out / "default" / "data" / "05-table-1.csv").read_text().splitlines()
    assert len(first) > 1


def test_page_one_links_its_numbers_to_their_derivation_and_prices_to_sources(two_reports):
    """Page 1's bill ratios, range and evidence link (PDF link annotations) to the pages that
    derive them; each price to its source's document; the PDF says its language."""
    from pypdf import PdfReader

    from trainium_report import contract
    tmp, _ = two_reports
    reader = PdfReader(tmp / "report" / "default" / "report.pdf")
    assert reader.trailer["/Root"]["/Lang"] == contract.LANG
    inside, uris = [], []
    for ref in reader.pages[0].get("/Annots") or []:
        a = ref.get_object()
        if "/Dest" in a:
            inside.append(reader.get_page_number(a["/Dest"][0].get_object()))
        elif "/A" in a:
            uris.append(str(a["/A"]["/URI"]))
    assert len(inside) >= 5 and min(inside) >= 2           # into the body, past the contents
    assert len(uris) >= 6 and all(u.startswith("https://") for u in uris)     # two prices per priced basis
    html = (tmp / "report" / "default" / "report.html").read_text()
    for anchor in contract.ANCHORS.values():              # the HTML's page-1 links have their targets
        assert f'href="#{anchor}"' in html and f'id="{anchor}"' in html, anchor


def test_no_pdf_page_is_under_a_third_full_but_a_parts_last(two_reports):
    _, results = two_reports
    default = next(r for r in results if r.name == "default")
    assert default.ok and not [n for n in default.notes if "under a third" in n], default.notes


def test_the_pdf_is_tagged_in_reading_order_with_its_fonts_embedded(two_reports):
    """One structure tree for the whole report (a Part per laid-out document: the cover and each
    section), every page's marked content reachable from it, the page numbers marked as artifacts,
    and every font embedded."""
    import pikepdf

    tmp, _ = two_reports
    with pikepdf.open(tmp / "report" / "default" / "report.pdf") as pdf:
        assert pdf.Root.MarkInfo.Marked and str(pdf.Root.Lang)
        (doc,) = pdf.Root.StructTreeRoot.K
        assert doc.S == "/Document" and len(doc.K) >= 4 and all(part.S == "/Part" for part in doc.K)
        nums = pdf.Root.StructTreeRoot.ParentTree.Nums
        keys = [int(nums[i]) for i in range(0, len(nums), 2)]
        assert len(keys) == len(set(keys)) and int(pdf.Root.StructTreeRoot.ParentTreeNextKey) > max(keys)
        tree = dict(zip(keys, (nums[i + 1] for i in range(0, len(nums), 2))))
        for n, page in enumerate(pdf.pages):
            elems = tree[int(page.obj.StructParents)]           # this page's tagged content ...
            assert all(e.Pg.objgen == page.obj.objgen for e in elems if "/Pg" in e), n   # ... on this page
            forms = [x for x in page.obj.Resources.get("/XObject", {}).values() if x.get("/Subtype") == "/Form"]
            assert any(x.read_bytes().startswith(b"/Artifact BMC") for x in forms), n    # its page number
        fonts = {f.objgen: f for page in pdf.pages for f in page.obj.Resources.get("/Font", {}).values()}
        for font in fonts.values():
            desc = font.DescendantFonts[0].FontDescriptor if "/DescendantFonts" in font else font.FontDescriptor
            assert {"/FontFile", "/FontFile2", "/FontFile3"} & set(desc.keys()), font.get("/BaseFont")


@pytest.mark.skipif(chromium() is None, reason="headless Chromium is not installed")
def test_the_what_if_panel_moves_the_ratio_as_a_quote_would(two_reports, tmp_path):
    """In the browser: halving the AWS option's price in page 1's panel shows the bill ratio a
    rebuild with that price as your quote (price_overrides) gives, within 2%; at the scenario's
    own values the panel shows the report's ratio."""
    import html as h
    import json
    import re

    from trainium_report import dataset, decision, explain, scenario
    tmp, _ = two_reports
    page = (tmp / "report" / "default" / "report.html").read_text()
    data = json.loads(h.unescape(re.search(r"data-whatif=([\"'])(.+?)\1", page).group(2)))
    half = data["sides"]["aws"]["usd_per_hour"] / 2
    probe = tmp / "report" / "default" / "whatif-probe.html"
    probe.write_text(page.replace("</body>", """<script>
var out = document.querySelector(".whatif-out"), before = out.dataset.ratio;
var aws = document.querySelector(".whatif-inputs input[name=aws]");
aws.value = String(%r); aws.dispatchEvent(new Event("input"));
document.body.setAttribute("data-probe", JSON.stringify({before: before, after: out.dataset.ratio}));
</script></body>""" % half))
    r = subprocess.run([chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                        "--disable-background-networking", "--disable-component-update", "--disable-sync",
                        f"--user-data-dir={tmp_path / 'profile'}", "--virtual-time-budget=3000", "--dump-dom",
                        probe.as_uri()], capture_output=True, text=True, timeout=120)
    got = json.loads(h.unescape(re.search(r'data-probe="([^"]+)"', r.stdout).group(1)))
    ds = dataset.load()
    params = scenario.load(ROOT / "scenarios" / "default.yaml")
    central = decision.Decision.from_params(ds, params).point()["ratio"]
    assert float(got["before"]) == pytest.approx(central, rel=1e-9)
    quoted = scenario.load(ROOT / "scenarios" / "default.yaml",
                           {"price_overrides": {data["sides"]["aws"]["option"]: half}})
    expected = decision.Decision.from_params(ds, quoted).point()["ratio"]
    assert float(got["after"]) == pytest.approx(expected, rel=0.02)
    # the panel's arithmetic in Python is the page's
    assert explain.whatif_bills(data, aws_price=half)["ratio"] == pytest.approx(float(got["after"]), rel=1e-9)


def test_the_pdf_has_its_parameters_in_the_appendix_and_a_one_page_brief(two_reports):
    from pypdf import PdfReader
    tmp, _ = two_reports
    reader = PdfReader(tmp / "report" / "default" / "report.pdf")
    last = reader.pages[-1].extract_text()
    assert "Appendix: scenario parameters" in last and "Appendix: scenario parameters" not in \
        reader.pages[1].extract_text().split("Contents")[0]
    cover = reader.pages[1].extract_text()
    assert "tokens_per_day" not in cover                      # the parameters left the cover
    brief = PdfReader(tmp / "report" / "default" / "brief.pdf")
    assert len(brief.pages) == 1
    page_one = reader.pages[0].extract_text()
    assert page_one.endswith(f"1 / {len(reader.pages)}")       # the report's page number, not the brief's
    assert brief.pages[0].extract_text() == page_one.rsplit("\n", 1)[0]
    annots = [a.get_object() for a in brief.pages[0].get("/Annots") or []]
    assert annots and all("/Dest" not in a for a in annots)  # source links kept, no link to a missing page


def test_figures_are_numbered_with_captions(two_reports):
    import re
    tmp, _ = two_reports
    html = (tmp / "report" / "default" / "report.html").read_text()
    caps = re.findall(r'<figure class="report-figure[^"]*"><img[^>]+><figcaption>Figure (\d+)\.(\d+)\.', html)
    assert len(caps) >= 5
    for sec in {s for s, _ in caps}:                  # numbered 1, 2, 3 ... within each notebook
        nums = [int(n) for s, n in caps if s == sec]
        assert nums == list(range(1, len(nums) + 1)), (sec, nums)


def _widest(page_box) -> float:
    """The right edge of the widest box laid out on a WeasyPrint page."""
    edge, todo = 0.0, [page_box]
    while todo:
        box = todo.pop()
        if getattr(box, "width", None) is not None and getattr(box, "position_x", None) is not None:
            edge = max(edge, box.position_x + box.width)
        todo.extend(getattr(box, "children", []) or [])
    return edge


def test_a_long_unbroken_title_or_quote_wraps_on_the_pdf_page():
    """D28: a title of 2,000 characters with no space (the longest a scenario may give) ran off the A4
    page, clipped without a note; a claim quote of 10,000 did the same in its card."""
    import weasyprint
    from trainium_report.publishing import render
    css = weasyprint.CSS(string=(Path(render.__file__).parent / "print.css").read_text(encoding="utf-8"))
    html = (f'<h1 id="report-title">T{"B" * 1999}</h1>'
            f'<div style="border-left:4px solid red"><i>&ldquo;{"A" * 10_000}&rdquo;</i></div>')
    doc = weasyprint.HTML(string=html).render(stylesheets=[css])
    page = doc.pages[0]
    assert _widest(page._page_box) <= page.width + 0.5, (_widest(page._page_box), page.width)


@pytest.mark.skipif(chromium() is None, reason="headless Chromium is not installed")
def test_a_long_unbroken_title_or_quote_wraps_in_the_browser(tmp_path):
    """D07, D24: a 2,000-character title or a 10,000-character claim quote with no space made the page
    43,444 and 82,163 px wide at a 1280 px window (the default report: 1,265). The page: the report's
    own screen style, its title and a claim card's markup (claims.explain.card)."""
    got = screen_probe(tmp_path, f"""<h1 id="report-title">T{"B" * 1999}</h1>
<div style="border-left:4px solid #888;padding:1px 7px;margin:5px 0;font-size:0.8em;line-height:1.35">
<b><code>c</code></b> &middot; <i>&ldquo;{"A" * 10_000}&rdquo;</i></div>""")
    assert got["wide"] <= got["view"], got


@pytest.mark.skipif(chromium() is None, reason="headless Chromium is not installed")
def test_page_one_boxes_and_tables_wrap_a_long_model_name_in_the_browser(tmp_path):
    """D38: a config's 163-character _name_or_path (underscores, no space) in the Assumptions box squeezed
    the risks box to a word a line and made page 1 1,304 px wide at a 1280 px window."""
    from trainium_report import explain
    name = "meta_llama_3_1_8b_instruct_sft_dpo_merged_checkpoint_step_0012000_" * 3
    got = screen_probe(tmp_path, f"""<div class="executive"><table class="boxes"><tbody><tr>
<td><div class="box"><b>Assumptions</b><ul><li>Volume: serving {name} at 1 B tokens a day</li></ul></div></td>
<td><div class="box"><b>The three largest risks</b><ol><li>The verdict depends on how you buy</li></ol></div></td>
</tr></tbody></table><table><thead><tr><th></th><th>AWS silicon</th><th>GPU</th></tr></thead>
<tbody><tr><td>best option</td><td>{name}</td><td>p5.48xlarge</td></tr></tbody></table></div>""",
                       css=explain.EXEC_CSS)
    assert got["wide"] <= got["view"], got


@pytest.mark.skipif(chromium() is None, reason="headless Chromium is not installed")
def test_a_table_cell_of_one_unbroken_run_wraps_in_the_browser(tmp_path):
    """D15 (round 32): a sources.csv title of 10,000 letters with no space made the sources table
    119,128 px wide (its title cell 118,701 px on one line), pushing every url and accessed date that far
    right. The table: `present.table`'s markup as the report's HTML gets it, under its screen style."""
    import nbformat
    import pandas as pd
    from trainium_report import present
    from trainium_report.publishing import render
    table = present.table(pd.DataFrame({"source_id": ["s1", "s2"], "title": ["ZQXk" + "W" * 10_000, "A title"],
                                        "url": ["https://example.org/a", "https://example.org/b"]})).data
    cell = nbformat.v4.new_code_cell("t", outputs=[nbformat.v4.new_output("display_data", {"text/html": table})])
    body = render.body_html(nbformat.v4.new_notebook(cells=[cell]), False)     # as the report gets it
    got = screen_probe(tmp_path, body, """{
  table: document.querySelector("table.dataframe").scrollWidth, view: window.innerWidth,
  id: (() => { const td = document.querySelector("tbody tr td"); return td.scrollWidth <= td.clientWidth; })()}""")
    assert got["table"] <= got["view"] and got["id"], got      # the id cell holds its word


def test_a_long_word_in_a_scenario_title_wraps_in_the_parameters_table_on_the_pdf_page():
    """D12, D13, D20 (round 33): a title ending in a word of 120 to 330 characters made the parameters
    table 3,500 px wide on screen and, in print, cut its other rows at the page edge with no mark
    ('p5.4xlar', 'ri_effectiv'). The table: the report's own (`render._params_table`), in print."""
    import weasyprint
    from trainium_report import scenario
    from trainium_report.publishing import render
    css = weasyprint.CSS(string=(Path(render.__file__).parent / "print.css").read_text(encoding="utf-8"))
    params = {**scenario.load(ROOT / "scenarios" / "default.yaml"), "title": "short " + "K" * 330 + " end"}
    doc = weasyprint.HTML(string=render._params_table(params)).render(stylesheets=[css])
    assert all(_widest(p._page_box) <= p.width + 0.5 for p in doc.pages), [_widest(p._page_box) for p in doc.pages]


@pytest.mark.skipif(chromium() is None, reason="headless Chromium is not installed")
def test_a_url_of_one_unbroken_run_wraps_in_the_browser(tmp_path):
    """d25 (round 38): a sources.csv url of 3,000 letters with no '.', '-' or '/' to break at (words are
    broken, URLs left whole for their links) made every cell of the url column 22,123 px wide."""
    import nbformat
    import pandas as pd
    from trainium_report import present
    from trainium_report.publishing import render
    table = present.table(pd.DataFrame({"source_id": ["s1", "s2"], "title": ["A", "B"],
                                        "url": ["https://github.com/aws-neuron/" + "a" * 3000,
                                                "https://example.org/b"]})).data
    cell = nbformat.v4.new_code_cell("t", outputs=[nbformat.v4.new_output("display_data", {"text/html": table})])
    body = render.body_html(nbformat.v4.new_notebook(cells=[cell]), False)
    assert 'href="https://github.com/aws-neuron/' + "a" * 3000 + '"' in body       # the link stays whole
    got = screen_probe(tmp_path, body, """{
  table: document.querySelector("table.dataframe").scrollWidth, view: window.innerWidth}""")
    assert got["table"] <= got["view"], got


def test_every_output_with_text_is_out_of_mathjax_reach(two_reports):
    """d14, d33 and round 45's dr4/dr6: JupyterLab and `jupyter nbconvert` run MathJax over an executed
    notebook's outputs, so a data name '$\\href{...}{H100}$' became a link disguised as the chip's name. Every
    text of every HTML or Markdown output of every executed notebook (the claim cards, tables, sentences,
    figures, the executive page) sits inside an element MathJax skips."""
    import html.parser

    import nbformat
    from nbconvert.filters.markdown import markdown2html

    class Finder(html.parser.HTMLParser):
        VOID = ("img", "br", "hr", "meta", "link", "input", "wbr", "source", "col", "area")

        def __init__(self):
            super().__init__()
            self.stack, self.exposed = [], []

        def handle_starttag(self, tag, attrs):
            if tag not in self.VOID:
                self.stack.append("mathjax_ignore" in (dict(attrs).get("class") or "").split())

        def handle_endtag(self, tag):
            if tag not in self.VOID and self.stack:
                self.stack.pop()

        def handle_data(self, data):
            if data.strip() and not any(self.stack):
                self.exposed.append(data.strip()[:60])

    tmp, _ = two_reports
    books = sorted((tmp / "report").rglob("*.ipynb"))
    assert len(books) >= 5, books
    exposed, seen = [], 0
    for path in books:
        for i, cell in enumerate(nbformat.read(path, as_version=4).cells):
            for out in cell.get("outputs", []):
                data = out.get("data", {})
                for kind, text in (("text/html", data.get("text/html")), ("text/markdown", data.get("text/markdown"))):
                    if not text:
                        continue
                    seen += 1
                    finder = Finder()
                    finder.feed(markdown2html("".join(text)) if kind == "text/markdown" else "".join(text))
                    exposed += [f"{path.name} cell {i} {kind}: {t}" for t in finder.exposed]
    assert seen > 50 and not exposed, exposed[:10]
