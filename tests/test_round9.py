"""Round 8's open defect and the ninth hostile round: each test fails before its fix."""
from pathlib import Path

import pytest

from trainium_report import cache
from trainium_report.publishing import publish
from helpers import run_main, tiny_notebook, write_scenario

ROOT = Path(__file__).resolve().parent.parent


def test_c_a_second_build_is_refused_even_when_the_cache_was_moved_away(tmp_path, monkeypatch):
    """Round 8, C: the lock lived only in .cache/locks; with .cache moved or removed while a build
    ran, a second build made a new (free) lock file, got in, and removed the first one's work
    folder as stale (the first then failed with FileNotFoundError)."""
    out = tmp_path / "out"
    monkeypatch.setattr(cache, "CACHE_DIR", tmp_path / "cache-a")
    with publish.folder_lock(out):
        work = out / ".build-abcd1234"
        work.mkdir()
        monkeypatch.setattr(cache, "CACHE_DIR", tmp_path / "cache-b")   # `mv .cache elsewhere`
        with pytest.raises(publish.BuildLocked, match="another build is writing to .*pid \\d+|another process"):
            with publish.folder_lock(out):
                publish.remove_stale(out, tmp_path / "figures")
        assert work.is_dir()
    with publish.folder_lock(out):       # released: the next build gets in and clears what is stale
        assert publish.remove_stale(out, tmp_path / "figures") == [work]


BOMB = """scenario: bomb
a: &a [1,1,1,1,1,1,1,1,1,1]
b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]
c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]
d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]
model_shape: {layers: [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d]}
"""


def test_an_alias_bomb_is_named_once(tmp_path):
    """Round 8: the reading and the checks both found it, and the message was printed twice."""
    from trainium_report import scenario
    f = tmp_path / "bomb.yaml"
    f.write_text(BOMB)
    with pytest.raises(scenario.ScenarioError) as err:
        scenario.load(f)
    said = [p for p in err.value.problems if "holds more than 20,000 values" in p]
    assert len(said) == 1 and "'model_shape'" in said[0]


@pytest.mark.parametrize("bad", ["nosuch", "h100-sxm:0@lambda"])
def test_model_with_a_bad_candidate_exits_1(capsys, bad):
    """Round 8: `model --candidates nosuch` printed the problem among the results and exited 0."""
    r = run_main(capsys, "model", "llama-3.1-70b", "--candidates", bad, "trn2.48xlarge")
    assert r.returncode == 1 and bad.split(":")[0] in r.stderr and "--candidates" in r.stderr
    assert "Traceback" not in r.stderr


def test_a_negative_value_after_p_is_a_value(capsys):
    """Round 8: argparse took `-5e9` for an option ("expected 2 arguments"); it is the value, and the
    scenario check names it."""
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-p", "tokens_per_day", "-5e9")
    assert r.returncode == 1 and "'tokens_per_day' is -5000000000.0, expected a number > 0" in r.stderr
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-p", "tokens_per_day", "3e8",
                 "-p", "title", "-x-", "--csv", Path("/nonexistent-dir") / "x.csv")
    assert "expected 2 arguments" not in r.stderr


def test_the_builds_kernels_draw_inline_whatever_mplbackend_says(tmp_path, monkeypatch, capsys):
    """Round 8: MPLBACKEND=module://nosuch failed every notebook with "No module named 'nosuch'",
    naming no variable. The kernels draw with the inline backend (the report embeds its images),
    and the build says it did not use the variable."""
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-tiny.ipynb", "import os\nimport matplotlib\nprint(os.environ['MPLBACKEND'], "
                                         "matplotlib.get_backend())")
    monkeypatch.setenv("MPLBACKEND", "module://nosuch")
    s = write_scenario(tmp_path, "good", title="fine")
    r = run_main(capsys, "build", s, "--out", tmp_path / "r", "--figures", tmp_path / "f", "--notebooks", nbs,
                 "--no-pdf", "--quiet")
    assert r.returncode == 0, r.stderr
    assert "MPLBACKEND='module://nosuch' is not used by the build" in r.stderr
    assert "matplotlib_inline.backend_inline" in (tmp_path / "r" / "good" / "report.html").read_text()
