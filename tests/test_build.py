"""The build's failure modes on small stand-in notebooks (the real notebooks: test_report.py)."""
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from trainium_report import publishing, scenario
from helpers import run_main, tiny_notebook, tree_digest, write_scenario


ROOT = Path(__file__).resolve().parent.parent


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
    first = publishing.build([good, bad], out=out, figures=figs, nb_dir=nbs, pdf=False, progress=False)
    assert all(r.ok for r in first)
    before = tree_digest(out / "bad")
    write_scenario(tmp, "bad", title="boom")
    second = publishing.build([good, bad], out=out, figures=figs, nb_dir=nbs, pdf=False, progress=False)
    by_name = {r.name: r for r in second}
    assert by_name["good"].ok and not by_name["bad"].ok
    assert "01-tiny.ipynb" in by_name["bad"].errors[0] and "planned failure" in by_name["bad"].errors[0]
    assert "RuntimeError" in by_name["bad"].errors[0]
    assert tree_digest(out / "bad") == before                    # byte-identical
    kept = out / "_failed" / "bad" / "01-tiny.ipynb"
    assert kept.exists() and "planned failure" in kept.read_text()
    assert not list(out.glob(".build-*"))


def test_values_from_the_command_line_reach_the_notebooks_and_the_parameters_table(tiny):
    """build -p: the value is the scenario's (the notebook prints it) and the appendix names the key."""
    tmp, nbs = tiny
    good = write_scenario(tmp, "good", title="fine")
    res = publishing.build([good], out=tmp / "r", figures=tmp / "f", nb_dir=nbs, pdf=False, progress=False,
                           overrides={"title": "from the shell"})
    assert res[0].ok, res[0].errors
    page = (tmp / "r" / "good" / "report.html").read_text()
    assert "from the shell" in page
    table = page[page.index("Appendix: scenario parameters"):]
    assert "from_command_line" in table and "title" in table[table.index("from_command_line"):][:300]


def test_cli_exit_code_and_summary_on_failure(tiny):
    tmp, nbs = tiny
    bad = write_scenario(tmp, "bad", title="boom")
    r = subprocess.run([sys.executable, "-m", "trainium_report.cli", "build", str(bad), "--out", str(tmp / "r"),
                        "--figures", str(tmp / "f"), "--notebooks", str(nbs), "--no-pdf", "--quiet"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 1
    assert "bad: FAILED" in r.stderr and "planned failure" in r.stderr and "0 of 1" in r.stdout



@pytest.mark.parametrize("value", ["", " "])
def test_a_blank_source_date_epoch_builds(tiny, value):
    """IPython reads SOURCE_DATE_EPOCH for its banner with a bare int(): set blank, every kernel failed its first
    answer and each notebook failed after 90 s ('Kernel didn't respond'). A build takes blank for unset."""
    tmp, nbs = tiny
    good = write_scenario(tmp, "good", title="answered")
    r = subprocess.run([sys.executable, "-m", "trainium_report.cli", "build", str(good), "--out", str(tmp / "r"),
                        "--figures", str(tmp / "f"), "--notebooks", str(nbs), "--no-pdf", "--quiet"],
                       capture_output=True, text=True, timeout=120, env={**os.environ, "SOURCE_DATE_EPOCH": value})
    assert r.returncode == 0, r.stderr[-2000:]
    assert "answered" in (tmp / "r" / "good" / "report.html").read_text()

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
        publishing.build([good, path], out=tmp / "r", figures=tmp / "f", nb_dir=nbs, pdf=False, progress=False)
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


@pytest.mark.parametrize("sig, gap", [(signal.SIGTERM, None), (signal.SIGTERM, 0.02), (signal.SIGTERM, 0.3),
                                      (signal.SIGHUP, None)])
def test_sigterm_leaves_no_partial_report(tiny, sig, gap):
    """One SIGTERM, or a second one `gap` s later (timeout(1) sends it to the build and again to its
    group): the build ends saying so, with no temporary folder left and the report unchanged."""
    tmp, nbs = tiny
    started = tmp / "slow-started"
    tiny_notebook(nbs / "02-slow.ipynb", f"import pathlib, time\npathlib.Path({str(started)!r}).touch()\ntime.sleep(60)")
    sc = write_scenario(tmp, "slow")
    out = tmp / "r"
    out.mkdir()
    (out / "slow").mkdir()
    (out / "slow" / "report.html").write_text("previous good report")
    (out / ".trainium-report-output").write_text("an earlier build\n")     # that build marked the folder
    before = tree_digest(out / "slow")
    systmp = tmp / f"tmp-{sig.name}-{gap}"          # the system's temporary folder, as the build sees it
    systmp.mkdir()
    proc = subprocess.Popen([sys.executable, "-m", "trainium_report.cli", "build", str(sc), "--out", str(out),
                             "--figures", str(tmp / "f"), "--notebooks", str(nbs), "--no-pdf", "--quiet"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "TMPDIR": str(systmp)})
    deadline = time.time() + 60
    while time.time() < deadline and not (started.exists() and list(out.glob(".build-*/slow/notebooks/*.ipynb"))):
        time.sleep(0.1)
    assert started.exists(), "the slow notebook never started"   # a notebook is written, the slow one runs
    proc.send_signal(sig)
    if gap is not None:
        time.sleep(gap)
        proc.send_signal(sig)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 128 + sig.value and f"build stopped: interrupted by {sig.name}: no report was changed" in err, err
    assert not list(out.glob(".build-*")), "temporary build folder left behind"
    assert tree_digest(out / "slow") == before
    assert not (tmp / "f" / "slow").exists()
    # round 20's B20-B22: the kernels' connection files (their keys and ports) were left in /tmp as tmp*.json
    assert not list(systmp.iterdir()), f"left in the temporary folder: {sorted(p.name for p in systmp.iterdir())}"


@pytest.fixture(scope="module")
def kept_report(tmp_path_factory):
    """One good build of scenario `keep`, copied by each test that breaks it."""
    tmp = tmp_path_factory.mktemp("kept")
    nbs = tmp / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-tiny.ipynb", 'print(title)')
    good = write_scenario(tmp, "keep")
    assert publishing.build([good], out=tmp / "r", figures=tmp / "f", nb_dir=nbs, pdf=False, progress=False)[0].ok
    return tmp


@pytest.mark.parametrize("case", ["unknown key", "malformed yaml", "python tag"])
def test_cli_bad_scenario_exits_1_and_keeps_the_report(kept_report, tmp_path, case, capsys):
    import shutil

    tmp = tmp_path / "site"
    shutil.copytree(kept_report, tmp)
    nbs, out = tmp / "nbs", tmp / "r"
    before = tree_digest(out)
    assert (out / "keep" / "report.html").exists()
    bad = tmp / "keep.yaml"
    bad.write_text(BAD_SCENARIOS[case][0].replace("scenario: x", "scenario: keep"))
    r = run_main(capsys, "build", bad, "--out", out, "--figures", tmp / "f", "--notebooks", nbs, "--no-pdf", "--quiet")
    assert r.returncode == 1
    assert str(bad) in r.stderr and "nothing was built" in r.stderr
    assert tree_digest(out) == before


def test_a_signal_to_the_whole_group_leaves_no_work_folder(tiny):
    """SIGTERM to the build's process group (a terminal's Ctrl-C, timeout(1), a job scheduler) killed the
    workers first; their kernels, orphaned for up to a second, wrote figures into the work folder after
    the build removed it, and a .build-* folder was left (round 21's B6, B11, B12)."""
    tmp, nbs = tiny
    started = tmp / "group-started"
    out = tmp / "rg"
    tiny_notebook(nbs / "02-stubborn.ipynb",      # writes into the build's work folder, as a chart does
                  "import pathlib, signal, time\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
                  f"work = next(pathlib.Path({str(out)!r}).glob('.build-*')) / 'late'\n"
                  f"pathlib.Path({str(started)!r}).touch()\n"
                  "for i in range(100):\n    work.mkdir(parents=True, exist_ok=True)\n"
                  "    (work / f'f{i}.txt').write_text('x')\n    time.sleep(0.1)")
    sc = write_scenario(tmp, "group")
    proc = subprocess.Popen([sys.executable, "-m", "trainium_report.cli", "build", str(sc), "--out", str(out),
                             "--figures", str(tmp / "fg"), "--notebooks", str(nbs), "--no-pdf", "--quiet"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    deadline = time.time() + 60
    while time.time() < deadline and not started.exists():
        time.sleep(0.1)
    assert started.exists(), "the stubborn notebook never started"
    time.sleep(0.5)
    os.killpg(proc.pid, signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 128 + signal.SIGTERM.value, err
    time.sleep(2.5)                          # longer than an orphaned kernel takes to notice its parent is gone
    assert not list(out.glob(".build-*")) and not list((tmp / "fg").glob(".build-*")), sorted(out.iterdir())
