"""Notebooks are committed without outputs and start with a parameters cell."""
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))


def test_there_are_notebooks():
    assert NOTEBOOKS


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_committed_without_outputs(path):
    nb = json.loads(path.read_text())
    dirty = [i for i, c in enumerate(nb["cells"]) if c["cell_type"] == "code"
             and (c.get("outputs") or c.get("execution_count"))]
    assert not dirty, f"{path.name}: cells {dirty} carry outputs; run nbstripout on it"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_first_code_cell_is_parameters(path):
    nb = json.loads(path.read_text())
    first = next(c for c in nb["cells"] if c["cell_type"] == "code")
    assert "parameters" in first.get("metadata", {}).get("tags", [])


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebooks_take_the_scenario_file(path):
    """One way in: every notebook declares the scenario file (and overrides, and the figure
    folder), found by papermill's own inspection, and no scenario key of its own."""
    import papermill as pm

    assert set(pm.inspect_notebook(str(path))) == {"scenario_file", "overrides", "figures_dir"}
    nb = json.loads(path.read_text())
    setup = "".join(nb["cells"][1]["source"])
    assert "notebook.setup(scenario_file, overrides, figures_dir, globals()" in setup
    assert "Path.cwd()" not in json.dumps(nb)


def test_default_file_is_the_one_source_of_defaults():
    """scenarios/default.yaml gives every key, each passes its check, and FIELDS holds none."""
    from trainium_report import scenario

    defaults = scenario.defaults()
    assert set(defaults) == set(scenario.FIELDS)
    assert not any(hasattr(f, "default") for f in scenario.FIELDS.values())
    assert scenario.check(defaults, "default.yaml") == []
    assert scenario.load() == scenario.load(scenario.DEFAULT_FILE)
    assert {k: v for k, v in scenario.from_notebook().items()} == scenario.load()


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_shared_notebooks_read_only_the_keys_they_declare(path):
    """A notebook whose metadata lists `scenario_keys` is shared by the scenarios of a batch
    that agree on them; it may read no other key (checked on its code)."""
    import ast

    from trainium_report import scenario

    nb = json.loads(path.read_text())
    keys = nb["metadata"].get("trainium_report", {}).get("scenario_keys")
    if keys is None:
        pytest.skip("reads the whole scenario")
    read, subscripts, uses = set(), 0, 0
    for cell in nb["cells"][1:]:
        if cell["cell_type"] != "code":
            continue
        uses -= "".join(cell["source"]).count("scen.figures_dir(params, figures_dir)")   # the build gives figures_dir
        for node in ast.walk(ast.parse("".join(cell["source"]))):
            if isinstance(node, ast.Subscript) and getattr(node.value, "id", "") == "params":
                read.add(node.slice.value)
                subscripts += 1
            if isinstance(node, ast.Name) and node.id in scenario.FIELDS and isinstance(node.ctx, ast.Load):
                read.add(node.id)
            if isinstance(node, ast.Name) and node.id == "params" and isinstance(node.ctx, ast.Load):
                uses += 1
    assert uses == subscripts, "the whole scenario is passed on; list the keys used instead"
    assert read <= set(keys), read - set(keys)


def test_a_relative_scenario_file_is_the_same_from_notebooks_and_the_root(monkeypatch):
    from trainium_report import scenario as scen

    monkeypatch.chdir(ROOT / "notebooks")           # where JupyterLab runs a notebook's kernel
    from_lab = scen.resolve_file("scenarios/finetune-70b-20b.yaml")
    monkeypatch.chdir(ROOT)                          # where the papermill CLI runs it
    assert from_lab.resolve() == scen.resolve_file("scenarios/finetune-70b-20b.yaml").resolve()
    assert from_lab.exists()


def test_papermill_parameters_become_the_scenario_and_unknown_ones_stop_it():
    from trainium_report import scenario as scen

    ns = {"In": ["", "# Parameters\nscenario = \"mine\"\ntokens_per_day = 3e9\n"], "scenario": "mine",
          "tokens_per_day": 3e9}
    assert scen.injected(ns) == {"scenario": "mine", "tokens_per_day": 3e9}
    p = scen.for_notebook(None, {}, ns)
    assert p["scenario"] == "mine" and p["tokens_per_day"] == 3e9
    with pytest.raises(scen.ScenarioError, match="given twice"):    # one key two ways: which one? (the CLI refuses it)
        scen.for_notebook(None, {"tokens_per_day": 1e9}, ns)
    assert scen.for_notebook(None, {"tokens_per_day": 3e9}, ns)["tokens_per_day"] == 3e9   # the same value: fine
    assert scen.for_notebook(None, {}, {"In": ["# Parameters (not papermill's)\nseed = 1\n"], "seed": 1})["seed"] \
        == scen.defaults()["seed"]
    bad = {"In": ["# Parameters\nfoo = 1\n"], "foo": 1}
    with pytest.raises(scen.ScenarioError, match="papermill parameter 'foo' is not a scenario key"):
        scen.for_notebook(None, {}, bad)
