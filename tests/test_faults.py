"""Faults and files a user can hand the project (issue 22): inputs that are not regular files, CSV
exports a spreadsheet would run, dates in the future, chip counts, the output folder and --jobs."""
import csv
import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from trainium_report import dataset, present, scenario
from helpers import run_main

ROOT = Path(__file__).resolve().parent.parent


def _cli(*args, timeout=60):
    return subprocess.run([sys.executable, "-m", "trainium_report.cli", *map(str, args)], capture_output=True,
                          text=True, timeout=timeout)


@pytest.mark.parametrize("kind", ["fifo", "device", "folder"])
def test_a_data_file_that_is_not_a_regular_file_is_named_not_read(data_copy, kind):
    target = data_copy / "claims.csv"
    target.unlink()
    if kind == "fifo":
        os.mkfifo(target)
    elif kind == "device":
        target.symlink_to("/dev/zero")
    else:
        target.mkdir()
    r = _cli("validate", data_copy)            # a FIFO blocked and /dev/zero read without end: a timeout fails
    assert r.returncode == 1 and "Traceback" not in r.stderr + r.stdout
    assert "claims.csv" in r.stdout and "not a regular file" in r.stdout


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_a_scenario_that_is_not_a_regular_file_is_named(tmp_path, kind):
    path = tmp_path / "s.yaml"
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")
    r = _cli("estimate", path)
    assert r.returncode == 1 and "not a regular file" in r.stderr and "Traceback" not in r.stderr


def test_exported_cells_a_spreadsheet_would_run_are_quoted(tmp_path, capsys):
    df = pd.DataFrame({"note": ["=HYPERLINK(\"http://x\")", "@SUM(A1)", "+1", "-2", "plain"], "n": [-1.5, 2, 3, 4, 5]})
    safe = present.spreadsheet_safe(df)
    assert safe["note"].tolist() == ["'=HYPERLINK(\"http://x\")", "'@SUM(A1)", "'+1", "'-2", "plain"]
    assert safe["n"].tolist() == [-1.5, 2, 3, 4, 5]                    # numbers stay numbers
    out = tmp_path / "claims.csv"
    r = run_main(capsys, "claims", "--csv", out)
    assert r.returncode == 0
    for row in csv.reader(out.open()):
        assert not any(c.startswith(("=", "+", "@")) for c in row)


def test_a_csv_that_cannot_be_written_gets_one_line(tmp_path, capsys):
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "--csv", tmp_path / "no" / "such" / "x.csv")
    assert r.returncode == 1 and "x.csv: cannot be written" in r.stderr and "Traceback" not in r.stderr


def test_a_price_dated_in_the_future_is_refused(data_copy):
    table = list(csv.reader((data_copy / "prices.csv").open()))
    col = table[0].index("as_of")
    table[1][col] = "2099-01-01"
    with (data_copy / "prices.csv").open("w", newline="") as fh:
        csv.writer(fh).writerows(table)
    problems = [p for p in dataset.validate(data_copy) if p.file.endswith("prices.csv")]
    assert any(p.line == 2 and p.field == "as_of" and "not after today" in p.expected for p in problems)


@pytest.mark.parametrize("count", ["\u00b2", "99999999999999999999999", "0"])
def test_a_bad_chip_count_names_the_key(tmp_path, count):
    f = tmp_path / "s.yaml"
    f.write_text(f'candidates: ["h100-sxm:{count}@lambda", p5]\n', encoding="utf-8")
    with pytest.raises(scenario.ScenarioError, match=r"key 'candidates(\[0\])?'"):
        scenario.load(f)


def _digest(folder: Path) -> str:
    h = hashlib.sha256()
    for p in sorted(folder.rglob("*")):
        h.update(str(p.relative_to(folder)).encode())
        if p.is_file():
            h.update(p.read_bytes())
    return h.hexdigest()


def test_a_folder_of_someone_elses_files_is_not_an_output_folder(tmp_path, capsys):
    mine = tmp_path / "thesis"
    (mine / "default").mkdir(parents=True)
    (mine / "default" / "thesis.tex").write_text("\\documentclass{article}")
    (mine / ".old-1").mkdir()
    before = _digest(mine)
    r = run_main(capsys, "build", ROOT / "scenarios" / "default.yaml", "--out", mine, "--figures", tmp_path / "f",
                 "--no-pdf", "--quiet")
    assert r.returncode == 1 and "holds files no build of this project wrote" in r.stderr
    assert _digest(mine) == before


def test_jobs_must_be_at_least_one(capsys):
    r = run_main(capsys, "build", ROOT / "scenarios" / "default.yaml", "--jobs", "-1", "--no-pdf")
    assert r.returncode == 1 and "--jobs -1: expected a whole number >= 1" in r.stderr


def test_a_scenario_under_which_nothing_can_be_estimated_is_refused_before_anything_runs(tmp_path):
    """Accepted key by key, yet no candidate qualifies (every price older than a day, or a latency
    target no system meets): the build says why per candidate and runs no notebook."""
    from trainium_report import publishing, scenario
    for name, text in (("stale", "price_max_age_days: 1\n"), ("fast", "min_tokens_per_s_per_user: 1.0e+17\n")):
        path = tmp_path / f"{name}.yaml"
        path.write_text(f"scenario: {name}\n" + text)
        with pytest.raises(scenario.ScenarioError) as err:
            publishing.build([path], out=tmp_path / "r", figures=tmp_path / "f", pdf=False, progress=False)
        msg = str(err.value)
        assert str(path) in msg and "no candidate can be estimated" in msg
        assert ("only prices older than 1 days" if name == "stale" else "below the target of 1e+17") in msg
        assert not (tmp_path / "r").exists()


def test_a_kernel_killed_mid_cell_fails_its_notebook_and_the_build_goes_on(tmp_path):
    """What the OOM killer does: kill -9 of the kernel while a cell runs. The run fails within
    seconds, naming the dead kernel, the other scenario's notebook still runs, nothing hangs."""
    import time

    from trainium_report import publishing
    from helpers import tiny_notebook, write_scenario
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-die.ipynb", "import os, signal, time\nif title == 'die':\n"
                                        "    os.kill(os.getpid(), signal.SIGKILL)\n    time.sleep(60)")
    dies, lives = write_scenario(tmp_path, "dies", title="die"), write_scenario(tmp_path, "lives", title="live")
    start = time.monotonic()
    res = publishing.build([dies, lives], out=tmp_path / "r", figures=tmp_path / "f", nb_dir=nbs, pdf=False,
                           progress=False)
    assert time.monotonic() - start < 45
    by = {r.name: r for r in res}
    assert not by["dies"].ok and "died" in " ".join(by["dies"].errors).lower(), by["dies"].errors
    assert by["lives"].ok, by["lives"].errors
    assert "(no executed notebook to keep)" in by["dies"].errors[0]      # not a path that does not exist
    # and the build leaves no lock of its own in the folders it publishes to
    assert not [p for p in (tmp_path / "r").rglob("*.lock")] + [p for p in (tmp_path / "f").rglob("*.lock")]


def test_a_cell_that_never_returns_is_timed_out(tmp_path, monkeypatch):
    """A kernel that stops answering (a cell that never ends) fails its notebook after the stated
    limit (TRAINIUM_REPORT_CELL_TIMEOUT here 3 s; 900 s by default), naming it; nothing hangs."""
    import time

    from trainium_report import publishing
    from helpers import tiny_notebook, write_scenario
    monkeypatch.setenv("TRAINIUM_REPORT_CELL_TIMEOUT", "3")
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-stuck.ipynb", "import time\ntime.sleep(120)")
    start = time.monotonic()
    res = publishing.build([write_scenario(tmp_path, "stuck")], out=tmp_path / "r", figures=tmp_path / "f",
                           nb_dir=nbs, pdf=False, progress=False)
    assert time.monotonic() - start < 40
    assert not res[0].ok and "ran longer than 3 s" in res[0].errors[0], res[0].errors


def test_pruning_counts_a_future_time_as_now(tmp_path):
    """An entry dated in the future (a clock set wrong) is counted as made now and then ages like
    any other, instead of staying the newest, and so never pruned, for years."""
    import os
    import time

    from trainium_report import cache
    now = time.time()
    ghost = tmp_path / f"{cache.key('from the future')}.pickle"     # entries are named by their key
    ghost.write_text("x")
    os.utime(ghost, (now + 10 * 365 * 86400, now + 10 * 365 * 86400))
    cache.prune(tmp_path, keep=2)
    assert ghost.stat().st_mtime <= time.time() + 1                 # now, not 2036
    newer = [tmp_path / f"{cache.key(i)}.pickle" for i in range(3)]
    for i, p in enumerate(newer):                                    # newer entries come after it
        p.write_text("x")
        os.utime(p, (now + 1 + i, now + 1 + i))
    cache.prune(tmp_path, keep=2)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in newer[1:])


def test_a_folder_that_only_looks_like_a_build_output_is_refused_and_left_alone(tmp_path):
    """Names a build uses (.old-*, _shared/, _failed/, a scenario's folder) in a folder no build
    marked are someone else's: the build refuses the folder and deletes nothing in it."""
    from trainium_report import publishing
    from helpers import tiny_notebook, write_scenario
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-a.ipynb", "x = 1")
    sc = write_scenario(tmp_path, "default")
    out, figs = tmp_path / "out", tmp_path / "figs"
    mine = [out / ".old-notes" / "important.txt", out / "_shared" / "thesis" / "chapter1.txt",
            out / "_failed" / "default" / "notes.txt", out / "default" / "taxes.xlsx",
            figs / ".old-keep" / "precious.txt"]
    for f in mine:
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_text("theirs")
    for target in (out, figs):
        with pytest.raises(publishing.UnsafePath, match="holds files no build of this project wrote"):
            publishing.build([sc], out=out if target is out else tmp_path / "o2",
                             figures=figs if target is figs else tmp_path / "f2", nb_dir=nbs, pdf=False,
                             progress=False)
    assert all(f.read_text() == "theirs" for f in mine)
    # a symlink given as the output folder is refused before it is resolved away
    (tmp_path / "link").symlink_to(tmp_path / "o3", target_is_directory=True)
    with pytest.raises(publishing.UnsafePath, match="a symlink"):
        publishing.build([sc], out=tmp_path / "link", figures=tmp_path / "f3", nb_dir=nbs, pdf=False, progress=False)
