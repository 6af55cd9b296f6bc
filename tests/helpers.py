"""Small helpers shared by the build tests."""
import hashlib
from pathlib import Path

import nbformat


def tree_digest(folder: Path) -> str:
    """One hash of every file under `folder` (names and bytes), the build's lock file left out."""
    h = hashlib.sha256()
    for p in sorted(Path(folder).rglob("*")):
        if p.is_file() and p.name != ".lock":
            h.update(str(p.relative_to(folder)).encode())
            h.update(p.read_bytes())
    return h.hexdigest()


def write_scenario(folder: Path, name: str, **extra) -> Path:
    """A scenario file `name.yaml` in `folder` with `scenario: name` and the given keys."""
    path = Path(folder) / f"{name}.yaml"
    lines = [f"scenario: {name}"] + [f"{k}: {v}" for k, v in extra.items()]
    path.write_text("\n".join(lines) + "\n")
    return path


def tiny_notebook(path: Path, body: str, extra_cells=()) -> None:
    """A three-cell notebook (parameters `title` and `scenario`, a heading, `body`) for build tests."""
    nb = nbformat.v4.new_notebook()
    params = nbformat.v4.new_code_cell('title = "t"\nscenario = "s"')
    params.metadata["tags"] = ["parameters"]
    nb.cells = [params, nbformat.v4.new_markdown_cell("# Tiny"), *extra_cells, nbformat.v4.new_code_cell(body)]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, path)


def run_main(capsys, *args):
    """`trainium-report ARGS` in this process (its entry point, `python -m trainium_report.cli`, is run
    as a program by other tests): the exit code and what it printed. An exception that escapes
    main() fails the test, as a traceback on the terminal would."""
    import types

    from trainium_report import cli

    capsys.readouterr()
    code = cli.main([str(a) for a in args])
    out, err = capsys.readouterr()
    return types.SimpleNamespace(returncode=code, stdout=out, stderr=err)


def pinned(ds, specs=(), prices=()):
    """The dataset with the values a test works by hand set in it, so that a data refresh edits no
    test: `specs` as (entity, metric, value, unit[, precision, sparsity]) replace every row of that
    key with one; `prices` as (entity, pricing_model, usd_per_hour, as_of) replace that entity's rows
    of that pricing model with one (the region and other fields of its newest row kept)."""
    import dataclasses

    import pandas as pd

    sp, pr = ds.specs.copy(), ds.prices.copy()
    for entity, metric, value, unit, *rest in specs:
        precision, sparsity = (list(rest) + ["", ""])[:2]
        key = (sp["entity_id"] == entity) & (sp["metric"] == metric) & (sp["precision"] == precision) \
            & (sp["sparsity"] == sparsity)
        assert key.any(), (entity, metric, precision, sparsity)
        row = sp[key].iloc[[0]].assign(value=str(value), value_num=float(value), unit=unit)
        sp = pd.concat([sp[~key], row], ignore_index=True)
    for entity, model, usd, as_of in prices:
        key = (pr["entity_id"] == entity) & (pr["pricing_model"] == model)
        assert key.any(), (entity, model)
        row = pr[key].sort_values("as_of").iloc[[-1]].assign(usd_per_hour=float(usd), as_of=as_of)
        pr = pd.concat([pr[~key], row], ignore_index=True)
    return dataclasses.replace(ds, specs=sp, prices=pr)


SYNTHETIC = Path(__file__).resolve().parent / "synthetic"


def synthetic(folder: Path) -> Path:
    """tests/synthetic/ (invented round numbers) copied into `folder` with the project's own
    datapackage.json beside it: a data folder whose every value a test can work by hand."""
    import shutil

    from trainium_report import dataset

    dst = Path(folder) / "synthetic-data"
    shutil.copytree(SYNTHETIC, dst, ignore=shutil.ignore_patterns("README.md"))
    shutil.copy(dataset.DATA_DIR / "datapackage.json", dst)
    return dst
