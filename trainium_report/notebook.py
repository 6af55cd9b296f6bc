"""A report notebook's setup, in one call: the scenario (as papermill, JupyterLab or the build
gives it), the dataset it names, the figures folder, the scenario's model, the chart style."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from . import dataset, performance, plots, present, scenario
from .contract import TABLES


@dataclass(frozen=True)
class Setup:
    params: dict                 # the checked scenario (scenario.load)
    ds: dataset.Dataset          # the dataset it names (data_dir)
    figdir: Path                 # where the notebook's figures go
    shape: performance.Shape     # the scenario's model
    model_name: str


def setup(scenario_file, overrides: dict | None, figures_dir, namespace: dict, section: str = "") -> Setup:
    """Everything a report notebook's first cell makes: `namespace` is the notebook's globals()
    (papermill's injected values are read from it, `scenario.for_notebook`); `section` (the
    notebook's number, "04") numbers its tables, each written as CSV beside its figures
    (`<figures>/tables/`, which the build publishes as the report's `data/`)."""
    params = scenario.for_notebook(scenario_file, overrides, namespace)
    ds = dataset.load(params["data_dir"])
    plots.use_style()
    figdir = scenario.figures_dir(params, figures_dir)
    present.number_tables(figdir / TABLES if section else None, section)
    return Setup(params, ds, figdir, performance.model_shape(ds, params["model"]),
                 performance.model_name(ds, params["model"]))
