"""Hostile scenarios, paths, markup and process faults (issue 11): each case is a broken
copy in a temporary folder; the message names the file and the key or line, and no
other report is touched."""
import re
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import nbformat
import pytest

from trainium_report import hfconfig, present, publishing, scenario
from helpers import run_main, tiny_notebook, tree_digest

ROOT = Path(__file__).resolve().parent.parent





@pytest.fixture
def site(tmp_path):
    """tiny notebooks, and a report folder holding two earlier reports and a failed one"""
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-tiny.ipynb", "print(title)")
    out, figs = tmp_path / "report", tmp_path / "figures"
    for name in ("default", "other"):
        (out / name).mkdir(parents=True)
        (out / name / "report.html").write_text(f"earlier report {name}")
        (figs / name).mkdir(parents=True)
        (figs / name / "chart.png").write_bytes(b"png")
    (out / "_failed" / "x").mkdir(parents=True)
    (out / "_failed" / "x" / "01-tiny.ipynb").write_text("{}")
    (out / "index.html").write_text("earlier index")
    for folder in (out, figs):                   # made by an earlier build: marked as its output
        (folder / ".trainium-report-output").write_text("earlier build\n")
    return tmp_path, nbs, out, figs


def cli(*args, timeout=120):
    return subprocess.run([sys.executable, "-m", "trainium_report.cli", *map(str, args)],
                          capture_output=True, text=True, timeout=timeout)


def cli_build(site, *files):
    tmp, nbs, out, figs = site
    return cli("build", *files, "--out", out, "--figures", figs, "--notebooks", nbs, "--no-pdf", "--quiet")


# ---- 1. scenario names -------------------------------------------------------------

NAME_CASES = {
    "dots file name": ("...yaml", "", "scenario name '..'"),
    "dot file name": ("..yaml", "", "scenario name '.'"),
    "index.html key": ("a.yaml", "scenario: index.html\n", "key 'scenario' is 'index.html'"),
    "_failed key": ("b.yaml", "scenario: _failed\n", "key 'scenario' is '_failed'"),
    "parent path key": ("c.yaml", "scenario: ../default\n", "key 'scenario' is '../default'"),
    "absolute path key": ("d.yaml", "scenario: /tmp\n", "key 'scenario' is '/tmp'"),
    "lock file key": ("e.yaml", "scenario: .lock\n", "key 'scenario' is '.lock'"),
}


@pytest.mark.parametrize("case", NAME_CASES, ids=list(NAME_CASES))
def test_bad_scenario_names_stop_the_build_and_touch_nothing(site, case, capsys):
    """Through the CLI's main() in this process (the program itself: test_build and the lock test below)."""
    tmp, nbs, out, figs = site
    fname, text, expected = NAME_CASES[case]
    path = tmp / fname
    path.write_text(text)
    before, before_figs = tree_digest(out), tree_digest(figs)
    r = run_main(capsys, "build", path, "--out", out, "--figures", figs, "--notebooks", nbs, "--no-pdf", "--quiet")
    assert r.returncode == 1, r.stdout + r.stderr
    assert str(path) in r.stderr and expected in r.stderr and "nothing was built" in r.stderr
    assert "Traceback" not in r.stderr
    assert tree_digest(out) == before and tree_digest(figs) == before_figs


@pytest.mark.parametrize("content", [b"not json", b"\xff\xfe{}", b'{"cells": "x"}'], ids=["not json", "not utf-8", "not a notebook"])
def test_an_unreadable_notebook_stops_the_build_naming_its_file(site, content, capsys):
    tmp, nbs, out, figs = site
    bad = nbs / "02-bad.ipynb"
    bad.write_bytes(content)
    sc = tmp / "other.yaml"
    sc.write_text("scenario: other\n")
    before, before_figs = tree_digest(out), tree_digest(figs)
    r = run_main(capsys, "build", sc, "--out", out, "--figures", figs, "--notebooks", nbs, "--no-pdf", "--quiet")
    assert r.returncode == 1
    assert f"{bad}: not a readable notebook" in r.stderr and "nothing was built" in r.stderr
    assert tree_digest(out) == before and tree_digest(figs) == before_figs


def test_name_rule_is_one_function():
    assert scenario.name_problem("pretrain-8b.v2_x") is None
    for bad in ("", ".", "..", ".hidden", "_failed", "index.html", "INDEX.HTML", "a/b", "a b", "x" * 65, ".build-1"):
        assert scenario.name_problem(bad), bad


def test_inside_refuses_paths_outside_the_output_folder(tmp_path):
    out = tmp_path / "report"
    (out / "ok").mkdir(parents=True)
    assert publishing.inside(out / "ok", out) == (out / "ok").resolve()
    for bad in (out / "..", out / ".", out, out / "ok" / ".." / "..", tmp_path / "elsewhere"):
        with pytest.raises(publishing.UnsafePath):
            publishing.inside(bad, out)
    (out / "link").symlink_to(tmp_path)
    with pytest.raises(publishing.UnsafePath):
        publishing.inside(out / "link", out)


def test_report_and_figures_folders_may_not_overlap(site):
    tmp, nbs, out, figs = site
    sc = tmp / "figs.yaml"
    sc.write_text("scenario: figs\n")
    with pytest.raises(publishing.UnsafePath):
        publishing.build([sc], out=out, figures=out / "figs", nb_dir=nbs, pdf=False, progress=False)
    with pytest.raises(publishing.UnsafePath):
        publishing.build([sc], out=out, figures=out, nb_dir=nbs, pdf=False, progress=False)


# ---- 4. scenario values --------------------------------------------------------------

VALUE_CASES = {
    "yaml inf": ("tokens_per_day: .inf\n", "key 'tokens_per_day' is inf, expected a finite number"),
    "1e999": ("train_tokens: 1e999\n", "key 'train_tokens' is inf, expected a finite number"),
    "nan": ("memory_headroom: .nan\n", "key 'memory_headroom' is nan, expected a finite number"),
    "nan in a mapping": ("price_overrides: {trn2.48xlarge: .nan}\n", "'price_overrides.trn2.48xlarge' is nan"),
    "huge int": ("training_chips: 1000000000000000000000\n", "magnitude at most"),
    "duplicate key": ("seed: 1\nseed: 2\n", "key 'seed' appears twice (line 2 and line 3)"),
    "duplicate candidate": ("candidates: [trn2.48xlarge, trn2.48xlarge]\n", "lists 'trn2.48xlarge' twice"),
    "chip count 0": ("candidates: ['h100-sxm:0@lambda']\n", "'h100-sxm:0@lambda' has chip count '0'"),
    "unknown provider": ("candidates: ['h100-sxm:8@nowhere']\n", "unknown provider 'nowhere' (known: aws,"),
    "unknown region": ("regions: [us-east-1, mars-1]\n", "unknown region 'mars-1' (known: "),
    "long title": ("title: " + "x" * 5000 + "\n", "key 'title' is 5,000 characters long"),
    "long list": ("regions: [" + ", ".join(["us-east-1"] * 1500) + "]\n", "key 'regions' has 1,500 entries"),
    "missing data_dir": ("data_dir: no-such-folder\n", "key 'data_dir'"),
}


@pytest.mark.parametrize("case", VALUE_CASES, ids=list(VALUE_CASES))
def test_bad_values_are_stopped_up_front(tmp_path, case):
    text, expected = VALUE_CASES[case]
    path = tmp_path / "s.yaml"
    path.write_text("scenario: s\n" + text)
    with pytest.raises(scenario.ScenarioError) as info:
        scenario.load_many([path])
    msg = str(info.value)
    assert str(path) in msg and expected in msg, msg
    assert len(msg) < 3000


def test_unknown_region_lists_known_ones(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text("regions: [mars-1]\n")
    msg = str(pytest.raises(scenario.ScenarioError, scenario.load, path).value)
    assert "us-east-1" in msg and "us-west-2" in msg


def test_alias_bomb_is_stopped_quickly(tmp_path):
    lines = ["a: &a [x, x, x, x, x, x, x, x, x]"]
    prev = "a"
    for i in range(1, 10):
        lines.append(f"b{i}: &b{i} [" + ", ".join(["*" + prev] * 9) + "]")
        prev = f"b{i}"
    lines.append(f"regions: *{prev}")
    path = tmp_path / "bomb.yaml"
    path.write_text("\n".join(lines) + "\n")
    start = time.perf_counter()
    with pytest.raises(scenario.ScenarioError) as info:
        scenario.load(path)
    assert time.perf_counter() - start < 5
    assert "YAML aliases count" in str(info.value) and len(str(info.value)) < 5000


def test_oversized_file_is_refused_before_parsing(tmp_path):
    path = tmp_path / "big.yaml"
    path.write_text("title: " + "x" * 1_000_000 + "\n")
    msg = str(pytest.raises(scenario.ScenarioError, scenario.load, path).value)
    assert "a scenario file may hold at most" in msg and str(path) in msg


def test_error_text_is_bounded(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text("scenario: s\ncolour: [" + ", ".join(["blue"] * 900) + "]\n" + "".join(
        f"k{i}: 1\n" for i in range(100)))
    msg = str(pytest.raises(scenario.ScenarioError, scenario.load, path).value)
    assert "unknown key 'colour'" in msg and "blue, blue" not in msg
    assert "more problem(s)" in msg and len(msg) < 20_000


def test_non_utf8_scenario(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_bytes(b"title: caf\xe9\n")
    msg = str(pytest.raises(scenario.ScenarioError, scenario.load, path).value)
    assert "not UTF-8" in msg and str(path) in msg


def test_relative_data_dir_is_read_from_the_scenario_folder(tmp_path, data_copy):
    sub = tmp_path / "scen"
    sub.mkdir()
    path = sub / "s.yaml"
    path.write_text("scenario: s\ndata_dir: ../data\n")
    params = scenario.load(path)
    assert Path(params["data_dir"]) == data_copy.resolve()


# ---- 2. injection ----------------------------------------------------------------------

def test_esc_neutralises_markdown_and_html():
    from nbconvert.filters.markdown_mistune import markdown2html_mistune as md

    hostile = "[x](javascript:alert(1)) ![i](http://example.com/t.png) <img src=x onerror=alert(1)> *b* `c`"
    rendered = md(f"Cheapest: **{present.esc(hostile)}** done")
    assert "<a " not in rendered and "<img" not in rendered and "<strong>" in rendered
    assert "[x](javascript:alert(1))" in rendered       # shown as text
    assert present.esc("h100-sxm:8@lambda") != "h100-sxm:8@lambda"     # entities, shown as the same text
    import html
    assert html.unescape(present.esc("h100-sxm:8@lambda")) == "h100-sxm:8@lambda"


SANITIZE_CASES = {
    "javascript link": ('<a href="javascript:alert(1)">x</a>', "javascript:"),
    "entity-hidden javascript": ('<a href="jav&#x09;ascript&#58;alert(1)">x</a>', "ascript"),
    "data link": ('<a href="data:text/html,alert(1)">x</a>', "data:text"),
    "vbscript link": ("<a href='vbscript:x'>x</a>", "vbscript"),
    "remote image": ('<img src="http://example.com/x.png" alt="i">', "example.com"),
    "protocol-relative image": ('<img src="//example.com/x.png">', "example.com"),
    "srcset": ('<img srcset="https://example.com/x.png 2x">', "example.com"),
    "event handler": ('<img src="data:image/png;base64,AA" onerror="alert(1)">', "onerror"),
    "script": ('<script src="https://cdn.example.com/x.js"></script><script>alert(1)</script>', "script"),
    "iframe": ('<iframe src="https://example.com"></iframe>', "iframe"),
    "stylesheet link": ('<link rel="stylesheet" href="https://example.com/x.css">', "example.com"),
    "css url": ('<div style="background: url(https://example.com/x.png)">x</div>', "example.com"),
    "css import": ("<style>@import url('https://example.com/x.css'); p { color: red }</style>", "example.com"),
    "svg image": ('<svg><image href="https://example.com/x.png"/></svg>', "example.com"),
    "meta refresh": ('<meta http-equiv="refresh" content="0;url=https://example.com">', "example.com"),
}


@pytest.mark.parametrize("case", SANITIZE_CASES, ids=list(SANITIZE_CASES))
def test_sanitize_html_removes_hostile_markup(case):
    text, forbidden = SANITIZE_CASES[case]
    out = publishing.sanitize_html(f"<p>before</p>{text}<p>after</p>")
    assert forbidden not in out, out
    assert "<p>before</p>" in out and "<p>after</p>" in out


def test_sanitize_html_keeps_what_the_report_needs():
    body = ('<h1 id="a-b">T<a class="anchor-link" href="#a-b">¶</a></h1>'
            '<a href="https://aws.amazon.com/x?a=1&amp;b=2">source</a>'
            '<img src="data:image/png;base64,iVBOR" alt="chart">'
            '<table class="dataframe"><tr><td class="num">1</td></tr></table>'
            '<div class="screen-only"><p>x</p></div><style>p { color: red }</style>')
    assert publishing.sanitize_html(body) == body


# ---- 5. a failed notebook's message ------------------------------------------------------

def test_failed_notebook_message_has_cell_position_and_whole_message(site):
    tmp, nbs, out, figs = site
    tiny_notebook(nbs / "01-tiny.ipynb", 'raise ValueError("invalid scenario:\\n  - first\\n  - second problem")',
                  extra_cells=[nbformat.v4.new_code_cell("x = 1"), nbformat.v4.new_code_cell("y = 2")])
    sc = tmp / "other.yaml"
    sc.write_text("scenario: other\n")
    before = tree_digest(out / "other")
    res = publishing.build([sc], out=out, figures=figs, nb_dir=nbs, pdf=False, progress=False)[0]
    assert not res.ok
    msg = res.errors[0]
    assert "01-tiny.ipynb, cell 5 of 5 ('raise ValueError" in msg, msg               # parameters, markdown, x, y, the failing cell
    assert "ValueError" in msg and "first" in msg and "second problem" in msg
    assert tree_digest(out / "other") == before
    assert (out / "_failed" / "x" / "01-tiny.ipynb").exists()       # another scenario's failure kept


# ---- 3. publishing -----------------------------------------------------------------------

def test_publishing_is_undone_when_the_figures_cannot_be_moved(tmp_path):
    out, figs = tmp_path / "report", tmp_path / "figures"
    (out / "s").mkdir(parents=True)
    (out / "s" / "report.html").write_text("old")
    (figs / "s").mkdir(parents=True)
    (figs / "s" / "c.png").write_text("old chart")
    staged = tmp_path / "stage"
    staged.mkdir()
    (staged / "report.html").write_text("new")
    with pytest.raises(OSError):
        publishing._swap_in_all([(staged, out / "s", out), (tmp_path / "missing-figures", figs / "s", figs)])
    assert (out / "s" / "report.html").read_text() == "old"
    assert (figs / "s" / "c.png").read_text() == "old chart"
    assert (staged / "report.html").read_text() == "new"
    assert not list(out.glob(".old-*")) and not list(figs.glob(".old-*"))


def test_a_second_build_of_the_same_folder_stops_with_a_message(site):
    tmp, nbs, out, figs = site
    sc = tmp / "other.yaml"
    sc.write_text("scenario: other\n")
    before = tree_digest(out)
    with publishing.folder_lock(out):
        with pytest.raises(publishing.BuildLocked, match="another build is writing to"):
            publishing.build([sc], out=out, figures=figs, nb_dir=nbs, pdf=False, progress=False)
        r = cli_build(site, sc)
        assert r.returncode == 1 and "another build is writing to" in r.stderr and "Traceback" not in r.stderr
    assert tree_digest(out) == before


def test_build_publishes_and_removes_stale_temporary_folders(site):
    tmp, nbs, out, figs = site
    (out / ".build-st4le0x9" / "x").mkdir(parents=True)      # mkdtemp's shape: '.build-' and 8 characters
    (out / ".old-other-123").mkdir()
    (figs / ".old-other-123").mkdir()
    (figs / ".build-other-456").mkdir()
    for mine in (out / ".old-mine", out / ".build-mine", figs / ".old-notes"):   # a user's, not the build's
        (mine / "keep.txt").parent.mkdir(parents=True)
        (mine / "keep.txt").write_text("mine")
    sc = tmp / "new.yaml"
    sc.write_text("scenario: new\n")
    before = tree_digest(out / "other"), tree_digest(figs / "other"), tree_digest(out / "_failed")
    res = publishing.build([sc], out=out, figures=figs, nb_dir=nbs, pdf=False, progress=False)[0]
    assert res.ok, res.errors
    assert res.changed == [out.resolve() / "new", figs.resolve() / "new"]
    assert sorted(p.name for p in out.glob(".[bo]*")) == [".build-mine", ".old-mine"]
    assert sorted(p.name for p in figs.glob(".[bo]*")) == [".old-notes"]
    assert (out / ".old-mine" / "keep.txt").read_text() == "mine"
    assert (tree_digest(out / "other"), tree_digest(figs / "other"), tree_digest(out / "_failed")) == before
    index = (out / "index.html").read_text()
    assert 'href="new/report.html"' in index and 'href="other/report.html"' in index


def _children(pid):
    import psutil

    return [p.pid for p in psutil.Process(pid).children(recursive=True)]


def test_kill_9_leaves_no_process_and_the_next_build_no_temporary_folder(site):
    import psutil

    tmp, nbs, out, figs = site
    started = tmp / "slow-started"
    tiny_notebook(nbs / "02-slow.ipynb", f"import pathlib, time\npathlib.Path({str(started)!r}).touch()\ntime.sleep(120)")
    sc = tmp / "slow.yaml"
    sc.write_text("scenario: slow\n")
    proc = subprocess.Popen([sys.executable, "-m", "trainium_report.cli", "build", str(sc), "--out", str(out),
                             "--figures", str(figs), "--notebooks", str(nbs), "--no-pdf", "--quiet", "--jobs", "2"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 90
    while time.time() < deadline and not (started.exists() and list(out.glob(".build-*/slow/notebooks/*.ipynb"))):
        time.sleep(0.1)
    assert started.exists(), "the slow notebook never started"   # it is running in its kernel now
    kids = _children(proc.pid)
    assert len(kids) >= 2        # workers and at least one kernel
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=10)
    deadline = time.time() + 15       # workers get SIGKILL with their parent; kernels poll theirs each second
    while time.time() < deadline:
        alive = [k for k in kids if psutil.pid_exists(k) and psutil.Process(k).status() != psutil.STATUS_ZOMBIE]
        if not alive:
            break
        time.sleep(0.2)
    assert not alive, f"still running 15 s after kill -9: {alive}"
    assert list(out.glob(".build-*"))                 # the killed build's folder was left
    (nbs / "02-slow.ipynb").unlink()
    res = publishing.build([sc], out=out, figures=figs, nb_dir=nbs, pdf=False, progress=False)[0]
    assert res.ok, res.errors
    assert not list(out.glob(".build-*"))
    assert (out / "other" / "report.html").read_text() == "earlier report other"


def test_pdf_renderer_fetches_embedded_data_only():
    fetch = publishing._offline_fetcher()
    for url in ("http://127.0.0.1:9/x.png", "https://example.com/x.css", "file:///etc/passwd"):
        with pytest.raises(ValueError, match="disallowed protocol"):
            fetch(url)
    response = fetch("data:image/png;base64,iVBORw0KGgo=")   # embedded data is read
    assert response.read().startswith(b"\x89PNG")


def test_a_file_the_project_writes_never_goes_through_a_planted_symlink(tmp_path):
    """A symlink planted where a figure, the index page or a CSV is written: the link itself is
    replaced by the new file; the file it pointed to (outside the tree) is left as it was."""
    import pandas as pd

    from trainium_report import inputs, present
    outside = tmp_path / "outside.txt"
    outside.write_text("precious")
    tree = tmp_path / "tree"
    tree.mkdir()
    for name, write in (("fig.png", lambda p: inputs.write_file(p, b"\x89PNG")),
                        ("index.html", lambda p: inputs.write_file(p, "<html>")),
                        ("t.csv", lambda p: present.write_csv(pd.DataFrame({"a": [1]}), p))):
        link = tree / name
        link.symlink_to(outside)
        write(link)
        assert outside.read_text() == "precious", name
        if name != "t.csv":                      # a CSV the user named is refused, not replaced (write_csv)
            assert not link.is_symlink() and link.read_bytes()[:2] in (b"\x89P", b"<h"), name
    assert not [p for p in tree.iterdir() if p.name.endswith(".tmp")]      # no temporary file left


def test_a_dollar_in_chart_text_is_a_dollar_not_mathtext():
    """A name from the data with '$' in it (or an unbalanced one, which mathtext would refuse)
    is drawn as written."""
    import matplotlib.pyplot as plt

    from trainium_report import plots
    plots.use_style()
    fig, ax = plt.subplots()
    ax.set_title("Trn $5 UltraServer $x^2$ and one $ alone")
    out = plots.render(fig, "dollar", None)
    assert "Trn $5 UltraServer $x^2$ and one $ alone" in out["svg"].decode()


# ---- the second hostile round (issue 22): each case a clear error, no traceback ----------------

def _cli(*args, stdin=None):
    import subprocess
    import sys
    r = subprocess.run([sys.executable, "-m", "trainium_report.cli", *args], capture_output=True, text=True,
                       timeout=120, cwd=ROOT)
    assert "Traceback" not in r.stderr, r.stderr[-2000:]
    return r


@pytest.mark.parametrize("text, expected", [
    ("quote_date: 2026-13-45\n", "key 'quote_date' is '2026-13-45', expected a date that exists"),
    ('title: "a\0b"\n', "unacceptable character"),
    ("seed: " + "1" * 5000 + "\n", "thousands of digits"),
    ('quote_date: "2099-01-01"\n', "cannot be dated in the future"),
    ("efficiency_overrides: {p5.48xlarge: {prefill_mfu: 1.0e-308}}\ncandidates: [p5.48xlarge]\n", "magnitude at least 1e-09"),
    ("efficiency_overrides: {p5.48xlarge: {prefill_mfu: 1.0e-5}}\ncandidates: [p5.48xlarge]\n", "(0.0001, 1]"),
])
def test_scenario_values_yaml_cannot_build_are_named(tmp_path, text, expected):
    path = tmp_path / "s.yaml"
    path.write_text("scenario: s\n" + text)
    _, problems = scenario.read(path)
    assert problems and all(str(path) in p for p in problems) and any(expected in p for p in problems), problems


def test_command_line_values_get_the_scenario_files_rules():
    deep = _cli("estimate", "scenarios/default.yaml", "-y", "{a: " + "[" * 5000 + "]" * 5000 + "}")
    assert deep.returncode != 0 and "nested too deeply" in deep.stderr
    twice = _cli("estimate", "scenarios/default.yaml", "-y", "{tokens_per_day: 1e9, tokens_per_day: 5e9}")
    assert twice.returncode != 0 and "appears twice" in twice.stderr
    date = _cli("estimate", "scenarios/default.yaml", "-p", "quote_date", "2026-02-30")
    assert date.returncode != 0 and "key 'quote_date' is '2026-02-30', expected a date that exists" in date.stderr \
        and "the value given on the command line" in date.stderr


def test_a_reader_that_leaves_the_pipe_early_gets_no_traceback():
    import subprocess
    import sys
    r = subprocess.run(f"{sys.executable} -m trainium_report.cli claims | head -1", shell=True, capture_output=True,
                       text=True, timeout=120, cwd=ROOT)
    assert "Traceback" not in r.stderr and "BrokenPipe" not in r.stderr, r.stderr


@pytest.mark.parametrize("change, expected", [
    ({"head_dim": "abc"}, "key 'head_dim' is 'abc', expected a whole number"),
    ({"head_dim": [1]}, "key 'head_dim' is [1], expected a whole number"),
    ({"head_dim": -128}, "key 'head_dim' is -128, expected a whole number from 1"),
    ({"hidden_size": 3, "num_attention_heads": 4, "num_key_value_heads": 4}, "fewer than num_attention_heads"),
    ({"architectures": ["Qwen3MoeForCausalLM"], "model_type": "qwen3_moe", "num_experts": 128, "num_experts_per_tok": 8,
      "moe_intermediate_size": 768, "mlp_only_layers": 5}, "key 'mlp_only_layers' is 5"),
])
def test_a_config_json_that_cannot_be_a_model_is_named(change, expected):
    import json
    base = json.loads((ROOT / "scenarios" / "examples" / "configs" / "llama-3.1-8b-config.json").read_text())
    with pytest.raises(hfconfig.ConfigError, match=re.escape(expected)):
        hfconfig.from_config({**base, **change}, "c.json")


def test_latent_attention_without_its_ranks_and_deep_json_are_named(tmp_path):
    with pytest.raises(hfconfig.ConfigError, match="model_shape.kv_lora_rank. is missing, expected a value: latent attention"):
        hfconfig.from_mapping({"layers": 2, "hidden_size": 64, "ffn_size": 64, "attention_heads": 4,
                               "vocab_size": 32000, "attention": "mla"}, "s.yaml")
    (tmp_path / "deep.json").write_text("[" * 100000 + "]" * 100000)
    with pytest.raises(hfconfig.ConfigError, match="nested too deeply"):
        hfconfig.read(tmp_path / "deep.json")


def test_predict_csv_with_no_run_predicted_says_so(tmp_path):
    text = (ROOT / "scenarios" / "examples" / "my-runs.csv").read_text().splitlines()
    head = text[0].split(",")
    row = text[1].split(",")
    row[head.index("phase")] = "training"
    (tmp_path / "r.csv").write_text(text[0] + "\n" + ",".join(row) + "\n")
    r = _cli("predict", str(tmp_path / "r.csv"), "--csv", str(tmp_path / "out.csv"))
    assert r.returncode == 1 and "no run was predicted" in r.stderr and not (tmp_path / "out.csv").exists()


def test_the_rounds_smaller_faults_are_named(tmp_path):
    import json
    # a family named twice, a region named twice
    (tmp_path / "d.yaml").write_text("scenario: d\ncandidates: [p5, p5, trn1]\nregions: [us-east-1, us-east-1]\n")
    _, problems = scenario.read(tmp_path / "d.yaml")
    assert any("lists 'p5' twice" in p for p in problems) and any("lists 'us-east-1' twice" in p for p in problems)
    # a vLLM result with a fractional concurrency is not cut to a whole batch
    doc = json.loads((ROOT / "scenarios" / "examples" / "my-vllm-run.json").read_text())
    (tmp_path / "v.json").write_text(json.dumps({**doc, "max_concurrency": 2.7}))
    (tmp_path / "v.yaml").write_text("scenario: v\nmeasurements: {file: v.json, entity_id: trainium2, nodes: 2, tp: 8}\n")
    _, problems = scenario.read(tmp_path / "v.yaml")
    assert any("field 'max_concurrency'" in p and "a whole number of requests" in p for p in problems), problems
    # a tensor-parallel degree beyond the NeuronCores the run had
    (tmp_path / "w.yaml").write_text("scenario: w\nmodel: llama-3.1-8b\nmeasurements: {file: v.json, entity_id: trainium2, nodes: 1, "
                                     "tp: 999}\n")
    (tmp_path / "v.json").write_text(json.dumps(doc))
    _, problems = scenario.read(tmp_path / "w.yaml")
    assert any("field 'measurements.tp'" in p and "NeuronCores of 1 x trainium2" in p for p in problems), problems
    # an unknown entity of 100,000 characters is not echoed whole
    r = _cli("specs", "x" * 100_000)
    assert r.returncode == 1 and len(r.stderr) < 2_000


def test_model_candidates_get_the_scenario_checks_and_predict_warns_of_impossible_runs(tmp_path):
    r = _cli("model", "llama-3.1-8b", "--candidates", "h100-sxm:0@x")
    assert r.returncode == 1 and "chip count '0'" in r.stderr and "unknown provider 'x'" in r.stderr
    text = (ROOT / "scenarios" / "examples" / "my-runs.csv").read_text().splitlines()
    head, row = text[0].split(","), text[1].split(",")
    row[head.index("tpot_ms")] = "0.0196"                      # seconds, not milliseconds
    (tmp_path / "r.csv").write_text(text[0] + "\n" + ",".join(row) + "\n")
    r = _cli("predict", str(tmp_path / "r.csv"))                # nothing left to predict: a failure (round 52, c76)
    assert r.returncode == 1 and "warning:" in r.stderr and "field 'tpot_ms'" in r.stderr
