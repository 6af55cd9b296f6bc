"""The report build: real notebooks end to end, and its failure modes on small stand-ins."""
import hashlib
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import nbformat
import pytest

from trainium_report import build, dataset, scenario

ROOT = Path(__file__).resolve().parent.parent


def tree_digest(folder: Path) -> str:
    h = hashlib.sha256()
    for p in sorted(folder.rglob("*")):
        if p.is_file():
            h.update(str(p.relative_to(folder)).encode())
            h.update(p.read_bytes())
    return h.hexdigest()


def write_scenario(folder: Path, name: str, **extra) -> Path:
    path = folder / f"{name}.yaml"
    lines = [f"scenario: {name}"] + [f"{k}: {v}" for k, v in extra.items()]
    path.write_text("\n".join(lines) + "\n")
    return path


@pytest.fixture(scope="module")
def two_reports(tmp_path_factory):
    """The real notebooks built for two scenarios (PDF on)."""
    tmp = tmp_path_factory.mktemp("build")
    files = [ROOT / "scenarios" / "default.yaml", write_scenario(tmp, "second", title="'Second scenario'")]
    results = build.build(files, out=tmp / "report", figures=tmp / "figures", progress=False, log=lambda *a: None)
    return tmp, results


def test_two_scenarios_build(two_reports):
    tmp, results = two_reports
    assert [r.ok for r in results] == [True, True], [r.errors for r in results]
    for name in ("default", "second"):
        html = (tmp / "report" / name / "report.html").read_text()
        assert "data:image/svg+xml;base64," in html                 # figures embedded (vector)
        assert "ds = dataset.load(data_dir)" not in html            # code hidden
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


# ---- failure modes on small stand-in notebooks ------------------------------------

def tiny_notebook(path: Path, body: str) -> None:
    nb = nbformat.v4.new_notebook()
    params = nbformat.v4.new_code_cell('title = "t"\nscenario = "s"')
    params.metadata["tags"] = ["parameters"]
    nb.cells = [params, nbformat.v4.new_markdown_cell("# Tiny"), nbformat.v4.new_code_cell(body)]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, path)


@pytest.fixture
def tiny(tmp_path):
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-tiny.ipynb", 'if title == "boom":\n    raise RuntimeError("planned failure")\nprint(title)')
    return tmp_path, nbs


def test_failing_scenario_keeps_last_good_report(tiny):
    tmp, nbs = tiny
    good = write_scenario(tmp, "good", title="fine")
    bad = write_scenario(tmp, "bad", title="fine")
    out, figs = tmp / "report", tmp / "figures"
    first = build.build([good, bad], out=out, figures=figs, nb_dir=nbs, pdf=False, progress=False)
    assert all(r.ok for r in first)
    before = tree_digest(out / "bad")
    write_scenario(tmp, "bad", title="boom")
    second = build.build([good, bad], out=out, figures=figs, nb_dir=nbs, pdf=False, progress=False)
    by_name = {r.name: r for r in second}
    assert by_name["good"].ok and not by_name["bad"].ok
    assert "01-tiny.ipynb" in by_name["bad"].errors[0] and "planned failure" in by_name["bad"].errors[0]
    assert "RuntimeError" in by_name["bad"].errors[0]
    assert tree_digest(out / "bad") == before                    # byte-identical
    kept = out / "_failed" / "bad" / "01-tiny.ipynb"
    assert kept.exists() and "planned failure" in kept.read_text()
    assert not list(out.glob(".build-*"))


def test_cli_exit_code_and_summary_on_failure(tiny):
    tmp, nbs = tiny
    bad = write_scenario(tmp, "bad", title="boom")
    r = subprocess.run([sys.executable, "-m", "trainium_report.cli", "build", str(bad), "--out", str(tmp / "r"),
                        "--figures", str(tmp / "f"), "--notebooks", str(nbs), "--no-pdf", "--quiet"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 1
    assert "bad: FAILED" in r.stderr and "planned failure" in r.stderr and "0 of 1" in r.stdout


BAD_SCENARIOS = {
    "unknown key": ("scenario: x\ncolour: blue\n", "unknown key 'colour'"),
    "wrong type": ("scenario: x\nprice_max_age_days: soon\n", "key 'price_max_age_days'"),
    "out of range": ("scenario: x\nprice_max_age_days: -5\n", "expected a number > 0"),
    "malformed yaml": ("scenario: [x\n", "not valid YAML"),
    "python tag": ("scenario: !!python/object/apply:os.system ['echo hacked']\n", "not valid YAML"),
    "not a mapping": ("- a\n- b\n", "expected a mapping"),
}


@pytest.mark.parametrize("case", BAD_SCENARIOS, ids=list(BAD_SCENARIOS))
def test_bad_scenario_stops_before_anything_runs(tiny, case):
    tmp, nbs = tiny
    text, expected = BAD_SCENARIOS[case]
    path = tmp / "bad.yaml"
    path.write_text(text)
    good = write_scenario(tmp, "good")
    with pytest.raises(scenario.ScenarioError) as info:
        build.build([good, path], out=tmp / "r", figures=tmp / "f", nb_dir=nbs, pdf=False, progress=False)
    assert str(path) in str(info.value) and expected in str(info.value)
    assert not (tmp / "r").exists()


def test_every_problem_of_every_file_is_listed(tmp_path):
    a = tmp_path / "a.yaml"
    a.write_text("scenario: a\ncolour: blue\nprice_max_age_days: x\n")
    b = tmp_path / "b.yaml"
    b.write_text("scenario: [\n")
    with pytest.raises(scenario.ScenarioError) as info:
        scenario.load_many([a, b])
    assert len(info.value.problems) == 3


def test_data_strings_are_escaped_in_the_html(tmp_path):
    data = tmp_path / "data"
    shutil.copytree(dataset.DATA_DIR, data)
    path = data / "entities.csv"
    text = path.read_text()
    hostile = ("<script>alert(1)</script> [x](javascript:alert(2)) ![i](http://example.com/t.png) "
               "<img src=https://example.com/u.png onerror=alert(3)>")
    path.write_text(text.replace("Trainium3", "Trainium3" + hostile.replace(",", ";"), 1))
    import csv

    for table in ("specs.csv", "claims.csv", "models.csv"):   # Markdown links and images in notes too
        p = data / table
        with p.open(newline="") as fh:
            rows = list(csv.reader(fh))
        col = rows[0].index("note")
        rows[1][col] += " [n](javascript:alert(4)) ![m](https://example.com/m.png)"
        with p.open("w", newline="") as fh:
            csv.writer(fh).writerows(rows)
    dataset.load(data)  # still valid
    sc = write_scenario(tmp_path, "xss", data_dir=str(data))
    results = build.build([sc], out=tmp_path / "r", figures=tmp_path / "f", pdf=False, progress=False)
    assert results[0].ok, results[0].errors
    html = (tmp_path / "r" / "xss" / "report.html").read_text()
    assert "<script>alert(1)</script>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html or "&#60;script&#62;alert" in html
    import re

    assert "javascript:alert(2)" in html                        # the hostile text reached the report, as text
    assert not re.search(r"(?i)href\s*=\s*[\"']?\s*javascript:", html)
    assert not re.search(r"<[^>]+\sonerror\s*=", html)
    assert not re.search(r"(?i)<(img|script|link|iframe|source)\b[^>]*(src|href)\s*=\s*[\"']?\s*(https?:)?//", html)
    assert not re.search(r"(?i)url\(\s*['\"]?\s*(https?:)?//", html)


def test_sigterm_leaves_no_partial_report(tiny):
    tmp, nbs = tiny
    tiny_notebook(nbs / "02-slow.ipynb", "import time\ntime.sleep(60)")
    sc = write_scenario(tmp, "slow")
    out = tmp / "r"
    out.mkdir()
    (out / "slow").mkdir()
    (out / "slow" / "report.html").write_text("previous good report")
    before = tree_digest(out / "slow")
    proc = subprocess.Popen([sys.executable, "-m", "trainium_report.cli", "build", str(sc), "--out", str(out),
                             "--figures", str(tmp / "f"), "--notebooks", str(nbs), "--no-pdf", "--quiet"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 60
    while time.time() < deadline and not list(out.glob(".build-*/slow/notebooks/*.ipynb")):
        time.sleep(0.2)
    time.sleep(1.0)
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode != 0
    assert not list(out.glob(".build-*")), "temporary build folder left behind"
    assert tree_digest(out / "slow") == before
    assert not (tmp / "f" / "slow").exists()


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if path := shutil.which(name):
            return path
    return None


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


@pytest.mark.parametrize("case", ["unknown key", "malformed yaml", "python tag"])
def test_cli_bad_scenario_exits_1_and_keeps_the_report(tiny, case):
    tmp, nbs = tiny
    out = tmp / "r"
    good = write_scenario(tmp, "keep")
    assert build.build([good], out=out, figures=tmp / "f", nb_dir=nbs, pdf=False, progress=False)[0].ok
    before = tree_digest(out)
    bad = tmp / "keep.yaml"
    bad.write_text(BAD_SCENARIOS[case][0].replace("scenario: x", "scenario: keep"))
    r = subprocess.run([sys.executable, "-m", "trainium_report.cli", "build", str(bad), "--out", str(out),
                        "--figures", str(tmp / "f"), "--notebooks", str(nbs), "--no-pdf", "--quiet"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 1
    assert str(bad) in r.stderr and "nothing was built" in r.stderr
    assert tree_digest(out) == before
