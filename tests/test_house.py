"""Issue 23: the package's import graph: one way, no circle, no import hidden in a function
except the heavy libraries a module needs only on some paths (each listed with why)."""
import ast
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "trainium_report"

#: third-party libraries a function may import where it needs them, with the cost of importing
#: them up front (measured on the CI machine: seconds of a cold `python -c "import X"`)
LAZY_LIBRARIES = {
    "scipy": "0.38 s: only fits need it, and a report whose fits are cached never fits",
    "matplotlib": "0.39 s: only charts need it (the CLI's estimate, validate and predict draw none)",
    "weasyprint": "0.43 s: only the PDF export",
    "pikepdf": "only the PDF assembly",
    "fontTools": "only where a text is not ASCII (`inputs.undrawn` reads the report font's glyphs), with matplotlib",
    "papermill": "1.2 s: only a notebook run",
    "nbconvert": "1.4 s: only an HTML export",
    "nbformat": "0.95 s (jsonschema's format checkers): only where a notebook is read; the CLI's other commands need none",
    "nbclient": "only a notebook run", "jupyter_client": "only a notebook run", "ipykernel": "only a kernel",
    "IPython": "only inside a notebook's kernel (display)",
    "psutil": "only to stop a process tree", "tqdm": "only to show a batch's progress",
}


def _modules():
    for f in sorted(PACKAGE.rglob("*.py")):
        parts = list(f.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        yield ".".join(parts), f


def _imports(name: str, path: Path):
    """(target module, in a function?, line, third-party top name) for every import of the module,
    `if TYPE_CHECKING:` blocks left out (they run for type checkers only)."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    out = []

    def visit(node, in_function):
        for ch in ast.iter_child_nodes(node):
            if isinstance(ch, ast.If) and isinstance(ch.test, ast.Name) and ch.test.id == "TYPE_CHECKING":
                continue
            inside = in_function or isinstance(ch, (ast.FunctionDef, ast.AsyncFunctionDef))
            if isinstance(ch, ast.ImportFrom):
                if ch.level:
                    base = ".".join(package[:len(package) - ch.level + 1] + ([ch.module] if ch.module else []))
                    for a in ch.names:
                        out.append((f"{base}.{a.name}", inside, ch.lineno, None))
                else:
                    out.append((ch.module, inside, ch.lineno, ch.module.split(".")[0]))
            elif isinstance(ch, ast.Import):
                for a in ch.names:
                    out.append((a.name, inside, ch.lineno, a.name.split(".")[0]))
            visit(ch, inside)

    visit(ast.parse(path.read_text(encoding="utf-8")), False)
    return out


def test_no_import_is_hidden_in_a_function_but_a_listed_heavy_library():
    bad = []
    for name, path in _modules():
        for target, inside, line, top in _imports(name, path):
            if not inside:
                continue
            if top is None or top == "trainium_report" or top in sys.stdlib_module_names:
                bad.append(f"{path.relative_to(PACKAGE.parent)}:{line} imports {target} in a function")
            elif top not in LAZY_LIBRARIES:
                bad.append(f"{path.relative_to(PACKAGE.parent)}:{line} imports {top} in a function: not in "
                           "LAZY_LIBRARIES")
    assert not bad, "\n".join(bad)


def test_the_package_imports_one_way():
    mods = dict(_modules())
    graph = {}
    for name, path in mods.items():
        deps = set()
        for target, _, _, top in _imports(name, path):
            if top is None or top == "trainium_report":
                while target not in mods and "." in target:     # `from . import x` names a module or a name in one
                    target = target.rsplit(".", 1)[0]
                if target in mods and target != name:
                    deps.add(target)
        graph[name] = deps
    assert _circle(graph) is None, "import circle: " + " -> ".join(_circle(graph))
    # the search finds a circle where there is one
    assert _circle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert "trainium_report.publishing.run" in graph["trainium_report.publishing.shared"]   # edges are read


def _circle(graph):
    """The first import circle found by a depth-first search, as a path; None when there is none."""
    state, stack = {}, []

    def walk(v):
        state[v] = "open"
        stack.append(v)
        for w in sorted(graph[v]):
            if state.get(w) == "open":
                return stack[stack.index(w):] + [w]
            if w not in state and (found := walk(w)):
                return found
        stack.pop()
        state[v] = "done"
        return None

    for v in sorted(graph):
        if v not in state and (found := walk(v)):
            return found
    return None


# ---- thin notebooks --------------------------------------------------------------

ROOT = PACKAGE.parent


def test_no_notebook_names_an_entity_or_a_claim_itself():
    import re

    import nbformat

    from trainium_report import dataset
    ds = dataset.load()
    ids = set(ds.entities["entity_id"]) | set(ds.claims["claim_id"])
    found = []
    for nb_path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        text = "\n".join(c.source for c in nbformat.read(nb_path, as_version=4).cells)
        found += [f"{nb_path.name}: {i}" for i in sorted(ids)
                  if re.search(r"(?<![\w.-])" + re.escape(i) + r"(?![\w-])", text)]
    assert not found, found


def test_every_notebook_sets_up_with_one_call():
    import nbformat
    for nb_path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        code = [c.source for c in nbformat.read(nb_path, as_version=4).cells if c.cell_type == "code"]
        setup = code[1]                                   # the cell after the parameters cell
        assert setup.count("notebook.setup(") == 1, nb_path.name
        for again in ("dataset.load(", "for_notebook(", "use_style(", "figures_dir(params"):
            assert again not in "\n".join(code), (nb_path.name, again)


def test_a_renamed_id_fails_validate_naming_the_notebook_that_needs_it(tmp_path):
    import shutil

    from trainium_report import dataset
    data = tmp_path / "data"
    shutil.copytree(ROOT / "data", data)
    for name in ("entities.csv", "specs.csv", "prices.csv", "availability.csv", "claims.csv", "measurements.csv",
                 "subjects.csv", "efficiency.csv"):
        path = data / name
        path.write_text(path.read_text(encoding="utf-8").replace("trn2-ultraserver", "trn2-ultra-server"),
                        encoding="utf-8")
    (data / "subjects.csv").write_text((data / "subjects.csv").read_text(encoding="utf-8")
                                       .replace("trn2-ultra-server", "trn2-ultraserver"), encoding="utf-8")
    problems = [str(p) for p in dataset.validate(data)]
    mine = [p for p in problems if "subjects.csv" in p]
    assert mine and all("needed by notebooks/" in p for p in mine), problems
    assert any("'trn2-ultraserver'" in p and "02-generations.ipynb" in p for p in mine)


def test_subjects_choose_chips_by_generation(ds):
    from trainium_report import subjects
    need = ("bf16_dense_tflops",)
    # the newest Trainium with a BF16 figure, the one before it, the first (trainium4 has none yet)
    assert [subjects.generation(ds, "Trainium", b, need) for b in (0, 1, -1)] == ["trainium3", "trainium2", "trainium"]
    assert subjects.short_name(ds, "inferentia") == "Inferentia"             # 'AWS Inferentia (gen1)'
    assert subjects.short_name(ds, "trn2-ultraserver") == "Trn2 UltraServer"  # 'Trn2 UltraServer (u-trn2x64)'


def test_a_loaded_scenario_is_frozen_typed_and_reads_as_the_mapping_it_was():
    import dataclasses
    import pickle

    import pytest

    from trainium_report import scenario
    s = scenario.load(ROOT / "scenarios" / "default.yaml")
    assert isinstance(s, scenario.Scenario) and s.workload == s["workload"] == "inference"
    assert set(s) == set(scenario.FIELDS) | {"candidate_families"}       # every key, once
    assert list(s)[:2] == ["scenario", "title"]                           # the file's order, as a dict had it
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.workload = "training"
    with pytest.raises(KeyError):
        s["no_such_key"]
    varied = {**s, "tokens_per_day": 2e9}                                 # a variant is a plain dict
    assert varied["tokens_per_day"] == 2e9 and s.tokens_per_day == 1e9
    assert pickle.loads(pickle.dumps(s)) == s == dict(s)
