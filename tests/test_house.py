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
