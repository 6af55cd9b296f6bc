import shutil
from pathlib import Path

import pytest

from trainium_report import dataset

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def ds():
    return dataset.load()


@pytest.fixture
def data_copy(tmp_path):
    """A writable copy of data/ for breaking on purpose."""
    dst = tmp_path / "data"
    shutil.copytree(dataset.DATA_DIR, dst)
    return dst


@pytest.fixture(scope="session")
def default_decision(ds):
    from trainium_report import decision, scenario
    return decision.Decision.from_params(ds, scenario.load(ROOT / "scenarios" / "default.yaml"))


# `make test` runs the modules on two workers (--dist loadscope --no-loadscope-reorder), each
# worker taking the next module when it is free. So the longest modules go first and the short
# ones fill in at the end, and both workers finish at about the same time. Order: longest first,
# from `pytest --durations=0` on 2 cores, 2026-12-05 (seconds per module: round13 139, report 98,
# build 53, round9 39, hostile 32, validate 28, round37 23, round5 20, faults 16, kernels 16,
# reuse 15, datachecks 14, round3 12, claims 10, costs 8, notebooks 2-7 each); the rest keep
# pytest's own order. A stale list costs time, never a test.
LONGEST_FIRST = ("tests/test_round13.py", "tests/test_report.py", "tests/test_build.py", "tests/test_round9.py",
                 "tests/test_hostile.py", "tests/test_validate.py", "tests/test_round37.py", "tests/test_round5.py",
                 "tests/test_faults.py", "tests/test_kernels.py", "tests/test_reuse.py", "tests/test_datachecks.py",
                 "tests/test_round3.py", "tests/test_claims.py", "tests/test_costs.py", "tests/test_round41.py",
                 "notebooks/02-generations.ipynb", "notebooks/05-decision.ipynb", "tests/test_trn3.py",
                 "tests/test_report_pages.py", "notebooks/01-dataset.ipynb", "notebooks/04-inference.ipynb")


# The suite in layers (issue 23). `make test` runs the fast ones, in the test process: unit tests of
# the package's functions (on the dataset, or on tests/synthetic/ where a value is worked by hand) and
# the data tests. `make check` (what CI runs) adds the slow layer: real builds and the notebooks run
# by nbval, tests that start the command as a program, kernels, signals and faults, and the
# regression tests of the hostile rounds (tests/test_roundNN.py). A test elsewhere that starts a
# process is marked `slow` where it is written.
SLOW = ("tests/test_build.py", "tests/test_faults.py", "tests/test_hostile.py", "tests/test_kernels.py",
        "tests/test_report.py", "tests/test_report_pages.py", "tests/test_reuse.py", "tests/test_round",
        "notebooks/")


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: the slow layer (real builds, notebooks, processes, faults, the hostile "
                                       "rounds); `make check` runs it, `make test` leaves it out")


def pytest_collection_modifyitems(items):
    for item in items:
        if item.nodeid.startswith(SLOW):
            item.add_marker(pytest.mark.slow)
    rank = {m: i for i, m in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::")[0], len(rank)))   # stable: cells keep their order


def pytest_terminal_summary(terminalreporter):
    """Say how many of the passed items are notebook cells: nbval-lax runs each cell and fails on an
    error, but compares no output (the notebooks are committed without outputs), so a cell is a
    smoke test, not an assertion; the count of tests that assert a value is the rest."""
    if "not slow" in (terminalreporter.config.getoption("markexpr") or ""):
        terminalreporter.write_line("the slow layer (builds, notebooks, processes, faults, the hostile rounds' "
                                    "regressions) was left out: `make check` runs every layer")
    passed = terminalreporter.stats.get("passed", [])
    cells = sum(1 for r in passed if r.nodeid.endswith(".ipynb") or ".ipynb::" in r.nodeid)
    if cells:
        terminalreporter.write_line(f"of the {len(passed)} passed, {cells} are notebook cells run by nbval-lax "
                                    f"(executed without error; no output compared), {len(passed) - cells} are tests")
