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
