"""A scenario file (YAML; also papermill's parameters file) -> checked parameters.

Every problem in a file is reported at once, each naming the file and the key.
YAML is read with the safe loader: a tag that would build a Python object is
an error, not an object.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import yaml

SCENARIO_DIR = Path(__file__).resolve().parent.parent / "scenarios"


@dataclass(frozen=True)
class Field:
    types: tuple
    default: Any
    doc: str
    check: Callable[[Any], str | None] | None = None


def _positive(v):
    return None if v > 0 else "a number > 0"


def _exists(v):
    return None if v is None or Path(v).is_dir() else "an existing folder"


def _name(v):
    import re
    return None if re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.-]*", v) else "letters, digits, '.', '_' or '-' only"


FIELDS: dict[str, Field] = {
    "scenario": Field((str,), "default", "short name; the report goes to report/<scenario>/", _name),
    "title": Field((str,), "AWS Trainium and Inferentia against GPU alternatives", "report title"),
    "price_max_age_days": Field((int,), 365, "warn about prices older than this many days", _positive),
    "data_dir": Field((str, type(None)), None, "dataset folder (null: the project's data/)", _exists),
}


class ScenarioError(ValueError):
    def __init__(self, problems: list[str]):
        self.problems = problems
        super().__init__("invalid scenario:\n" + "\n".join(f"  - {p}" for p in problems))


def _type_name(types: tuple) -> str:
    names = {str: "text", int: "a whole number", float: "a number", bool: "true/false",
             list: "a list", dict: "a mapping", type(None): "null"}
    return " or ".join(names.get(t, t.__name__) for t in types)


def check(params: dict, where: str) -> list[str]:
    problems = []
    for key, value in params.items():
        fdef = FIELDS.get(key)
        if fdef is None:
            problems.append(f"{where}: unknown key '{key}' (known keys: {', '.join(FIELDS)})")
            continue
        ok_types = fdef.types + ((int,) if float in fdef.types else ())
        if isinstance(value, bool) and bool not in fdef.types or not isinstance(value, ok_types):
            problems.append(f"{where}: key '{key}' is {value!r}, expected {_type_name(fdef.types)}")
            continue
        if fdef.check and (msg := fdef.check(value)):
            problems.append(f"{where}: key '{key}' is {value!r}, expected {msg}")
    return problems


def read(path: str | Path) -> tuple[dict, list[str]]:
    """(parameters, problems) for one scenario file; parameters include defaults."""
    path = Path(path)
    where = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        return {}, [f"{where}: cannot read the file ({exc.strerror})"]
    try:
        raw = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        at = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        reason = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        return {}, [f"{where}: not valid YAML{at}: {reason}"]
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        return {}, [f"{where}: expected a mapping of key: value at the top, got {type(raw).__name__}"]
    problems = check(raw, where)
    params = {k: f.default for k, f in FIELDS.items()}
    params.update(raw)
    if "scenario" not in raw:
        params["scenario"] = path.stem
    return params, problems


def load(path: str | Path) -> dict:
    params, problems = read(path)
    if problems:
        raise ScenarioError(problems)
    return params


def load_many(paths) -> list[dict]:
    """Check every file first; raise one error listing every problem in all of them."""
    results, problems = [], []
    for p in paths:
        params, probs = read(p)
        results.append(params)
        problems += probs
    names = [r.get("scenario") for r in results if r]
    dupes = sorted({n for n in names if names.count(n) > 1})
    problems += [f"two scenario files are both named '{n}'" for n in dupes]
    if problems:
        raise ScenarioError(problems)
    return results
