"""The build's failure modes on small stand-in notebooks (the real notebooks: test_report.py)."""
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import nbformat
import pytest

from trainium_report import build, scenario
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


@pytest.mark.parametrize("case", ["unknown key", "malformed yaml", "python tag"])
def test_cli_bad_scenario_exits_1_and_keeps_the_report(tiny, case, capsys):
    tmp, nbs = tiny
    out = tmp / "r"
    good = write_scenario(tmp, "keep")
    assert build.build([good], out=out, figures=tmp / "f", nb_dir=nbs, pdf=False, progress=False)[0].ok
    before = tree_digest(out)
    bad = tmp / "keep.yaml"
    bad.write_text(BAD_SCENARIOS[case][0].replace("scenario: x", "scenario: keep"))
    r = run_main(capsys, "build", bad, "--out", out, "--figures", tmp / "f", "--notebooks", nbs, "--no-pdf", "--quiet")
    assert r.returncode == 1
    assert str(bad) in r.stderr and "nothing was built" in r.stderr
    assert tree_digest(out) == before


def test_one_notebook_cannot_affect_the_next(tmp_path):
    """A module attribute, a pandas option and a package cache set by one notebook are not
    seen by the next, even on the same worker (one worker: they run back to back). The setter
    is the larger notebook, so it runs first (a scenario's longest notebooks go first)."""
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-set.ipynb", "import json, pandas as pd\nfrom trainium_report import dataset\n"
                  "json.LEAK = 1\npd.set_option('display.max_rows', 7)\ndataset.DATA_DIR = 'elsewhere'\n"
                  "planted = 'here'\n" + "# padding: this notebook runs first\n" * 40)
    tiny_notebook(nbs / "02-check.ipynb", "import json, pandas as pd\nfrom trainium_report import dataset\n"
                  "assert not hasattr(json, 'LEAK'), 'module attribute leaked'\n"
                  "assert pd.get_option('display.max_rows') != 7, 'pandas option leaked'\n"
                  "assert dataset.DATA_DIR != 'elsewhere', 'package state leaked'\n"
                  "assert 'planted' not in globals(), 'a name leaked'\nprint('isolated')")
    sc = write_scenario(tmp_path, "iso")
    res = build.build([sc], out=tmp_path / "r", figures=tmp_path / "f", nb_dir=nbs, pdf=False, progress=False,
                      jobs=1, rerun=True)[0]     # run, even if an identical run was kept by an earlier test run
    assert res.ok, res.errors
    executed = nbformat.read(tmp_path / "r" / "iso" / "notebooks" / "02-check.ipynb", as_version=4)
    assert "isolated" in str(executed.cells[-1].outputs)
    code = [c for c in executed.cells if c.cell_type == "code"]
    assert [c.execution_count for c in code] == list(range(1, len(code) + 1))   # a fresh kernel counts from 1


def test_an_unchanged_scenario_reuses_its_runs_and_any_change_runs_them_again(tmp_path):
    """A run is reused only when everything it reads is unchanged: the scenario's values, the runs
    file it names (its content), the notebook; `rerun` runs it anyway. The notebook appends a line
    to a file each time it really runs."""
    import uuid

    nbs = tmp_path / "nbs"
    nbs.mkdir()
    ran = tmp_path / "ran.txt"
    token = uuid.uuid4().hex          # a notebook no earlier test run has kept
    tiny_notebook(nbs / "01-count.ipynb", f"# {token}\nopen({str(ran)!r}, 'a').write(title + '\\n')")
    runs = tmp_path / "my-runs.csv"
    runs.write_text((ROOT / "scenarios" / "examples" / "my-runs.csv").read_text())
    sc = write_scenario(tmp_path, "count", title="one", measurements="my-runs.csv")

    def build_once(**kw):
        res = build.build([sc], out=tmp_path / "r", figures=tmp_path / "f", nb_dir=nbs, pdf=False, progress=False, **kw)
        assert res[0].ok, res[0].errors
        return ran.read_text().split()

    assert build_once() == ["one"]
    assert build_once() == ["one"]                              # unchanged: reused
    assert (tmp_path / "r" / "count" / "report.html").is_file()
    write_scenario(tmp_path, "count", title="two", measurements="my-runs.csv")
    assert build_once() == ["one", "two"]                       # a value changed
    runs.write_text(runs.read_text() + "\n")
    assert build_once() == ["one", "two", "two"]                # the runs file's content changed
    assert build_once(rerun=True) == ["one", "two", "two", "two"]


def test_an_identical_shared_document_is_kept_and_a_changed_one_rebuilt(tmp_path):
    """The batch's shared document (Part 2, the appendix) depends on no scenario: a later batch
    on the same shared runs keeps the published one as it is (its bytes and time stamp); a
    changed shared notebook builds it again."""
    import uuid

    import nbformat

    nbs = tmp_path / "nbs"
    nbs.mkdir()
    token = uuid.uuid4().hex          # a notebook no earlier test run has kept in the project cache
    tiny_notebook(nbs / "01-own.ipynb", "print(title)")
    tiny_notebook(nbs / "02-shared.ipynb", f"print('{token}')")
    nb = nbformat.read(nbs / "02-shared.ipynb", as_version=4)
    nb.metadata["trainium_report"] = {"scenario_keys": ["data_dir"], "part": "hardware"}
    nbformat.write(nb, nbs / "02-shared.ipynb")
    scs = [write_scenario(tmp_path, n, title=n) for n in ("one", "two")]

    def build_batch():
        res = build.build(scs, out=tmp_path / "r", figures=tmp_path / "f", nb_dir=nbs, progress=False)
        assert all(r.ok for r in res), [r.errors for r in res]
        folder = (tmp_path / "r" / "one" / "shared.txt").read_text()
        doc = tmp_path / "r" / "_shared" / folder
        return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in doc.iterdir()}

    first = build_batch()
    assert {"hardware.html", "hardware.pdf", "key.txt"} <= set(first) and token in first["hardware.html"][0].decode()
    assert build_batch() == first                                 # kept: same bytes, not rewritten
    tiny_notebook(nbs / "02-shared.ipynb", f"print('{token} changed')")
    nb = nbformat.read(nbs / "02-shared.ipynb", as_version=4)
    nb.metadata["trainium_report"] = {"scenario_keys": ["data_dir"], "part": "hardware"}
    nbformat.write(nb, nbs / "02-shared.ipynb")
    third = build_batch()
    assert f"{token} changed" in third["hardware.html"][0].decode() and third["key.txt"] != first["key.txt"]


LEAKS = ("import json, os, pandas as pd\nfrom trainium_report import dataset\n"
         "assert not hasattr(json, 'LEAK'), 'module attribute leaked'\n"
         "assert pd.get_option('display.max_rows') != 7, 'pandas option leaked'\n"
         "assert dataset.DATA_DIR != 'elsewhere', 'package state leaked'\n"
         "assert 'planted' not in globals(), 'a name leaked'\n")
PLANT = "json.LEAK = 1\npd.set_option('display.max_rows', 7)\ndataset.DATA_DIR = 'elsewhere'\nplanted = 'here'\n"
PARENT = "print('parent:', open(f'/proc/{os.getppid()}/cmdline').read().replace(chr(0), ' '))\n"


def test_kernels_forked_from_the_factory_are_as_fresh_as_started_ones(tmp_path):
    """Once a worker's kernel factory is up (it starts with the worker's first run that has
    another after it), kernels fork from it: they run no earlier notebook's code, so nothing set
    by one notebook (in a started or a forked kernel) is seen by the next, and their execution
    counts start at 1. Notebooks run largest first; 02 sleeps so that the factory is up before the
    kernels of 04 and 05 start."""
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    pad = "# padding: the run order is by size\n"
    tiny_notebook(nbs / "01-set.ipynb", LEAKS + PLANT + PARENT + pad * 50)
    tiny_notebook(nbs / "02-sleep.ipynb", "import time\ntime.sleep(4)\n" + pad * 45)
    tiny_notebook(nbs / "03-set.ipynb", LEAKS + PLANT + PARENT + pad * 30)
    tiny_notebook(nbs / "04-set.ipynb", LEAKS + PLANT + PARENT + pad * 15)
    tiny_notebook(nbs / "05-check.ipynb", LEAKS + PARENT + "print('isolated')")
    sc = write_scenario(tmp_path, "fork")
    res = build.build([sc], out=tmp_path / "r", figures=tmp_path / "f", nb_dir=nbs, pdf=False, progress=False,
                      jobs=1, rerun=True)[0]
    assert res.ok, res.errors
    parents = {}
    for stem in ("01-set", "03-set", "04-set", "05-check"):
        executed = nbformat.read(tmp_path / "r" / "fork" / "notebooks" / f"{stem}.ipynb", as_version=4)
        code = [c for c in executed.cells if c.cell_type == "code"]
        assert [c.execution_count for c in code] == list(range(1, len(code) + 1)), stem
        parents[stem] = "zygote.py" in str(code[-1].outputs)
    # 01 runs before the factory exists; 03's kernel may or may not fork (it starts while the factory
    # boots); after 02's sleep the factory is up, so 04's and 05's do
    assert not parents["01-set"] and parents["04-set"] and parents["05-check"], parents


def test_the_kernel_factory_serves_only_its_own_workers_stubs(tmp_path):
    """The factory listens on an abstract socket (no file permissions): a process that is not a
    child of the worker that started it gets no kernel, just a closed connection."""
    import socket
    import subprocess
    import sys
    import time

    from trainium_report.build import run, zygote

    name = f"@trainium-kernels-test-{os.getpid()}"
    proc = subprocess.Popen([sys.executable, str(run.HERE / "zygote.py"), name, str(os.getpid())],
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "ready"
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.connect(zygote.address(name))          # this test process is the factory's parent, not a stub's
        s.settimeout(10)
        try:
            socket.send_fds(s, [b'{"argv": [], "cwd": "/", "env": {}}'], [0, 1, 2])
            answer = s.recv(64)
        except (ConnectionResetError, BrokenPipeError):
            answer = b""
        assert answer == b""                      # closed: no pid, no kernel
        time.sleep(0.2)
        assert proc.poll() is None                # and the factory serves on
    finally:
        proc.kill()
