"""The project's own tools in benchmarks/: the hostile-case runner's report of a failing case."""
import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _hostile():
    spec = importlib.util.spec_from_file_location("hostile_runner", ROOT / "benchmarks" / "hostile.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_fence_is_longer_than_any_backtick_run_in_the_text():
    fenced = _hostile().fenced
    assert fenced("plain") == "```\nplain\n```"
    assert fenced("a ```` b") == "`````\na ```` b\n`````"      # 4 backticks inside: a fence of 5
    assert fenced("`x` and ``y``") == "```\n`x` and ``y``\n```"  # runs shorter than 3: the shortest fence


@pytest.mark.slow
def test_the_report_keeps_the_end_of_a_failing_cases_output(tmp_path):
    """The table shows a case's last line only; which of its checks failed is in the lines before (b12-02 said
    'ctrl-c csv ok' missing, and its cause, 'more than one line', was two lines up)."""
    hostile = _hostile()
    cases = tmp_path / "cases"
    cases.mkdir()
    lines = [f"line {i}" for i in range(50)]
    (cases / "x-01.sh").write_text("# what: fails\n# expect-rc: 0\n# expect: ok\n"
                                   + "".join(f"echo '{line}'\n" for line in lines))
    (cases / "x-02.sh").write_text("# what: passes\n# expect-rc: 0\n# expect: ok\necho ok\n")
    assert hostile.main([str(cases), "--jobs", "1", "--out", str(tmp_path / "round.md")]) == 1
    report = (tmp_path / "round.md").read_text()
    assert "1 passed, 1 failed" in report
    kept = report.split("### x-01: missing 'ok'", 1)[1]
    assert f"```\n{chr(10).join(lines[-hostile.TAIL_LINES:])}\n```" in kept
    assert "line 9\n" not in kept and "x-02" not in kept          # only the last 40 lines, only the failing case
