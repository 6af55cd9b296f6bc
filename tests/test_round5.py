"""Issue 22's remarks left after the fourth hostile round, and what the fifth round found: each
case failed before its fix; the message names the file and the key, line or field."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from trainium_report import dataset, inputs, scenario
from helpers import run_main, write_scenario

ROOT = Path(__file__).resolve().parent.parent
RUNS = ROOT / "scenarios" / "examples" / "my-runs.csv"


@pytest.fixture
def secret(tmp_path_factory):
    """A file outside the project and outside every folder a test reads from."""
    d = tmp_path_factory.mktemp("elsewhere")
    (d / "runs.csv").write_text("not,yours\nsecret,line\n")
    return d


def test_a_runs_file_linked_out_of_the_scenario_folder_is_not_followed(tmp_path, secret, capsys):
    os.symlink(secret / "runs.csv", tmp_path / "runs.csv")
    f = write_scenario(tmp_path, "mine", measurements="runs.csv")
    r = run_main(capsys, "estimate", f)
    assert r.returncode == 1
    assert "runs.csv" in r.stderr and "a symlink leading out of its folder and the project (not followed)" in r.stderr
    assert "secret" not in r.stderr


def test_a_folder_linked_out_of_the_scenario_folder_is_not_followed(tmp_path, secret, capsys):
    os.symlink(secret, tmp_path / "sub")
    f = write_scenario(tmp_path, "mine", measurements="sub/runs.csv")
    r = run_main(capsys, "estimate", f)
    assert r.returncode == 1 and "under a symlink leading out of its folder" in r.stderr and ": sub" in r.stderr


def test_a_link_into_the_project_or_within_the_folder_is_read(tmp_path, capsys):
    os.symlink(RUNS, tmp_path / "linked.csv")                  # into the project
    shutil.copy(RUNS, tmp_path / "real.csv")
    os.symlink("real.csv", tmp_path / "beside.csv")            # within its own folder
    for name in ("linked.csv", "beside.csv"):
        r = run_main(capsys, "estimate", write_scenario(tmp_path, "mine", measurements=name))
        assert r.returncode == 0, r.stderr


def test_a_scenario_linked_out_of_its_folder_is_not_read(tmp_path, secret, capsys):
    (secret / "s.yaml").write_text("scenario: s\n")
    os.symlink(secret / "s.yaml", tmp_path / "s.yaml")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "s.yaml: a symlink leading out of its folder" in r.stderr


def test_a_data_table_linked_out_of_the_data_folder_is_one_problem_naming_it(tmp_path, secret):
    d = tmp_path / "data"
    shutil.copytree(dataset.DATA_DIR, d)
    (d / "claims.csv").unlink()
    os.symlink(secret / "runs.csv", d / "claims.csv")
    problems = [str(p) for p in dataset.validate(d)]
    assert len(problems) == 1 and "claims.csv" in problems[0] and "not followed" in problems[0], problems


def test_the_roots_own_links_do_not_count():
    """A link high above the file (as /home linked to /data/home) stays within its parent."""
    assert inputs.link_problem(Path("/proc/self/status")) is None


def test_a_base_60_number_is_text_named_by_its_key(tmp_path, capsys):
    r = run_main(capsys, "estimate", write_scenario(tmp_path, "mine", tokens_per_day="1:30"))
    assert r.returncode == 1 and "key 'tokens_per_day' is '1:30', expected a number" in r.stderr


def test_a_key_longer_than_yaml_reads_is_named_as_that(tmp_path, capsys):
    f = tmp_path / "k.yaml"
    f.write_text("a" * 3000 + ": 1\n")
    r = run_main(capsys, "estimate", f)
    assert r.returncode == 1 and "a key longer than 1,024 characters" in r.stderr
    assert "mapping values" not in r.stderr


def test_a_fifo_put_where_a_checked_runs_file_was_does_not_block(tmp_path, capsys):
    """A scenario checked once is read back from the cache with the bytes of its runs file: a FIFO
    put there afterwards is named, not read until it ends (the check of the cached entry read it)."""
    shutil.copy(RUNS, tmp_path / "runs.csv")
    f = write_scenario(tmp_path, "mine", measurements="runs.csv")
    assert run_main(capsys, "estimate", f).returncode == 0
    (tmp_path / "runs.csv").unlink()
    os.mkfifo(tmp_path / "runs.csv")
    r = subprocess.run([sys.executable, "-m", "trainium_report.cli", "estimate", str(f)],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 1 and "FIFO" in r.stderr
