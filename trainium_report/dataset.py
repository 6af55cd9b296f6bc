"""Read data/, check it against data/datapackage.json, and build wide views.

The schema is a Frictionless data package. We check the subset of Table Schema
we use (types, required, enum, pattern, minimum/maximum, primary and foreign
keys) plus two project rules declared in the package: a spec's unit must be
one its metric allows, and its value is numeric unless the unit is `label`.
Every problem names the file, the line, the field, the bad value and what was
expected; `validate()` returns all of them, `load()` raises `DataError`.

Length: about 800 lines, for two halves of one job, kept together because the
loader reads through the checker (one CSV reader for both): the schema checks
(`validate`, about 350 lines) and the views of the checked tables (`specs_long`,
`preferred`, `chips`, `systems`, `prices`, ...). The Dataset is frozen; views are
cached beside it (`memo`), and a checked dataset once per data version on disk
(`cache.py`).
"""
from __future__ import annotations

import collections
import csv
import datetime as dt
import functools
import hashlib
import io
import ipaddress
import json
import re
import unicodedata
import urllib.parse
import weakref
from dataclasses import dataclass, field, fields, replace
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

from . import cache, inputs, shapes

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
DATE_RE = re.compile(r"^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$", re.ASCII)
DATE_FULL_RE = re.compile(r"^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$", re.ASCII)
SYSTEM_KINDS = ("instance", "ultraserver", "pod")
#: the report's order of families (AWS first, then the alternatives)
FAMILY_ORDER = {"Inferentia": 0, "Trainium": 1, "NVIDIA GPU": 2, "Google TPU": 3}
#: the one family list: AWS silicon (the Neuron SDK's chips) and the GPUs it is weighed against
NEURON_FAMILIES = ("Inferentia", "Trainium")
GPU_FAMILIES = ("NVIDIA GPU",)
SIDES = {"neuron": NEURON_FAMILIES, "gpu": GPU_FAMILIES}


def side_of(family: str) -> str:
    """'neuron', 'gpu' or 'other' (e.g. TPUs) for an entity family."""
    return next((s for s, fams in SIDES.items() if family in fams), "other")
#: two values of the same metric count as a conflict above this relative gap
CONFLICT_TOLERANCE = 0.005


def sortable_date(text: str) -> str:
    """'2026' -> '2026-00-00', '2026-08' -> '2026-08-00': a partial date sorts before the days of its period;
    an unknown (empty) date sorts before every known one."""
    if not str(text):
        return "0000-00-00"
    parts = (str(text).split("-") + ["00", "00"])[:3]
    return "-".join(parts)


def date_column(df: pd.DataFrame) -> pd.Series:
    """The document date of each row: `published` (the split of issue 10), else the older `as_of`
    (tables not yet split, e.g. prices and measurements)."""
    col = "published" if "published" in df.columns else "as_of"
    return df[col].fillna("").astype(str)


#: characters of a cell quoted in a problem
MAX_QUOTED = 80


@dataclass(frozen=True)
class Problem:
    file: str
    line: int
    field: str
    value: str
    expected: str

    def __str__(self) -> str:
        # a folder's name may hold a line break: the problem stays one line (escapes, as `inputs.printable`)
        file = inputs.printable(str(self.file))
        where = f"{file}, line {self.line}" if self.line > 0 else file   # 0: the file itself; < 0: no lines
        if self.field:
            where += f", field '{inputs.printable(str(self.field))}'"
        got = repr(self.value)
        if len(got) > MAX_QUOTED:             # a cell is quoted, never echoed whole
            got = f"{got[:MAX_QUOTED]}... ({len(str(self.value)):,} characters)"
        return f"{where}: got {got}, expected {inputs.printable(str(self.expected))}"


class DataError(ValueError):
    """The dataset breaks its schema. `problems` lists every violation."""

    def __init__(self, problems: list[Problem], what: str = "the dataset"):
        self.problems, self.what = list(problems), what
        head = f"{len(self.problems)} problem(s) in {what}:\n"
        super().__init__(head + "\n".join(f"  - {p}" for p in self.problems))


# --------------------------------------------------------------------------
# reading and checking

MAX_FILE_BYTES = 50_000_000    # one CSV or datapackage.json
#: a data resource's standard keys (Frictionless) that say how to read its file: the reader does not honour them
UNREAD_RESOURCE_KEYS = ("dialect", "encoding", "compression")
#: rows of one table read at most: 47 MB of legal price rows (228,000) took validate two minutes
MAX_TABLE_ROWS = 20_000
MAX_TABLE_LINES = 4 * MAX_TABLE_ROWS     # lines of a table's file read at most, blank ones counted
MAX_CELL = 20_000              # characters in one cell
MAX_MAGNITUDE = 1e15           # any number in a table
MIN_MAGNITUDE = 1e-12          # any number in a table other than 0 (a smaller one overflows the arithmetic)
MAX_SPEC_VALUE = 1e12          # a spec value (the largest today is 1e6)
CONTROL_RE = inputs.CONTROL_RE
NUMBER_RE = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$", re.ASCII)   # no '_', 'inf', 'nan', hex


def _unreadable(path: Path, why: str) -> Problem:
    """A data file the reader refuses (`inputs.kind_problem`): what it is, and a link's name said after
    the quote, never cut in it."""
    what, followed, link = why.partition(" (not followed)")
    link = link.lstrip(": ")
    return Problem(str(path), 0, "", what, f"a regular file of at most {MAX_FILE_BYTES:,} bytes"
                   + (f" (the link{' ' + link if link else ''} is not followed)" if followed else ""))


def _read_text(path: Path) -> str:
    """A file's text as UTF-8 (a BOM is dropped); DataError naming the line of a bad byte."""
    try:
        data = inputs.read_bytes(path, MAX_FILE_BYTES)
    except inputs.Changed:
        raise
    except inputs.InputError as exc:
        raise DataError([_unreadable(path, str(exc).split(": ", 1)[-1])]) from None
    if data[:4] in inputs.UTF32_BOMS:
        raise DataError([Problem(str(path), 1, "", "UTF-32 text (the file starts with UTF-32's byte order mark)",
                                 "UTF-8 text (save the file as UTF-8)")])
    if data[:2] in inputs.UTF16_BOMS:
        raise DataError([Problem(str(path), 1, "", "UTF-16 text (the file starts with UTF-16's byte order mark)",
                                 "UTF-8 text (save the file as UTF-8)")])
    if inputs.utf16_without_bom(data[:200]):
        raise DataError([Problem(str(path), 1, "", "UTF-16 text with no byte order mark (every other byte is NUL)",
                                 "UTF-8 text (save the file as UTF-8)")])
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        at = exc.start + (3 if data.startswith(b"\xef\xbb\xbf") else 0)   # utf-8-sig counts after its BOM
        line = data[:at].count(b"\n") + 1
        raise DataError([Problem(str(path), line, "", f"byte 0x{data[at]:02X}",
                                 "UTF-8 text (save the file as UTF-8)")]) from None


def read_package(data_dir: Path) -> dict:
    path = Path(data_dir) / "datapackage.json"
    try:
        package = inputs.json_loads(_read_text(path), finite=True)
    except inputs.DuplicateKey as exc:
        raise DataError([Problem(str(path), 0, "", str(exc), "valid JSON, each key once per object")])
    except inputs.NotFinite as exc:
        raise DataError([Problem(str(path), exc.line, "", exc.name, f"a number ({exc.why})")])
    except FileNotFoundError:
        raise DataError([Problem(str(path), 0, "", "", "a datapackage.json describing the tables")])
    except OSError as exc:
        raise DataError([Problem(str(path), 0, "", exc.strerror or str(exc), "a readable file")])
    except json.JSONDecodeError as exc:
        raise DataError([Problem(str(path), exc.lineno, "", exc.msg, "valid JSON")])
    except RecursionError:
        raise DataError([Problem(str(path), 0, "", "nested too deeply", "valid JSON")])
    problems = _package_problems(package, str(path))
    if problems:
        raise DataError(problems)
    rules = _project_text_rules()
    for res in package["resources"]:        # a folder's own pattern holds beside the project's, never for it
        for f in res["schema"]["fields"]:
            ours = rules.get(res["name"], {}).get(f["name"], {}).get("pattern")
            cons = f.get("constraints") if isinstance(f.get("constraints"), dict) else None
            if ours and cons is not None and cons.get("pattern") not in (None, ours):
                cons["x-project-pattern"] = ours
    return package


#: the unit each efficiency parameter is read in
EFFICIENCY_UNITS = {"mfu": "fraction", "bandwidth_efficiency": "fraction", "step_overhead_ms": "ms"}
#: the providers that are hyperscalers, the offer kinds only they sell and those only GPU clouds do
HYPERSCALERS = frozenset({"aws", "gcp", "azure"})
HYPERSCALER_KINDS = frozenset({"hyperscaler_list", "hyperscaler_commitment", "capacity_block"})
GPU_CLOUD_KINDS = frozenset({"neocloud_list", "marketplace"})


#: how a metric's value on a system follows from its chips' (datapackage.json's x-metrics on_system): the
#: chips' sum, each chip's own, the system's alone, or not at all
ON_SYSTEM = ("total", "per_chip", "system", "none")


#: a unit's factor to its dimension's canonical unit (TB/s, GB, TFLOPS, ...), at least and at most: a byte
#: a second to a petabyte a second and beyond with room; past it, numbers overflow (1e300 x 1e12)
UNIT_FACTOR = (1e-18, 1e18)


def _package_problems(package, where: str) -> list[Problem]:
    """The parts of datapackage.json the checks rely on, present and of the right shape."""
    if not isinstance(package, dict):
        return [Problem(where, 1, "", type(package).__name__, "a JSON object")]
    problems = []
    for key in ("x-units", "x-metrics", "x-canonical-units"):
        if not isinstance(package.get(key), dict):
            problems.append(Problem(where, 0, key, str(package.get(key))[:80], "an object"))
        elif key != "x-metrics":        # a unit's factor, or a metric's canonical unit, is the project's
            ours = _project_units().get(key, {})
            for name, v in ours.items():
                if name in package[key] and package[key][name] != v:
                    problems.append(Problem(where, 0, f"{key}.{name}", json.dumps(package[key][name])[:80],
                                            f"{json.dumps(v)[:80]}, as the project's data/datapackage.json gives it "
                                            "(a data folder may add units, not redefine them)"))
    units = package.get("x-units") if isinstance(package.get("x-units"), dict) else {}
    dims = package.get("x-canonical-units") if isinstance(package.get("x-canonical-units"), dict) else {}
    for name, u in units.items():             # a unit the checks convert with: its dimension and a factor
        if not isinstance(u, dict):
            problems.append(Problem(where, 0, f"x-units.{name}", json.dumps(u)[:80], "an object with a dimension and "
                                    "a factor"))
        elif u.get("dimension") not in dims:
            problems.append(Problem(where, 0, f"x-units.{name}.dimension", json.dumps(u.get("dimension"))[:80],
                                    f"one of the dimensions of x-canonical-units ({', '.join(map(str, dims))[:200]})"))
        elif u["dimension"] == "text":        # a label (a memory type) converts to nothing
            if u.get("factor") is not None:
                problems.append(Problem(where, 0, f"x-units.{name}.factor", json.dumps(u.get("factor"))[:80],
                                        "null (a unit of text converts to nothing)"))
        elif isinstance(u.get("factor"), bool) or not isinstance(u.get("factor"), (int, float)) or \
                not UNIT_FACTOR[0] <= u["factor"] <= UNIT_FACTOR[1]:
            problems.append(Problem(where, 0, f"x-units.{name}.factor", json.dumps(u.get("factor"))[:80],
                                    f"a number from {UNIT_FACTOR[0]:g} to {UNIT_FACTOR[1]:g} (what one of the unit is "
                                    "in its dimension's canonical unit: bytes/s in TB/s is 1e-12)"))
    for name, m in (package["x-metrics"] if isinstance(package.get("x-metrics"), dict) else {}).items():
        listed = m.get("units") if isinstance(m, dict) else None
        if isinstance(m, dict) and "units" in m and not (isinstance(listed, list) and all(u in units for u in listed)):
            problems.append(Problem(where, 0, f"x-metrics.{name}.units", json.dumps(listed)[:80],
                                    "a list of units named in x-units (e.g. [\"GB/s\", \"TB/s\"])"))
        elif isinstance(listed, list) and len(kinds := {units[u].get("dimension") for u in listed
                                                       if isinstance(units.get(u), dict)}) > 1:
            problems.append(Problem(where, 0, f"x-metrics.{name}.units", json.dumps(listed)[:80],
                                    "units of one dimension (here " + ", ".join(
                                        f"{u} is {units[u].get('dimension')}" for u in listed
                                        if isinstance(units.get(u), dict)) + "): a value in another dimension's unit "
                                    "would be converted as if it were this metric's"))
    ours = _project_package().get("x-metrics", {})
    for name, m in (package["x-metrics"] if isinstance(package.get("x-metrics"), dict) else {}).items():
        # how a system's value follows from its chips': the project's for its metrics, one of the known ways
        want = ours.get(name, {}).get("on_system") if isinstance(ours.get(name), dict) else None
        got = m.get("on_system") if isinstance(m, dict) else None
        if got not in ON_SYSTEM or want is not None and got != want:
            problems.append(Problem(where, 0, f"x-metrics.{name}.on_system", json.dumps(got)[:80],
                                    json.dumps(want) + ", as the project's data/datapackage.json gives it" if want
                                    else "one of " + ", ".join(ON_SYSTEM)))
    resources = package.get("resources")
    if not isinstance(resources, list) or not resources:
        return problems + [Problem(where, 0, "resources", str(resources)[:80], "a list of tables")]
    for i, res in enumerate(resources):
        at = f"resources[{i}]"
        fields_ = res.get("schema", {}).get("fields") if isinstance(res, dict) and isinstance(res.get("schema"), dict) \
            else None
        if not isinstance(res, dict) or not isinstance(res.get("name"), str) or not isinstance(res.get("path"), str):
            problems.append(Problem(where, 0, at, str(res)[:80], "an object with a name and a path"))
        elif "/" in res["path"] or "\\" in res["path"] or res["path"].startswith("."):
            problems.append(Problem(where, 0, f"{at}.path", res["path"][:80], "a file name inside the data folder"))
        elif not isinstance(fields_, list) or not all(isinstance(f, dict) and isinstance(f.get("name"), str)
                                                       for f in fields_):
            problems.append(Problem(where, 0, f"{at}.schema.fields", str(fields_)[:80], "a list of {name, type}"))
        else:
            typed = _project_types().get(res["name"], {})
            enums = _project_enums().get(res["name"], {})
            texts = _project_text_rules().get(res["name"], {})
            names_ = [f["name"] for f in fields_]
            key = res["schema"].get("primaryKey", [])
            unnamed = [k for k in (key if isinstance(key, list) else [key]) if k not in names_]
            for k in unnamed:
                problems.append(Problem(where, 0, f"{at}.schema.primaryKey", str(k)[:80],
                                        f"a field of the table ({', '.join(names_)[:200]})"))
            own = _project_keys().get(res["name"])
            if own and not unnamed and (key if isinstance(key, list) else [key]) != own:
                # the code reads a table's rows by its key (a duplicate of it is refused): a folder may
                # not drop or change it; Table Schema's one-field string form is the same key
                problems.append(Problem(where, 0, f"{at}.schema.primaryKey", str(key)[:80] or "missing",
                                        f"the project's key of {res['name']}: {own}"))
            for k in UNREAD_RESOURCE_KEYS:     # standard keys the reader does not honour: refused, not ignored
                if k in res:
                    problems.append(Problem(where, 0, f"{at}.{k}", json.dumps(res[k])[:80],
                                            "not given: every table is read as UTF-8 CSV (a comma, double quotes, a "
                                            "header line), and this key would not be honoured"))
            if res["schema"].get("missingValues", [""]) != [""]:
                problems.append(Problem(where, 0, f"{at}.schema.missingValues",
                                        json.dumps(res["schema"]["missingValues"])[:80],
                                        '[""] or not given: an empty cell is the one missing value the checks read, '
                                        "and other values would not be honoured"))
            fks = res["schema"].get("foreignKeys", []) if isinstance(res["schema"].get("foreignKeys"), list) else []
            for fk in fks:                 # Table Schema's one-field string form: the same key as a list of one
                for holder in (fk, fk.get("reference")) if isinstance(fk, dict) else ():
                    if isinstance(holder, dict) and isinstance(holder.get("fields"), str):
                        holder["fields"] = [holder["fields"]]
            for fk in fks:
                for k in (fk.get("fields") or []) if isinstance(fk, dict) else []:
                    if k not in names_:
                        problems.append(Problem(where, 0, f"{at}.schema.foreignKeys", str(k)[:80],
                                                f"a field of the table ({', '.join(names_)[:200]})"))
                ref = fk.get("reference", {}).get("resource") if isinstance(fk, dict) and \
                    isinstance(fk.get("reference"), dict) else None
                if ref not in {r.get("name") for r in resources if isinstance(r, dict)}:
                    problems.append(Problem(where, 0, f"{at}.schema.foreignKeys.reference.resource", str(ref)[:80],
                                            "a table of this datapackage.json (a key to no table checks nothing)"))
            ours_tiers = _project_tiers() if res["name"] == "sources" else {}
            theirs_tiers = res["schema"].get("x-tier-by-kind")
            for kind, allowed in ours_tiers.items():    # a folder may narrow a kind's tiers, never widen them
                got = theirs_tiers.get(kind) if isinstance(theirs_tiers, dict) else None
                if not isinstance(got, list) or not set(map(str, got)) <= set(map(str, allowed)):
                    problems.append(Problem(where, 0, f"{at}.schema.x-tier-by-kind.{kind}", json.dumps(got)[:80],
                                            f"the project's tiers for a {kind} source or fewer ({json.dumps(allowed)}): "
                                            "the tier picks the value a conflict keeps"))
            for fk in _project_fks().get(res["name"], []):   # a folder may add keys, never drop or re-point one
                if fk not in fks:
                    problems.append(Problem(where, 0, f"{at}.schema.foreignKeys", json.dumps(fk)[:120],
                                            "kept, as the project's data/datapackage.json declares it (the checks "
                                            f"read {res['name']}' ids by it)"))
            for f in fields_:
                ours = enums.get(f["name"])
                theirs = (f.get("constraints") or {}).get("enum") if isinstance(f.get("constraints"), dict) else None
                if ours is not None and isinstance(theirs, list) and (extra := [v for v in theirs if v not in ours]):
                    problems.append(Problem(where, 0, f"{at}.schema.fields[{f['name']}].constraints.enum",
                                            ", ".join(map(str, extra))[:80],
                                            f"values of the project's list ({', '.join(ours)[:200]}): the report "
                                            f"reads {res['name']}.{f['name']} by them, and a value it does not know "
                                            "would be ignored without a word"))
                elif ours is not None and not isinstance(theirs, list):
                    problems.append(Problem(where, 0, f"{at}.schema.fields[{f['name']}].constraints.enum",
                                            str(theirs)[:80], f"the project's list or part of it ({', '.join(ours)[:200]})"))
                problems += _constraint_problems(f.get("constraints"), where,
                                                 f"{at}.schema.fields[{f['name']}].constraints")
                want, got = typed.get(f["name"]), f.get("type", "string")
                if want and got != want[0]:
                    problems.append(Problem(where, 0, f"{at}.schema.fields[{f['name']}].type", str(got)[:80],
                                            f"'{want[0]}', as the project's data/datapackage.json declares it (the "
                                            f"report computes with {res['name']}.{f['name']})"))
                elif want and (loose := _looser(f.get("constraints"), want[1])):
                    problems.append(Problem(where, 0, f"{at}.schema.fields[{f['name']}].constraints", loose[:80],
                                            f"the project's bounds or stricter ({json.dumps(want[1])}: the report "
                                            f"relies on them for {res['name']}.{f['name']})"))
                elif (text := texts.get(f["name"])) and (loose := _text_looser(f.get("constraints"), text)):
                    problems.append(Problem(where, 0, f"{at}.schema.fields[{f['name']}].constraints", loose[:80],
                                            f"the project's rules or stricter ({json.dumps(text)[:200]}: the report "
                                            f"relies on them for {res['name']}.{f['name']})"))
    paths = [res.get("path") for res in resources if isinstance(res, dict)]
    for i, path in enumerate(paths):
        if isinstance(path, str) and path in paths[:i]:
            problems.append(Problem(where, 0, f"resources[{i}].path", path[:80],
                                    f"a file of its own (resources[{paths.index(path)}] reads {path} too)"))
    names = {res.get("name") for res in resources if isinstance(res, dict)}
    for name in REQUIRED_TABLES:
        if name not in names:
            problems.append(Problem(where, 0, "resources", f"no table named '{name}'",
                                    f"a resource for each of: {', '.join(REQUIRED_TABLES)}"))
    return problems


@functools.lru_cache(maxsize=1)
def _project_package() -> dict:
    """The project's own data/datapackage.json ({} when it cannot be read: it is checked when it is)."""
    try:
        package = inputs.json_loads(_read_text(DATA_DIR / "datapackage.json"))
    except (OSError, ValueError):
        return {}
    return package if isinstance(package, dict) else {}


def _project_units() -> dict:
    """The project's own x-units and x-canonical-units."""
    package = _project_package()
    return {k: dict(package[k]) for k in ("x-units", "x-canonical-units") if isinstance(package.get(k), dict)}


def _project_types() -> dict:
    """table -> field -> (type, bounds), for the fields the project's own datapackage.json declares a
    number, an integer or a date: a data folder may add tables and fields, not read these as text."""
    try:
        return {r["name"]: {f["name"]: (f["type"], {k: v for k, v in (f.get("constraints") or {}).items()
                                                    if k in BOUNDS or (k == "required" and v is True)})
                            for f in r["schema"]["fields"] if f.get("type") in ("number", "integer", "date")}
                for r in _project_package().get("resources", [])}
    except (KeyError, TypeError, AttributeError):
        return {}


def _project_text_rules() -> dict:
    """table -> field -> the constraints the project's own datapackage.json puts on a text field that a data
    folder must keep: `required` true, `pattern` (the same expression: an id's grammar, an http(s) URL),
    `maxLength` (the same or shorter)."""
    try:
        return {r["name"]: {f["name"]: {k: v for k, v in (f.get("constraints") or {}).items()
                                        if k in ("pattern", "maxLength") or (k == "required" and v is True)}
                            for f in r["schema"]["fields"] if f.get("type", "string") not in ("number", "integer", "date")}
                for r in _project_package().get("resources", [])}
    except (KeyError, TypeError, AttributeError):
        return {}


def _text_looser(cons, ours: dict) -> str:
    """'' when a folder's constraints on a text field keep the project's `ours`; else the one it drops or loosens
    (a pattern of its own is kept: `read_package` holds the field to the project's as well)."""
    cons = cons if isinstance(cons, dict) else {}
    for k, v in ours.items():
        got = cons.get(k)
        if (k == "required" and got is not True) or (k == "pattern" and not (isinstance(got, str) and got)) or \
                (k == "maxLength" and (isinstance(got, bool) or not isinstance(got, int) or got > v)):
            return f"no {k} ({json.dumps(cons)})" if k not in cons else f"{k}: {json.dumps(got)}"
    return ""


def _project_fks() -> dict:
    """table -> the foreign keys the project's own datapackage.json gives it."""
    try:
        return {r["name"]: list(r["schema"].get("foreignKeys", [])) for r in _project_package().get("resources", [])}
    except (KeyError, TypeError, AttributeError):
        return {}


def _project_tiers() -> dict:
    """source kind -> the tiers the project's own datapackage.json allows it (x-tier-by-kind)."""
    tiers = next((r.get("schema", {}).get("x-tier-by-kind") for r in _project_package().get("resources", [])
                  if isinstance(r, dict) and r.get("name") == "sources"), None)
    return tiers if isinstance(tiers, dict) else {}


def _project_keys() -> dict:
    """table -> the primary key (a list of fields) the project's own datapackage.json gives it."""
    try:
        return {r["name"]: (k if isinstance(k := r["schema"].get("primaryKey", []), list) else [k])
                for r in _project_package().get("resources", [])}
    except (KeyError, TypeError, AttributeError):
        return {}


def _project_enums() -> dict:
    """table -> field -> the values the project's own datapackage.json allows, for its fields with a list
    of values (a data folder may drop some, not add: the code reads the field by these values)."""
    try:
        return {r["name"]: {f["name"]: list(f["constraints"]["enum"]) for f in r["schema"]["fields"]
                            if isinstance(f.get("constraints"), dict) and isinstance(f["constraints"].get("enum"), list)}
                for r in _project_package().get("resources", [])}
    except (KeyError, TypeError, AttributeError):
        return {}


#: the numeric bounds a data folder's package may tighten but not loosen (and the direction of tighter)
BOUNDS = {"minimum": 1, "exclusiveMinimum": 1, "maximum": -1}


def _looser(cons, ours: dict) -> str:
    """'' when a folder's constraints hold at least the project's `ours`; else the bound it drops or loosens."""
    cons = cons if isinstance(cons, dict) else {}
    for k, v in ours.items():
        got = cons.get(k)
        if k == "required":
            if got is not True:
                return f"required: {json.dumps(got)}"
        elif k not in cons:                    # dropped: what the folder wrote instead, as written
            return f"no {k} ({json.dumps(cons)})"
        elif isinstance(got, bool) or not isinstance(got, (int, float)) or (got - v) * BOUNDS[k] < 0:
            return f"{k}: {json.dumps(got)}"
    return ""


def _constraint_problems(cons, where: str, at: str) -> list[Problem]:
    """A field's constraints as the checks apply them: an object; `required` true or false; `minimum`
    and `maximum` (and their exclusive forms) numbers; `enum` a list; `pattern` a regular expression that
    compiles, of at most 200 characters, with no repeated group that holds a repetition or an alternative
    and at most one open-ended repetition (such a pattern can take hours to match one cell)."""
    if cons is None:
        return []
    if not isinstance(cons, dict):
        return [Problem(where, 0, at, str(cons)[:80], "an object of constraints")]
    out = []
    if "required" in cons and not isinstance(cons["required"], bool):
        out.append(Problem(where, 0, f"{at}.required", str(cons["required"])[:80], "true or false"))
    for k in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
        if k in cons and (isinstance(cons[k], bool) or not isinstance(cons[k], (int, float))):
            out.append(Problem(where, 0, f"{at}.{k}", str(cons[k])[:80], "a number"))
    if "maxLength" in cons and (isinstance(cons["maxLength"], bool) or not isinstance(cons["maxLength"], int)
                                or cons["maxLength"] < 1):
        out.append(Problem(where, 0, f"{at}.maxLength", str(cons["maxLength"])[:80], "a whole number >= 1"))
    if "enum" in cons and not isinstance(cons["enum"], list):
        out.append(Problem(where, 0, f"{at}.enum", str(cons["enum"])[:80], "a list of allowed values"))
    pat = cons.get("pattern")
    if pat is not None:
        try:
            ok = isinstance(pat, str) and len(pat) <= 200 and not _NESTED_REPEAT.search(pat) \
                and _long_repeats(pat) <= 1
            if ok:
                re.compile(pat)
        except re.error as exc:
            out.append(Problem(where, 0, f"{at}.pattern", pat[:80], f"a regular expression that compiles ({exc})"))
        else:
            if not ok:
                out.append(Problem(where, 0, f"{at}.pattern", str(pat)[:80], "a plain pattern of at most 200 "
                                   "characters with no repeated group holding a repetition or an alternative, and "
                                   "at most one open-ended repetition (*, +, {n,}: '.*.*x' tries every split of a "
                                   "cell; such a pattern can take hours to match)"))
    return out


#: the tables every notebook needs (datapackage.json must describe each)
REQUIRED_TABLES = ("sources", "entities", "specs", "prices", "availability", "claims", "models", "measurements",
                   "efficiency", "subjects", "scorecard")

def _long_repeats(pattern: str) -> int:
    """How many repetitions of a pattern are open-ended or long (*, +, {n,}, {n,m} with m over 100),
    escapes and character classes aside: two of them in a row take time in a cell's length squared to
    fail, twelve for ever (`.*.*.*...!`)."""
    bare = re.sub(r"\[(?:\\.|[^\]\\])*\]", "", re.sub(r"\\.", "", pattern))
    long_braces = [m for m in re.findall(r"\{\d*,(\d*)\}", bare) if m == "" or int(m) > 100]
    return len(re.findall(r"[*+]", re.sub(r"\{[^}]*\}", "", bare))) + len(long_braces)


#: a group that repeats and holds a repetition: '(a+)+', '(x*)*', '(ab|a+){2,}' (catastrophic backtracking)
_NESTED_REPEAT = re.compile(r"\([^()]*[+*}|][^()]*\)\s*[+*{]")


def _lines(text: str):
    """A CSV's lines as an editor, `grep -n` and `sed` count them: ended by LF (or CRLF), so a CR
    inside a row is not a line of its own (the csv module's own splitting would make it one, and
    number every later line one too far); a file with no LF at all is split at its CRs (old Mac)."""
    if "\n" not in text:
        yield from io.StringIO(text, newline="")
        return
    start = 0
    while (end := text.find("\n", start)) != -1:
        yield text[start:end + 1]
        start = end + 1
    if start < len(text):
        yield text[start:]


def _read_rows(path: Path) -> tuple[list[str], list[tuple[int, dict]]]:
    """Header and (line number, row dict) pairs, every cell a stripped string; the one CSV
    reader of both `validate()` and `load()`. Rows it cannot read come back as
    {"__problem__": (value, expected)} with their line (and, when the cells could be told apart, the
    row as "__cells__")."""
    text = _read_text(path)
    if csv.field_size_limit() < MAX_FILE_BYTES:     # our own, per-cell limit applies (with the field's name)
        csv.field_size_limit(MAX_FILE_BYTES)
    reader = csv.reader(_lines(text), strict=True)    # a quote left open is an error, not a row lost
    rows = []
    header: list[str] = []
    start = 1
    while True:
        try:
            cells = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:    # a NUL byte, a cell beyond the csv module's limit, a quote never closed
            if "new-line character" in str(exc) and reader.line_num >= start:   # a CR inside an unquoted cell
                rows.append((start, {"__problem__": ("a carriage return (CR) inside the row, outside quotes",
                                                     "a row on one line: remove the CR, or quote the cell")}))
                start = reader.line_num + 1
                continue
            rows.append((start, {"__problem__": (str(exc)[:80], "a well-formed CSV row (every quote closed)")}))
            break
        line, start = start, reader.line_num + 1
        if not header:
            header = [h.strip() for h in cells]
            continue
        if reader.line_num > MAX_TABLE_LINES:       # blank lines too: 45 million of them took minutes to skip
            rows.append((line, {"__problem__": (f"more than {MAX_TABLE_LINES:,} lines",
                                                f"at most {MAX_TABLE_LINES:,} lines in a table, blank ones counted "
                                                "(the lines after this one are not read)")}))
            break
        if not any(c.strip() for c in cells):
            continue
        if len(rows) == MAX_TABLE_ROWS:          # the checks compare rows with rows: minutes past this
            rows.append((line, {"__problem__": (f"more than {MAX_TABLE_ROWS:,} rows", f"at most {MAX_TABLE_ROWS:,} "
                                                "rows in a table (this dataset's largest holds under 1,000; the rows "
                                                "after this line are not read)")}))
            break
        cells = [c.strip() for c in cells]
        if len(cells) != len(header):
            rows.append((line, {"__problem__": (f"{len(cells)} cells", f"{len(header)} cells (one per column)")}))
            continue
        big = [(h, c) for h, c in zip(header, cells) if len(c) > MAX_CELL]
        if big:
            rows.append((line, {"__problem__": (f"{len(big[0][1]):,} characters", f"at most {MAX_CELL:,} "
                                                f"characters in a cell"), "__field__": big[0][0], "__cells__": dict(zip(header, cells))}))
            continue
        multi = [(h, c) for h, c in zip(header, cells) if "\n" in c or "\r" in c]
        if multi:                  # the rows after a quote left open, read into one cell
            rows.append((line, {"__problem__": (multi[0][1][:80], "a cell on one line (a quote left open swallows "
                                                "the lines after it)"), "__field__": multi[0][0], "__cells__": dict(zip(header, cells))}))
            continue
        tabs = [(h, c) for h, c in zip(header, cells) if "\t" in c]
        if tabs:                   # a chart draws a tab as a box; the scenario's texts refuse it too
            rows.append((line, {"__problem__": (tabs[0][1].replace("\t", "\\t"), "a cell without a tab "
                                                "(a chart draws one as a box; a space, if one was meant)"),
                                "__field__": tabs[0][0], "__cells__": dict(zip(header, cells))}))
            continue
        ctrl = [(h, c, m[0]) for h, c in zip(header, cells) if (m := CONTROL_RE.search(c))]
        stack = [(h, c, why) for h, c in zip(header, cells) if (why := inputs.mark_stack(c))]
        if stack and not ctrl:             # a letter under 30 accents paints over the table's other rows
            rows.append((line, {"__problem__": (stack[0][1][:80], f"text without stacked marks; it holds "
                                                f"{stack[0][2]}"),
                                "__field__": stack[0][0], "__cells__": dict(zip(header, cells))}))
            continue
        if ctrl:
            rows.append((line, {"__problem__": (ctrl[0][1][:80], f"{inputs.NO_CONTROL}; it holds "
                                                f"{inputs.what_char(ctrl[0][2])}"),
                                "__field__": ctrl[0][0], "__cells__": dict(zip(header, cells))}))
            continue
        rows.append((line, dict(zip(header, cells))))
    return header, rows


def _is_number(text: str) -> bool:
    """A plain decimal number, finite and of a sane size ('2_900', 'inf', 'nan', '1e999' are not)."""
    if not NUMBER_RE.match(text):
        return False
    value = float(text)
    return np.isfinite(value) and abs(value) <= MAX_MAGNITUDE and (value == 0 or abs(value) >= MIN_MAGNITUDE)


def _is_date(text: str) -> bool:
    try:
        dt.date.fromisoformat(text)
        return True
    except ValueError:
        return False


#: the earliest date a document, a price or a run in the dataset may carry (a year typed as 1025 or
#: 0001 is a slip, not a source)
EARLIEST_DATE = dt.date(2000, 1, 1)


def _today():
    return dt.date.today()


def _first_day(value: str):
    """The first day a date of year, month or day precision can mean."""

    parts = [int(p) for p in value.split("-")] + [1, 1]
    try:
        return dt.date(parts[0], parts[1], parts[2])
    except ValueError:
        return dt.date.min


def _check_cell(fdef: dict, value: str, package: dict) -> str | None:
    """None if the cell is valid, else what was expected."""
    cons = fdef.get("constraints", {})
    if value == "":
        return "a value (the field is required)" if cons.get("required") else None
    ftype = fdef.get("type", "string")
    if ftype == "number" and not _is_number(value):
        return (f"a number (plain decimal, finite, at most {MAX_MAGNITUDE:g} in size, 0 or at least "
                f"{MIN_MAGNITUDE:g})")
    if ftype == "integer" and not ((whole := re.fullmatch(r"-?\d+", value)) and _is_number(value)):
        return "a whole number" + (f", at most {MAX_MAGNITUDE:g} in size" if whole else "")
    if ftype == "date":
        pattern = DATE_RE if fdef.get("x-partial") else DATE_FULL_RE
        if not pattern.match(value):
            return "a date YYYY-MM-DD (or YYYY-MM / YYYY)"
        if len(value) == 10 and not _is_date(value):
            return "a date that exists (YYYY-MM-DD)"
        if _first_day(value) > _today():
            return f"a date not after today ({_today().isoformat()}): a document cannot be dated in the future"
        if _first_day(value) < EARLIEST_DATE:
            return (f"a date in or after {EARLIEST_DATE.year}: an earlier year is a slip (no source on the "
                    "accelerators or models of this dataset is that old)")
    if ftype in ("number", "integer"):
        num = float(value)
        if "minimum" in cons and num < cons["minimum"]:
            return f"a value >= {cons['minimum']}"
        if "maximum" in cons and num > cons["maximum"]:
            return f"a value <= {cons['maximum']}"
        if "exclusiveMinimum" in cons and num <= cons["exclusiveMinimum"]:
            return f"a value > {cons['exclusiveMinimum']}"
        if "exclusiveMaximum" in cons and num >= cons["exclusiveMaximum"]:
            return f"a value < {cons['exclusiveMaximum']}"
    if "enum" in cons and value not in cons["enum"]:
        return "one of " + ", ".join(repr(v) for v in cons["enum"] if v)
    if "maxLength" in cons and len(value) > cons["maxLength"]:
        return (f"text of at most {cons['maxLength']} characters (it has {len(value):,}): a name labels "
                "the charts' axes and the tables' rows")
    if "x-enum-from" in cons and value not in package[cons["x-enum-from"]]:
        return "one of " + ", ".join(package[cons["x-enum-from"]])
    if "x-project-pattern" in cons and not re.fullmatch(cons["x-project-pattern"], value):
        return f"text matching {cons['x-project-pattern']} (the project's rule)"
    if "pattern" in cons and not re.fullmatch(cons["pattern"], value):
        return f"text matching {cons['pattern']}"
    return None


def _check_spec_row(row: dict, package: dict) -> list[tuple[str, str, str]]:
    """Project rules for specs.csv: unit fits metric, numeric value, precision."""
    out = []
    metric, unit, value = row.get("metric", ""), row.get("unit", ""), row.get("value", "")
    mdef = package["x-metrics"].get(metric)
    if mdef is None or unit not in package["x-units"]:
        return out  # already reported by the enum checks
    if unit not in mdef["units"]:
        out.append(("unit", unit, f"a unit for {metric}: " + ", ".join(mdef["units"])))
    if unit != "label" and value and not NUMBER_RE.match(value):
        out.append(("value", value, "a number (plain decimal, e.g. 2900 or 1.5e3)"))
    elif unit != "label" and value and not (_is_number(value) and 0 < float(value) <= MAX_SPEC_VALUE):
        out.append(("value", value, f"a value > 0 and <= {MAX_SPEC_VALUE:g} (and at least {MIN_MAGNITUDE:g})"))
    is_compute = metric in ("compute", "compute_per_core")
    for name in ("precision", "sparsity"):
        if is_compute and not row.get(name):
            out.append((name, "", f"a {name} for a compute value"))
        if not is_compute and row.get(name):
            out.append((name, row[name], f"empty ({name} only applies to compute)"))
    return out


def validate(data_dir: Path | str | None = None) -> list[Problem]:
    """Every schema problem in the dataset (empty list when it is clean)."""
    data_dir = Path(data_dir or DATA_DIR)
    try:
        package = read_package(data_dir)
    except DataError as exc:
        return exc.problems
    problems: list[Problem] = []
    tables: dict[str, list[tuple[int, dict]]] = {}
    listed: dict[str, list[tuple[int, dict]]] = {}     # every row read, the refused ones too
    unreadable: set[str] = set()
    fname: dict[str, str] = {}
    for res in package["resources"]:
        path = data_dir / res["path"]
        fname[res["name"]] = str(path)
        if not path.exists() and not path.is_symlink():     # a dangling link or a loop: named by the reader
            problems.append(Problem(str(path), 0, "", "missing file", f"the table {res['path']}"))
            continue
        try:
            header, rows = _read_rows(path)
        except DataError as exc:
            problems += exc.problems
            continue
        except OSError as exc:
            problems.append(Problem(str(path), 0, "", exc.strerror or str(exc), "a readable file"))
            continue
        shape = _shape_problems(path, res, header, rows)
        problems += shape
        names = [f["name"] for f in res["schema"]["fields"]]
        if not header or not set(names) <= set(header) or len(set(header)) < len(header):
            continue                      # rows of a header this short or doubled cannot be read column by column
        try:
            good_rows = _check_rows(res, rows, header, path, package, problems)
        except Exception as exc:    # a schema the checks cannot apply: reported, never raised
            problems.append(Problem(str(path), 0, "", f"{type(exc).__name__}: {str(exc)[:80]}",
                                    "a table schema the checks can apply (see datapackage.json)"))
            continue
        tables[res["name"]] = good_rows
        listed[res["name"]] = [(line, row.get("__cells__", row)) for line, row in rows    # refused for one cell:
                               if "__problem__" not in row or "__cells__" in row]       # its ids are still read
        if any("__problem__" in row and "__cells__" not in row for _, row in rows):
            unreadable.add(res["name"])           # a row whose cells cannot be told apart: its ids are unknown
        problems += _duplicate_keys(path, res, good_rows)
        problems += _fraction_problems(path, good_rows) + _read_before_published(path, good_rows)
    try:
        _check_foreign_keys(package, tables, fname, problems, listed, unreadable)
    except Exception as exc:
        problems.append(Problem(str(data_dir / "datapackage.json"), 0, "foreignKeys",
                                f"{type(exc).__name__}: {str(exc)[:80]}", "foreign keys the checks can apply"))
    problems += _per_problems(tables, fname) + _available_problems(tables, fname) \
        + _source_problems(package, tables, fname, problems) \
        + _instance_family_problems(tables, fname) + _chip_family_problems(tables, fname) \
        + _generation_problems(tables, fname) + _name_problems(tables, fname) \
        + _offer_problems(tables, fname) + _region_problems(tables, fname)
    return _with_users(problems, tables, fname)


#: characters a URL carries percent-encoded (RFC 3986 allows none of them as they are), as encoded
URL_UNSAFE = {'"': "%22", "<": "%3C", ">": "%3E", "\\": "%5C", "^": "%5E", "`": "%60", "{": "%7B", "|": "%7C",
              "}": "%7D"}


#: a chip is run in preview months before it is sold, not years: a run dated more than this many days
#: before its chip was first available (entities.csv, available_from) has a slip in its date
PREVIEW_DAYS = 365


def _before_hardware(path, rows, entities: dict) -> list[Problem]:
    """Rows (runs, prices, a quote) dated (`as_of`) more than `PREVIEW_DAYS` before their system or chip
    was first available (the later of the two dates given); `entities`: entity_id -> its entities.csv row."""
    out = []
    for line, row in rows:
        got, e = row.get("as_of", ""), entities.get(row.get("entity_id"), {})
        # the later of the system's own date and its chip's (either may be missing)
        dated = [x for x in (e if e.get("kind") == "chip" else entities.get(e.get("chip_id"), {}), e)   # the chip on a tie
                 if DATE_RE.match(x.get("available_from", "") or "") and _first_day(x["available_from"]) != dt.date.min]
        chip = max(dated, key=lambda x: _first_day(x["available_from"])) if dated else {}
        first = chip.get("available_from", "")
        if got and first and DATE_RE.match(got) and DATE_RE.match(first) and \
                dt.date.min not in (_first_day(got), _first_day(first)) and \
                (_first_day(first) - _first_day(got)).days > PREVIEW_DAYS:     # a day that does not exist: said by its own rule
            out.append(Problem(str(path), line, "as_of", got,
                               f"a date at most {PREVIEW_DAYS} days before {chip['entity_id']} was first available "
                               f"({first}, entities.csv available_from): a run or a price cannot predate its hardware by years"))
    return out


def _run_size_problems(path, rows) -> list[Problem]:
    """A run's lengths and batches that cannot go together: a seq_len shorter than its input and output, a
    batch above its global batch."""
    out = []
    for line, row in rows:
        num = {k: float(row[k]) for k in ("seq_len", "input_len", "output_len", "batch", "global_batch")
               if _is_number(row.get(k, ""))}
        if "seq_len" in num and "input_len" in num and num["input_len"] + num.get("output_len", 0) > num["seq_len"]:
            out.append(Problem(str(path), line, "seq_len", row["seq_len"],
                               f"at least input_len + output_len ({num['input_len'] + num.get('output_len', 0):,.0f}): "
                               "a sequence holds its prompt and its output"))
        if "global_batch" in num and "batch" in num and num["batch"] > num["global_batch"]:
            out.append(Problem(str(path), line, "batch", row["batch"],
                               f"at most global_batch ({row['global_batch']}): a replica's batch is part of the global one"))
        elif "global_batch" in num and "batch" in num and _is_number(row.get("dp", "")) \
                and float(row["dp"]) * num["batch"] > num["global_batch"]:
            out.append(Problem(str(path), line, "global_batch", row["global_batch"],
                               f"at least dp x batch ({float(row['dp']) * num['batch']:,.0f}): each of the {row['dp']} "
                               "data-parallel replicas adds its batch to the global one each step"))
    return out


def _one_if_empty(key: str, value):
    """A run's count as compared for copies: an empty pp, dp or nodes is one (one stage, one replica, one
    node), and 1, 1.0 and '' are one value."""
    if key in ("pp", "dp", "nodes"):
        text = str(value).strip()
        if text == "" or (_is_number(text) and float(text) == 1):
            return "1"
    return value


def _unstated_lengths(path, rows) -> list[Problem]:
    """Your serving runs with no input length, or a TPOT with no output length (a column left out
    reads as blank cells): the model would read an empty length as none, a shorter context and a
    faster step (the dataset's own such runs are shown, not fitted; yours are predicted)."""
    out = []
    for line, row in rows:
        if row.get("phase") != "decode":
            continue
        if not str(row.get("input_len", "")).strip():
            out.append(Problem(str(path), line, "input_len", "", "the run's input tokens per request: an empty "
                               "input_len would be read as no context (data/README: a run whose input length "
                               "is not stated is not entered)"))
        if str(row.get("tpot_ms", "")).strip() and not str(row.get("output_len", "")).strip():
            out.append(Problem(str(path), line, "output_len", "", "the run's output tokens per request: a TPOT is "
                               "modelled over input_len + output_len / 2 tokens of context"))
    return out


def _copied_runs(path, rows) -> list[Problem]:
    """A run whose every value but its run_id and note is another run's: one measurement under two ids,
    which a fit would count twice (a repeat of a configuration measures other values)."""
    out, seen = [], {}
    for line, row in rows:
        sig = tuple(sorted((k, _one_if_empty(k, v)) for k, v in row.items()
                           if k not in ("run_id", "note") and not k.startswith("__")))
        if sig in seen and seen[sig][1] != row.get("run_id"):      # one id twice: the primary key says so
            out.append(Problem(str(path), line, "run_id", row.get("run_id", ""),
                               f"a run of its own: every other value equals line {seen[sig][0]}'s, so the fit would "
                               "count one measurement twice (remove the copy, or give the repeat's own values)"))
        seen.setdefault(sig, (line, row.get("run_id")))
    return out


def _before_model(path, rows, models: dict) -> list[Problem]:
    """Runs dated (`as_of`) more than `PREVIEW_DAYS` before their model was published (models.csv
    as_of); `models`: model_id -> its models.csv row."""
    out = []
    for line, row in rows:
        got, model = row.get("as_of", ""), models.get(row.get("model_id"), {})
        first = model.get("as_of", "")
        if got and first and DATE_RE.match(got) and DATE_RE.match(first) and \
                dt.date.min not in (_first_day(got), _first_day(first)) and \
                (_first_day(first) - _first_day(got)).days > PREVIEW_DAYS:
            out.append(Problem(str(path), line, "as_of", got,
                               f"a date at most {PREVIEW_DAYS} days before {row['model_id']} was published ({first}, "
                               "models.csv as_of): a run cannot predate its model by years"))
    return out


def url_problem(url: str) -> str:
    """What makes an http(s) URL one no browser can open (no host, a port out of range, a broken
    %-escape or IPv6 bracket), or ''."""
    try:
        parts = urllib.parse.urlsplit(url)
        parts.port                          # raises on a port out of range or not a number
    except ValueError as exc:
        return f"its address does not parse ({exc})"
    if not parts.hostname:
        return "it names no host"
    if re.search(r"%(?![0-9A-Fa-f]{2})", url):
        return "a '%' that starts no escape of two hex digits (a literal % is written %25)"
    return ""


def entity_cells(ds: "Dataset") -> dict:
    """entity_id -> its entities.csv row as text cells (a blank for a missing value), the form
    `_before_hardware` reads a data folder's rows in."""
    return {r["entity_id"]: {k: ("" if pd.isna(v) else str(v)) for k, v in r.items()}
            for r in ds.entities.to_dict("records")}


def _after_read(path, rows, accessed: dict) -> list[Problem]:
    """Rows dated (`as_of`) after the day their source was read (`accessed`, by source id)."""
    out = []
    for line, row in rows:
        got, read = row.get("as_of", ""), accessed.get(row.get("source_id"), "")
        if got and read and DATE_RE.match(got) and DATE_FULL_RE.match(read) and _is_date(read) and \
                _first_day(got) > dt.date.fromisoformat(read):
            out.append(Problem(str(path), line, "as_of", got,
                               f"a date on or before {read}, the day its source {row['source_id']} was read "
                               "(sources.csv, accessed): a value cannot be dated after it was read"))
    return out


#: sources.csv's date kinds of a document with no date of its own: their `published` is empty
UNDATED = ("unknown", "live")


def _source_problems(package: dict, tables: dict, fname: dict, found: list = ()) -> list[Problem]:
    """A source's tier one its kind allows (datapackage.json's x-tier-by-kind: the tier ranks sources
    and so picks the value a conflict keeps), and each row citing a source carrying that source's
    published and accessed dates (a row's own date would rank it against its source's)."""
    out: list[Problem] = []
    if "sources" not in tables:
        return out
    res = next((r for r in package["resources"] if r.get("name") == "sources"), {})
    by_kind = res.get("schema", {}).get("x-tier-by-kind")
    if isinstance(by_kind, dict):
        for line, row in tables["sources"]:
            allowed = by_kind.get(row.get("kind"))
            if isinstance(allowed, list) and _is_number(row.get("tier", "")) and float(row["tier"]) not in allowed:
                out.append(Problem(fname["sources"], line, "tier", row["tier"],
                                   f"a tier its kind '{row['kind']}' allows ({', '.join(map(str, allowed))}; "
                                   "datapackage.json's x-tier-by-kind)"))
    for line, row in tables["sources"]:      # a date_kind of no date (unknown, live) goes with no published date
        kind, published = row.get("date_kind", ""), row.get("published", "").strip()
        if kind in UNDATED and published:
            out.append(Problem(fname["sources"], line, "date_kind", kind,
                               f"a kind of a dated document (document, commit, snapshot, inferred, cited): "
                               f"published holds {published[:20]}, and '{kind}' means it is empty (the preference "
                               "rule sorts such a source as undated); empty published, or say how the date is known"))
        elif kind and kind not in UNDATED and not published:
            out.append(Problem(fname["sources"], line, "date_kind", kind,
                               f"'unknown' or 'live': published is empty, and '{kind}' says how a date is known"))
    for line, row in tables["sources"]:      # the report links a URL only when it needs no quoting in HTML
        if (odd := sorted(set(row.get("url", "")) & set(URL_UNSAFE))):
            out.append(Problem(fname["sources"], line, "url", row["url"][:80],
                               f"a URL with {' '.join(odd)} percent-encoded ({', '.join(URL_UNSAFE[c] for c in odd)}), "
                               "as a browser's address bar writes them: the report links a URL only without them"))
        elif row.get("url", "").lower().startswith(("http://", "https://")) and (bad := url_problem(row["url"])):
            out.append(Problem(fname["sources"], line, "url", row["url"][:80], f"a URL a browser can open: {bad}"))
    refused = {p.line for p in found if p.file == fname["sources"]}     # a source row already said wrong:
    src = {row["source_id"]: row for line, row in tables["sources"] if line not in refused}   # its rows wait
    ents = tables.get("entities", [])
    platforms = {row.get(c) for _, row in ents for c in ("family", "instance_family") if row.get(c)}
    for line, row in tables.get("efficiency", []) if ents else []:
        if row.get("platform") and row["platform"] not in platforms:
            out.append(Problem(fname["efficiency"], line, "platform", row["platform"],
                               "an entity family or instance family of entities.csv (e.g. NVIDIA GPU, trn2): a "
                               f"platform no entity has is never read{unlisted_id(row['platform'])}"))
    for line, row in tables.get("efficiency", []):      # a parameter's unit: a fraction, or a time
        want = EFFICIENCY_UNITS.get(row.get("parameter"))
        if want and row.get("unit") and row["unit"] != want:
            out.append(Problem(fname["efficiency"], line, "unit", row["unit"],
                               f"{want}, the unit of {row['parameter']} (the code reads it so)"))
    for line, row in tables.get("prices", []):          # who sells what kind of offer
        kind, hyper = row.get("offer_kind", ""), row.get("provider", "") in HYPERSCALERS
        if kind in HYPERSCALER_KINDS and not hyper or kind in GPU_CLOUD_KINDS and hyper:
            out.append(Problem(fname["prices"], line, "offer_kind", kind,
                               f"an offer kind of {'a hyperscaler' if hyper else 'a GPU cloud'} ("
                               + ", ".join(sorted(HYPERSCALER_KINDS if hyper else GPU_CLOUD_KINDS | {"spot", "quote"}))
                               + f"): {row.get('provider')} is {'one' if hyper else 'none'} of "
                               f"{', '.join(sorted(HYPERSCALERS))}, and the price bases sort offers by this column"))
    seen_platform: dict[str, str] = {}
    for line, row in tables.get("scorecard", []):       # one platform, one spelling: totals add by the text
        name = row.get("platform", "")
        key = fold(name)
        if seen_platform.setdefault(key, name) != name:
            out.append(Problem(fname["scorecard"], line, "platform", name,
                               f"the spelling of the platform already written '{seen_platform[key]}' (two spellings "
                               "are scored as two platforms)"))
    out += _run_size_problems(fname.get("measurements", ""), tables.get("measurements", []))
    read = {k: v.get("accessed", "") for k, v in src.items()}
    for name, rows in tables.items():         # a value dated after its document was read: a slip of the date
        out += _after_read(fname[name], rows, read)
    for name in ("measurements", "prices"):   # a run or a price dated years before its chip could be had
        out += _before_hardware(fname.get(name, ""), tables.get(name, []), {row.get("entity_id"): row for _, row in ents})
    out += _copied_runs(fname.get("measurements", ""), tables.get("measurements", []))
    out += _before_model(fname.get("measurements", ""), tables.get("measurements", []),   # ... or its model
                         {row.get("model_id"): row for _, row in tables.get("models", [])})
    for name in ("specs", "claims", "availability"):
        for line, row in tables.get(name, []):
            s = src.get(row.get("source_id"))
            for col in ("published", "accessed"):
                if s is not None and col in row and row[col] != s.get(col, "") \
                        and (row[col] == "" or DATE_RE.match(row[col])):     # a malformed date is said by its own check
                    out.append(Problem(fname[name], line, col, row[col],
                                       f"its source's date, {s.get(col) or '(none)'} ({row['source_id']} in "
                                       "sources.csv): a row carries the dates of the document it cites"))
    return out


#: the pricing models each kind of offer is sold under (data/README.md): a Capacity Block row marked
#: on_demand would be read as a Capacity Block by one rule and an on-demand price by another
OFFER_PRICING = {"hyperscaler_list": ("on_demand",), "neocloud_list": ("on_demand",),
                 "marketplace": ("on_demand", "spot"), "capacity_block": ("capacity_block",), "spot": ("spot",),
                 "hyperscaler_commitment": ("reserved", "reserved_1y", "reserved_3y", "ri_effective"),
                 "quote": ("quote",)}


def _offer_problems(tables: dict, fname: dict) -> list[Problem]:
    """A price's pricing model one its kind of offer is sold under (`OFFER_PRICING`)."""
    out = []
    for line, row in tables.get("prices", []):
        allowed = OFFER_PRICING.get(row.get("offer_kind"))
        if allowed and row.get("pricing_model") and row["pricing_model"] not in allowed:
            out.append(Problem(str(fname["prices"]), line, "pricing_model", row["pricing_model"],
                               f"one of {', '.join(allowed)}: the pricing model(s) a {row['offer_kind']} offer is "
                               "sold under (or the offer_kind is the slip)"))
    return out


def _region_problems(tables: dict, fname: dict) -> list[Problem]:
    """A provider's price in a region availability.csv lists for that provider (or a zone of one, such
    as AWS's Local Zone us-east-1-dfw-2a): 'US-EAST-2' or a typo is never in a scenario's regions, and
    its price silently drops out of every estimate."""
    listed: dict[str, set] = {}
    families: dict[tuple, set] = {}
    for _, row in tables.get("availability", []):
        listed.setdefault(row.get("provider", ""), set()).add(row.get("region", ""))
        families.setdefault((row.get("instance_family", ""), row.get("provider", "")), set()).add(row.get("region", ""))
    family = {row.get("entity_id"): row.get("instance_family", "") for _, row in tables.get("entities", [])}

    def within(region, known):                 # a region, or a zone of one
        return region in known or any(region.startswith(k + "-") for k in known if k)
    out = []
    for line, row in tables.get("prices", []):
        known, region = listed.get(row.get("provider", "")), row.get("region", "")
        fam = family.get(row.get("entity_id"), "")
        there = families.get((fam, row.get("provider", "")))
        if known and region and not within(region, known):
            out.append(Problem(str(fname["prices"]), line, "region", region,
                               f"a region availability.csv lists for {row['provider']} (e.g. "
                               f"{', '.join(sorted(known)[:4])}), written as it is there{unlisted_id(region)}"))
        elif there and region and not within(region, there) and row.get("pricing_model") != "capacity_block":
            # Capacity Blocks are sold from a region list of their own (the price's source): not held to it
            out.append(Problem(str(fname["prices"]), line, "region", region,
                               f"a region availability.csv lists {fam} in ({', '.join(sorted(there)[:4])}"
                               f"{', ...' if len(there) > 4 else ''}): a price where the family is not offered "
                               "is never used; add the region to availability.csv with its source, or fix the "
                               "price's region"))
    return out


def _instance_family_problems(tables: dict, fname: dict) -> list[Problem]:
    """An instance family (a candidate such as `p5` rents its sizes) holds one vendor family's systems:
    a Trainium instance put in the p5 family would be rented as one of NVIDIA's sizes."""
    rows = [(line, row["family"], row["instance_family"]) for line, row in tables.get("entities", [])
            if row.get("family") and row.get("instance_family")]
    out = []
    for inst in dict.fromkeys(i for _, _, i in rows):
        fams = [f for _, f, i in rows if i == inst]
        most = max(dict.fromkeys(fams), key=fams.count)         # the family most of its sizes have
        for line, fam, i in rows:
            if i == inst and fam != most:
                out.append(Problem(str(fname["entities"]), line, "instance_family", inst,
                                   f"an instance family of {fam} systems: {inst} holds {most} systems, and a "
                                   f"candidate '{inst}' rents every size of it"))
    return out


def fold(text: str) -> str:
    """A name as a reader sees it: NFKC-folded, case-folded, runs of spaces as one (two names that fold
    alike show as one label)."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def _name_problems(tables: dict, fname: dict) -> list[Problem]:
    """Each entity shown under a name of its own: the report labels rows, bars and cards by `name`, so a
    name another entity has (or another entity's id) would show one system's figures as another's."""
    rows = tables.get("entities", [])
    seen: dict[str, tuple[int, str, str]] = {}
    for line, row in rows:
        seen.setdefault(fold(row["entity_id"]), (line, row["entity_id"], "id"))
    out = []
    for line, row in rows:
        said = False
        for key, what in [(fold(n), kind) for n, kind in _labels(row)]:
            first = seen.setdefault(key, (line, row["entity_id"], what))
            if key and first[0] != line and not said:
                said = True
                out.append(Problem(str(fname["entities"]), line, "name", row["name"][:80],
                                   f"a name of its own: line {first[0]}'s entity {first[1]} has {key!r} as its "
                                   f"{first[2]}, and the report labels each entity's rows, bars and sentences by "
                                   "its name, or by it without the vendor's prefix and the parentheses"))
    return out


#: the vendor prefixes a chart's label drops (`plots.style.short_name`)
LABEL_PREFIX = re.compile(r"^(AWS|NVIDIA|Google Cloud|Google)\s+")


def _labels(row: dict) -> list[tuple[str, str]]:
    """The texts the report shows an entity by: its name, and its short label (no parenthesised part, no
    vendor prefix: `subjects.short_name`, `plots.style.short_name`)."""
    name = row.get("name") or ""
    short = re.sub(r"\s*\([^)]*\)", "", name).strip()
    vendor = row.get("vendor") or ""
    if vendor and short.startswith(vendor + " "):
        short = short[len(vendor) + 1:]
    short = LABEL_PREFIX.sub("", short).strip()
    return [(name, "name")] + ([(short, "short label")] if short and short != name else [])


def _generation_problems(tables: dict, fname: dict) -> list[Problem]:
    """A family's chips numbered in the order they came out: a later `generation` with an earlier
    `available_from` than an older one (Trainium2 numbered 1, Trainium 2) would make the older chip
    'the newest' in every sentence that picks a family's newest generation."""
    chips = []
    for line, row in tables.get("entities", []):
        gen, date = row.get("generation", ""), row.get("available_from", "")
        if row.get("kind") == "chip" and re.fullmatch(r"[0-9]{1,3}", gen or "") and date and DATE_RE.match(date):
            chips.append((row.get("family"), int(gen), _first_day(date), line, row))
    out = []
    for fam, gen, day, line, row in chips:
        older = [(g, d, ln, r) for f, g, d, ln, r in chips if f == fam and g < gen and d > day]
        if older:
            g, d, ln, r = max(older, key=lambda x: x[1])
            out.append(Problem(str(fname["entities"]), line, "generation", str(gen),
                               f"generations numbered in the order the chips came out: {row['entity_id']} (available "
                               f"from {row['available_from']}) is numbered after {r['entity_id']} (generation {g}, "
                               f"available from {r['available_from']}, line {ln}); one of the two generations or "
                               "dates is wrong"))
    return out


def _chip_family_problems(tables: dict, fname: dict) -> list[Problem]:
    """A system is of its chip's family (its vendor is the cloud's, its generation may be the
    instance's own): a chip said to be Inferentia inside Trainium instances would be fitted and ruled
    on as one family here and the other there."""
    rows = tables.get("entities", [])
    chips = {row.get("entity_id"): (line, row) for line, row in rows if row.get("kind") == "chip"}
    out, said = [], set()
    for line, row in rows:
        if row.get("kind") not in ("chip", None) and not row.get("chip_id"):
            out.append(Problem(str(fname["entities"]), line, "chip_id", "", f"the id of the chip the {row['kind']} "
                               "is built of: a system's specs, runs and prices are read through its chip"))
        if row.get("kind") == "chip" or row.get("chip_id") not in chips:
            continue                      # an unknown chip_id: the foreign key names it
        cline, chip = chips[row["chip_id"]]
        if row.get("family") and chip.get("family") and row["family"] != chip["family"] and row["chip_id"] not in said:
            said.add(row["chip_id"])
            out.append(Problem(str(fname["entities"]), cline, "family", chip["family"],
                               f"{row['family']}, the family of {row['entity_id']} (line {line}) built from "
                               f"{row['chip_id']}: a system is of its chip's family (or its chip_id is wrong)"))
    return out


def _per_problems(tables: dict, fname: dict) -> list[Problem]:
    """A price is per chip for a chip and per system for an instance or UltraServer: a system's row
    marked `per: chip` is never read for it (the price would be silently skipped for an older one)."""
    if "prices" not in tables or "entities" not in tables:
        return []
    kind = {row.get("entity_id"): row.get("kind") for _, row in tables["entities"]}
    out = []
    for line, row in tables["prices"]:
        k, per = kind.get(row.get("entity_id")), row.get("per")
        if k is None or per not in ("chip", "system"):
            continue                          # an unknown entity or per: the foreign key or the enum names it
        want = "chip" if k == "chip" else "system"
        if per != want:
            out.append(Problem(str(fname["prices"]), line, "per", per,
                               f"'{want}': {row['entity_id']} is {'an' if k[:1] in 'aeiou' else 'a'} {k}, priced "
                               f"per {want}"))
        elif per == "system" and (row.get("min_chips") or "").strip():
            out.append(Problem(str(fname["prices"]), line, "min_chips", row["min_chips"],
                               f"empty: a price per system rents the whole {row['entity_id']}; min_chips is for a "
                               "per-chip rate that holds only on a larger instance"))
    return out


def _available_problems(tables: dict, fname: dict) -> list[Problem]:
    """An entity's `available_from` rests on its `available_source_id`: a date with no source (or a
    source of no date) is refused, as every number in data/ carries its source."""
    out = []
    for line, row in tables.get("entities", []):
        date, src = (row.get("available_from") or "").strip(), (row.get("available_source_id") or "").strip()
        if date and not src:
            out.append(Problem(str(fname["entities"]), line, "available_source_id", "",
                               f"the source of available_from {date} (a source_id of sources.csv)"))
        elif src and not date:
            out.append(Problem(str(fname["entities"]), line, "available_from", "",
                               f"the date {src} gives (available_source_id names a source of a date not written), "
                               "or an empty available_source_id"))
    return out


def _read_before_published(path: Path, rows: list) -> list[Problem]:
    """A row read (`accessed`) before the earliest day its document could have been published:
    the two dates are swapped, or one is wrong (a partial `published`, 2024-12, means its first day)."""
    out = []
    for line, row in rows:
        pub, acc = row.get("published", ""), row.get("accessed", "")
        if pub and acc and DATE_RE.match(pub) and DATE_FULL_RE.match(acc) and _is_date(acc) \
                and _first_day(pub) > dt.date.fromisoformat(acc):
            out.append(Problem(str(path), line, "accessed", acc, f"a date on or after 'published' ({pub}): a "
                                                                  "document is read after it is published"))
    return out


#: the least model FLOPs utilisation a training or serving figure may state (calibration.TRAINING_MFU
#: holds runs to it too): the published ones lie at 12% and more
MIN_MFU = 0.02


def _fraction_problems(path: Path, rows: list) -> list[Problem]:
    """A value whose unit is `fraction` (an MFU, a bandwidth efficiency) lies in [0, 1]."""
    out = []
    for line, row in rows:
        if row.get("unit") == "fraction" and row.get("value", "") != "":
            try:
                ok = 0.0 <= float(row["value"]) <= 1.0
            except ValueError:
                continue                   # not a number: the type check names it
            if not ok:
                out.append(Problem(str(path), line, "value", row["value"], "a fraction from 0 to 1 (unit 'fraction')"))
            elif row.get("parameter") == "mfu" and float(row["value"]) < MIN_MFU:
                out.append(Problem(str(path), line, "value", row["value"],
                                   f"an MFU of at least {MIN_MFU:g}: below it no published run lies (a percent "
                                   "written as a fraction, 0.0043 for 0.43?)"))
    return out


def _with_users(problems: list[Problem], tables: dict, fname: dict) -> list[Problem]:
    """A problem on a row of a table whose rows name the notebooks that need them (`used_by`,
    subjects.csv) says which notebooks those are."""
    users = {(fname[name], line): row["used_by"] for name, rows in tables.items() for line, row in rows
             if row.get("used_by")}
    return [replace(p, expected=f"{p.expected} (needed by {users[(p.file, p.line)]})")
            if (p.file, p.line) in users else p for p in problems]


def _shape_problems(path: Path, res: dict, header: list[str], rows: list) -> list[Problem]:
    """An empty file, a header with no rows, missing or unknown columns."""
    if not header:
        return [Problem(str(path), 1, "", "an empty file", "a header line and rows")]
    names = [f["name"] for f in res["schema"]["fields"]]
    if not set(header) & set(names):       # not this table at all: one problem, and none of its text quoted
        return [Problem(str(path), 1, "", f"a first line with none of the table's column names ({len(header)} cell(s))",
                        f"a header line naming the columns of {res['path']} ({', '.join(names[:6])}, ...)")]
    twice = sorted({n for n in header if header.count(n) > 1})
    if twice:                              # the rows cannot be read column by column: this one problem, not one a row
        return [Problem(str(path), 1, n, f"the column '{n}' {header.count(n)} times", "each column once")
                for n in twice]
    out = [] if rows else [Problem(str(path), 2, "", "no rows", "at least one row under the header")]
    out += [Problem(str(path), 1, n, ",".join(header)[:200], f"a column named '{n}'") for n in names if n not in header]
    out += [Problem(str(path), 1, n, n, "only the columns " + ", ".join(names)) for n in header if n not in names]
    return out


#: (table, field, <= or >=, other field, why): a field bounded by another of its own row
ROW_ORDER = (("models", "moe_layers", "<=", "layers", "a layer with experts is one of the model's layers"),
             ("models", "experts_per_token", "<=", "experts", "a token is routed to some of the experts"),
             ("models", "params_active_card", "<=", "params_total_card", "a token uses some of the parameters"),
             ("claims", "claimed_high", ">=", "claimed", "a range's high end is not below its low end"))


def _check_rows(res, rows, header, path, package, problems) -> list[tuple[int, dict]]:
    fields = res["schema"]["fields"]
    good_rows = []
    for line, row in rows:
        if "__problem__" in row:
            problems.append(Problem(str(path), line, row.get("__field__", ""), *row["__problem__"]))
            continue
        for fdef in fields:
            expected = _check_cell(fdef, row[fdef["name"]], package)
            if expected:
                problems.append(Problem(str(path), line, fdef["name"], row[fdef["name"]], expected))
            elif not row[fdef["name"]].isascii() and fdef.get("format") != "uri" and fdef["name"] != "url" and \
                    (odd := inputs.look_alike(row[fdef["name"]])):    # a URL's host: source_warnings names it
                # 'NVIDIA Н100' (a Cyrillic Н) prints as the chip H100, a second 'Тrainium' beside Trainium
                problems.append(Problem(str(path), line, fdef["name"], row[fdef["name"]][:80],
                                        f"text in one script per word: it {odd}"))
        if res["name"] == "specs":
            for fld, val, exp in _check_spec_row(row, package):
                problems.append(Problem(str(path), line, fld, val, exp))
        if res["name"] == "models":
            for fld, val, exp in shapes.column_problems(row):
                problems.append(Problem(str(path), line, fld, val, exp))
        for table, fld, op, other, why in ROW_ORDER:
            a, b = row.get(fld, ""), row.get(other, "")
            if res["name"] == table and _is_number(a) and _is_number(b) and \
                    (float(a) > float(b) if op == "<=" else float(a) < float(b)):
                problems.append(Problem(str(path), line, fld, a, f"a value {op} {other} ({b}): {why}"))
        if res["name"] == "measurements" and bool(str(row.get("tpot_ms", "")).strip()) != \
                bool(str(row.get("tpot_kind", "")).strip()):     # the kind says how the TPOT is read: one without
            problems.append(Problem(str(path), line, "tpot_kind", row.get("tpot_kind", ""),  # the other is a slip
                                    "measured, static_batch or includes_ttft: how the run's tpot_ms was taken"
                                    if str(row.get("tpot_ms", "")).strip() else
                                    "empty: the run gives no tpot_ms for it to describe"))
        heads, kv = row.get("attention_heads", ""), row.get("kv_heads", "")
        if res["name"] == "models" and _is_number(heads) and _is_number(kv) and float(kv) > 0 \
                and float(heads) % float(kv):
            problems.append(Problem(str(path), line, "kv_heads", kv,
                                    f"a divisor of attention_heads ({heads}): each KV head serves whole query heads"))
        good_rows.append((line, row))
    return good_rows


def _duplicate_keys(path, res: dict, rows: list) -> list[Problem]:
    """Rows whose primary key (datapackage.json) an earlier row of the same file already has; keys
    compared as they read (`inputs.same_key`: 'café' with a combining accent is the same key as with é,
    'Trainium' with a zero-width joiner the same as without)."""
    key = res["schema"].get("primaryKey", [])
    key = key if isinstance(key, list) else [key]          # Table Schema's one-field form: a string
    seen: dict[tuple, tuple[int, tuple]] = {}
    out = []
    for line, row in rows:
        given = tuple(row.get(c, "") for c in key)
        k = tuple(inputs.same_key(v) for v in given)
        if k in seen:
            other, before = seen[k]
            same = "" if before == given else " (the same text, its accents written as other code points)" \
                if tuple(unicodedata.normalize("NFC", v) for v in given) == tuple(unicodedata.normalize("NFC", v)
                                                                                for v in before) \
                else " (the same as it reads, written with other code points)"
            out.append(Problem(str(path), line, "+".join(key), "|".join(given),
                               f"a unique key (the same key is on line {other}{same})"))
        else:
            seen[k] = (line, given)
    return out


unlisted_id = inputs.unlisted_id


def _check_foreign_keys(package, tables, fname, problems, listed: dict | None = None,
                        unreadable: set = frozenset()) -> None:
    """Each foreign key's value listed in its table. An id is listed by any row that names it, a row
    refused for another field too (`listed`): that row's problem is said once, not again at every
    row that refers to it. A table with a row that could not be read at all (`unreadable`: a quote
    left open, a CR in a row) may hold any id: its references are checked once that row is mended."""
    listed = listed or tables
    for res in package["resources"]:
        name = res["name"]
        if name not in tables:
            continue
        for fk in res["schema"].get("foreignKeys", []):
            col = fk["fields"][0]
            target = fk["reference"]["resource"]
            tcol = fk["reference"]["fields"][0]
            if target not in tables or target in unreadable:
                continue
            rows = listed.get(target, tables[target])
            allowed = {r[tcol] for _, r in rows if r.get(tcol)}
            if "x-kind" in fk:
                allowed = {r[tcol] for _, r in rows if r.get("kind") == fk["x-kind"]}
            for line, row in tables[name]:
                val = row.get(col, "")
                if val and val not in allowed:
                    what = f"a {fk['x-kind']} id" if "x-kind" in fk else "an id"
                    problems.append(Problem(fname[name], line, col, val,
                                            f"{what} listed in {Path(fname[target]).name} ({tcol}){unlisted_id(val)}"))


#: the endings of the domain names the dataset's publishers use: one inside a host, with labels after it
#: ('docs.aws.amazon.com.evil.example'), names a domain the host does not lie under (warned of unless the
#: source's publisher says it is a mirror, proxy or copy, as the dataset's one such source does)
NAME_ENDINGS = ("com", "org", "net", "io", "ai", "dev", "edu", "gov")

#: words in a source's `version` (what was read) that say the document itself was not read
UNREAD = re.compile(r"\bnot (opened|read)\b|\bcould not be opened\b", re.I)


def _authority(url: str) -> tuple[str, str]:
    """(the user part, the host) of an http(s) URL, as written; the port left out."""
    authority = re.sub(r"^https?://([^/?#]*).*$", r"\1", url, flags=re.I | re.S)
    user, _, host = authority.rpartition("@")
    if host.startswith("["):                 # an IPv6 address holds colons of its own: up to its bracket
        return user, host.partition("]")[0] + "]"
    return user, host.split(":")[0]


#: the stops a browser's host parser reads as a dot (IDNA: ideographic, fullwidth, halfwidth ideographic)
DOTS = str.maketrans({"\u3002": ".", "\uff0e": ".", "\uff61": "."})


def browser_host(host: str) -> str:
    """A URL's host as a browser reads it: percent-escapes decoded (%2E is a dot), the other stops IDNA
    maps to a dot taken as one, lower case, no final dot."""
    return urllib.parse.unquote(host).translate(DOTS).lower().rstrip(".")


#: how many sources must cite a domain for its name to count as known (an attacker's one row does not)
CITED = 3


def address_host(host: str) -> str | None:
    """What a URL's host (as `browser_host` reads it) is when it names a machine by its number or the
    reader's own ('an IP address, 127.0.0.1', 'the reader's own machine'), or None. A browser reads a
    last label of digits, 0x-hex or 0-octal as an IPv4 address (2130706433 and 0x7f000001 are 127.0.0.1)."""
    if host == "localhost" or host.endswith(".localhost"):
        return "the reader's own machine"
    if host.startswith("["):
        return "an IP address (IPv6)"
    labels = host.split(".")
    if not labels or not re.fullmatch(r"(0x[0-9a-f]*|[0-9]+)", labels[-1]):
        return None
    try:
        parts = [int(p, 16) if p.startswith("0x") else int(p, 8) if len(p) > 1 and p.startswith("0") else int(p)
                 for p in labels]
        if not 1 <= len(parts) <= 4 or any(p > 255 for p in parts[:-1]) or parts[-1] >= 256 ** (5 - len(parts)):
            return f"an IP address (a number as its last label, {labels[-1]})"
        value = 0
        for p in parts[:-1]:
            value = value * 256 + p
        value = value * 256 ** (5 - len(parts)) + parts[-1]
        return f"an IP address, {ipaddress.IPv4Address(value)}"
    except ValueError:
        return f"an IP address (a number as its last label, {labels[-1]})"


def _registered(labels: list[str]) -> str:
    """The registered part of a host, roughly: its last two labels, or three under a country's
    second-level suffix (amazonaws.com.cn, bbc.co.uk)."""
    if len(labels) >= 3 and len(labels[-1]) == 2 and labels[-2] in (*NAME_ENDINGS, "co", "ac"):
        return ".".join(labels[-3:])
    return ".".join(labels[-2:])


def reads_as(host: str, known: set = frozenset(), domains: set = frozenset()) -> tuple[str, str] | None:
    """(what a host reads as, the domain it lies under) when a name ending (com, org, ..., co) stands
    inside it (docs.aws.amazon.com.evil.example), a name the data cites followed by a country's or a
    name ending (huggingface.co.evil.example, docs.amazonaws.cn.evil.example), a known name (a vendor's,
    a cited domain's) among the labels before a domain of no known name (docs.aws.amazon.com-evil.example,
    docs.aws.amazon.evil.example), or a cited domain's name under another ending than the cited one
    (github.co beside github.com); None otherwise."""
    labels = host.split(".")
    under = _registered(labels)
    rest = len(labels) - len(under.split("."))          # the labels before the registered part
    endings = (*NAME_ENDINGS, "co")
    for i in range(1, rest + 1):
        first = labels[i].split("-")[0]
        if i < rest and (labels[i] in endings or (any(len(k) >= 3 and k in labels[i - 1] for k in known)
                                                   and len(labels[i]) == 2)):
            return ".".join(labels[:i + 1]), ".".join(labels[i + 1:])
        if first in NAME_ENDINGS and first != labels[i] and set(labels[:i]) & known:   # docs.aws.amazon.com-evil.example
            return ".".join(labels[:i] + [first]), ".".join(labels[i:])
    name = under.split(".")[0]
    if rest >= 2 and set(labels[1:rest]) & known and not any(k in name for k in known if len(k) >= 3):
        return ".".join(labels[:rest]), under            # docs.aws.amazon.evil.example: a vendor's name inside
    twins = sorted(d for d in domains if d.split(".")[0] == name and d != under)
    if twins and under not in domains:
        return twins[0], under
    return None


def source_warnings(data_dir: Path | str | None = None) -> list[str]:
    """Rows that cite a source for a value it cannot contain, where that can be told from the data:
    a source whose `version` says it was not opened or read, and a source whose URL is a
    history or listing page (`/commits/`, `/tree/`) rather than a document. Not errors: warnings."""
    data_dir = Path(data_dir or DATA_DIR)
    _, src_rows = _read_rows(data_dir / "sources.csv")
    why = {}
    for _, s in src_rows:
        if UNREAD.search(s.get("version", "")):
            why[s["source_id"]] = "its own record says the document was not opened"
        elif re.search(r"github\.com/[^/]+/[^/]+/(commits|tree)/", s.get("url", "")):
            why[s["source_id"]] = "its URL is a history or folder page, not a pinned document"
    out = []
    cited = collections.Counter(_registered(browser_host(_authority(s.get("url", ""))[1]).split("."))
                                for _, s in src_rows)
    domains = {d for d, n in cited.items() if d and n >= CITED}      # the domains the data cites often (github.com)
    known = {d.split(".")[0] for d in domains}       # their names ('github', 'huggingface', ...)
    if (data_dir / "entities.csv").is_file():       # and the vendors it is about ('aws' in amazonaws)
        known |= {re.sub(r"[^a-z0-9]", "", r.get("vendor", "").lower()) for _, r in _read_rows(data_dir / "entities.csv")[1]}
    known -= {""}
    for line, s in src_rows:                  # a host that reads as another: a look-alike or a spam mirror
        user, host = _authority(s.get("url", ""))
        if user:                              # https://aws.amazon.com@evil.example/ links to evil.example
            out.append(f"warning: {data_dir / 'sources.csv'}, line {line}: the url of '{s.get('source_id', '')}' has "
                       f"a user part {user[:80]!r} before its host {host[:80]!r}: it links to {host[:80]!r}, whatever "
                       "the user part reads as; give the publisher's own address")
        read = browser_host(host)
        if read != host.lower().rstrip("."):  # %2E, an ideographic or a fullwidth stop: a browser reads a dot
            out.append(f"warning: {data_dir / 'sources.csv'}, line {line}: the url of '{s.get('source_id', '')}' has "
                       f"the host {host[:80]!r}, written with escapes or stops a browser reads as {read[:80]!r}; "
                       "give the publisher's own address as it reads")
        if numeric := address_host(read):    # 127.0.0.1, 0x7f000001, 2130706433, [::1], localhost
            out.append(f"warning: {data_dir / 'sources.csv'}, line {line}: the url of '{s.get('source_id', '')}' has "
                       f"the host {host[:80]!r}, {numeric}: a source is a document at a public name, not a machine "
                       "of the reader's or one known by its number; give the publisher's own address")
        declared = re.search(r"\b(mirror|mirrored|proxy|copy)\b", s.get("publisher", ""), re.I)
        if (split := reads_as(read, known, domains)) and not declared:    # docs.aws.amazon.com.evil.example is evil.example's
            shown, under = split
            out.append(f"warning: {data_dir / 'sources.csv'}, line {line}: the url of '{s.get('source_id', '')}' has "
                       f"the host {host[:80]!r}, which reads as {shown[:80]!r} but lies under {under[:80]!r}: a "
                       "look-alike name or a mirror on another's domain? give the publisher's own address")
        if "xn--" in host.lower() or not host.isascii():
            try:
                shown = host.encode("ascii").decode("idna") if host.isascii() else host.encode("idna").decode("ascii")
            except UnicodeError:
                shown = host
            how = "reads" if host.isascii() else "is, in ASCII,"
            named = f" ({inputs.non_ascii(host)})" if not host.isascii() else ""
            out.append(f"warning: {data_dir / 'sources.csv'}, line {line}: the url of '{s.get('source_id', '')}' has "
                       f"the host {host[:80]!r}{named}, which {how} {shown[:80]!r}: a look-alike name or a mirror on "
                       "another's domain? give the publisher's own address")
    for name in ("specs", "claims", "entities", "availability"):
        path = data_dir / f"{name}.csv"
        if not path.exists():
            continue
        _, rows = _read_rows(path)
        for line, row in rows:
            for col in ("source_id", "available_source_id"):
                sid = row.get(col, "")
                if sid in why:
                    out.append(f"warning: {path}, line {line}: cites '{sid}' ({col}), but {why[sid]}")
    return out


def glyph_warnings(ds: "Dataset", limit: int = 10) -> list[str]:
    """Text cells holding characters the charts and the PDF cannot draw (`inputs.undrawn`), by file,
    line and field: the first `limit`, then how many more."""
    out = []
    tables = {n: getattr(ds, n) for n in ("entities", "specs", "prices", "claims", "sources", "models",
                                          "measurements", "availability")} | dict(ds.extra)
    for name, table in tables.items():
        lines = table["line"] if "line" in table else pd.Series("?", index=table.index)
        for col in (c for c in table.columns if c != "line" and not pd.api.types.is_numeric_dtype(table[c])):
            for i, val in table[col].items():
                if isinstance(val, str) and not val.isascii() and (odd := inputs.undrawn(val)):
                    out.append(f"warning: {Path(ds.data_dir) / (name + '.csv')}, line {lines[i]}, "
                               f"field '{col}': {odd}: {inputs.UNDRAWN}")
    return out[:limit] + ([f"warning: ... and {len(out) - limit} more text cells like these"] if len(out) > limit else [])


# --------------------------------------------------------------------------
# the loaded dataset

@dataclass(frozen=True, eq=False)     # eq=False: hashed by identity, so views can be keyed by the object
class Dataset:
    """The checked tables of one data folder. Frozen: views computed from it are cached
    outside it (`memo`), keyed by the object, never stored on it; `extra` holds the tables
    the dataclass has no attribute for (e.g. scorecard), by resource name, and nothing else."""
    data_dir: Path
    package: dict
    sources: pd.DataFrame
    entities: pd.DataFrame
    specs: pd.DataFrame
    prices: pd.DataFrame
    availability: pd.DataFrame
    claims: pd.DataFrame
    models: pd.DataFrame
    measurements: pd.DataFrame
    efficiency: pd.DataFrame
    version: str = ""
    extra: dict = field(default_factory=dict)

    def summary(self) -> str:
        counts = self.entities["kind"].value_counts()
        parts = ", ".join(f"{counts.get(k, 0)} {k}s" for k in ("chip",) + SYSTEM_KINDS + ("cluster",))
        return (f"OK: {len(self.entities)} entities ({parts}), {len(self.specs)} spec values, "
                f"{len(self.prices)} prices, {len(self.claims)} claims, {len(self.models)} models, "
                f"{len(self.measurements)} measured runs, "
                f"{len(self.sources)} sources; dataset version {self.version}")


def dataset_version(data_dir: Path) -> str:
    """Short hash of the data folder's tables (every *.csv and every file datapackage.json names: a
    table may have any name) and of datapackage.json: changes whenever any value changes. (checks.yaml
    is not data: `datachecks.run` keys its findings by its content.)"""
    h = hashlib.sha256()
    folder = Path(data_dir)
    try:
        named = {r["path"] for r in read_package(folder).get("resources", [])
                 if isinstance(r, dict) and isinstance(r.get("path"), str) and "/" not in r["path"]}
    except (DataError, AttributeError, TypeError):
        named = set()                    # a package that cannot be read: validate and load say why
    names = {p.name for p in folder.glob("*.csv")} | named | {"datapackage.json"}
    for path in [folder / n for n in sorted(names)]:
        h.update(path.name.encode())
        try:
            h.update(inputs.read_bytes(path, MAX_FILE_BYTES))
        except inputs.Changed:
            raise
        except inputs.InputError as exc:     # a FIFO, device or folder named *.csv: its name, not its bytes
            h.update(str(exc).encode("utf-8", "surrogateescape"))   # a folder's name not in the file system's code
    return h.hexdigest()[:12]


def _own_rows(path: Path, fields: list[dict]) -> tuple[list[str], list]:
    """`_read_rows` for a file of your own: a column the schema does not require may be left out
    (it reads as blank cells), so a run needs only the columns that say what it is; so may
    `source_id` (the file is the source)."""
    header, rows = _read_rows(path)
    if not header or not set(header) & {f["name"] for f in fields}:
        return header, rows             # not a table of these columns at all: `_shape_problems` says so
    absent = [f["name"] for f in fields if f["name"] not in header
              and (f["name"] == "source_id" or not f.get("constraints", {}).get("required"))]
    for _, row in rows:
        if "__problem__" not in row:
            row.update(dict.fromkeys(absent, ""))
    return header + absent, rows


def _frame(path: Path, fields: list[dict], own: bool = False, read: tuple | None = None) -> pd.DataFrame:
    """A checked table as a frame, read by the same reader as `validate()` (so both see the
    same cells); `line` is each row's line in the file. `read`: the (header, rows) the checks
    saw, so a file saved meanwhile is not read again unchecked."""
    header, rows = read if read is not None else _own_rows(path, fields) if own else _read_rows(path)
    df = pd.DataFrame([r for _, r in rows], columns=header, dtype=str)
    df.insert(0, "line", [line for line, _ in rows])
    for f in fields:
        col = f["name"]
        if f.get("type") in ("number", "integer"):
            df[col] = pd.to_numeric(df[col].replace("", np.nan))
    return df


def load(data_dir: Path | str | None = None) -> Dataset:
    """Read and check the dataset; raise DataError listing every problem."""
    data_dir = Path(data_dir or DATA_DIR)
    if long := inputs.length_problem(data_dir):          # exists() would raise on it
        raise DataError([Problem(str(data_dir), 0, "", long, "a data folder the system can open")])
    if link := inputs.link_problem(data_dir / "datapackage.json"):   # as validate reads it, not a link's target
        raise DataError([_unreadable(data_dir / "datapackage.json", link)])
    # the version, the checks and the tables each read the files: a file saved (or swapped) between two of
    # those reads is refused by name (inputs.Changed), never checked in one copy and loaded from another
    with inputs.recording():
        return _load_cached(str(data_dir.resolve()), dataset_version(data_dir)) \
            if (data_dir / "datapackage.json").exists() else _load(data_dir)


@lru_cache(maxsize=4)
def _load_cached(data_dir: str, version: str) -> Dataset:
    """Once per process, and once per data version on disk (the project cache): a checked
    dataset is read back instead of checked again in every notebook's kernel."""

    k = cache.key(data_dir, version, cache.code_version())
    return cache.cached("dataset", k, lambda: _load(Path(data_dir)), check=lambda v: isinstance(v, Dataset))


#: references a row's numbers do not rest on (the source of a date, a chip's fit loan): a row whose reference
#: of these is left out is kept for the plausibility checks
LOOSE_REFERENCES = ("available_source_id", "fit_from")


def without_problems(data_dir: Path | str, problems: list[Problem]) -> Dataset | None:
    """The dataset of the rows `validate` found nothing wrong with, for the plausibility checks alone
    (a slip in one row is then named in the same run as a bad cell in another); None when a problem
    is the file's own (line 0), a table cannot be read, or the rest do not make a dataset. Never
    used for an estimate: `load` still refuses the folder."""
    data_dir = Path(data_dir)
    if any(p.line <= 0 for p in problems):
        return None
    bad = {(str(p.file), p.line) for p in problems}
    try:
        package = read_package(data_dir)
        frames = {}
        for res in package["resources"]:
            path = data_dir / res["path"]
            header, rows = _read_rows(path)
            kept = [(line, row) for line, row in rows if "__problem__" not in row and (str(path), line) not in bad]
            frames[res["name"]] = _frame(path, res["schema"]["fields"], read=(header, kept))
        for _ in range(len(frames)):      # a row citing a row left out goes too (a source, an entity, a chip)
            before = sum(map(len, frames.values()))
            for res in package["resources"]:
                for fk in res["schema"].get("foreignKeys", []):
                    cols, ref = fk["fields"], fk["reference"]
                    cols, far = ([cols], [ref["fields"]]) if isinstance(cols, str) else (cols, ref["fields"])
                    if len(cols) != 1 or cols[0] in LOOSE_REFERENCES or \
                            (target := frames.get(ref.get("resource") or res["name"])) is None:
                        continue
                    df = frames[res["name"]]
                    known = set(target[far[0] if isinstance(far, list) else far].astype(str))
                    frames[res["name"]] = df[(df[cols[0]].fillna("") == "") | df[cols[0]].astype(str).isin(known)]
            if sum(map(len, frames.values())) == before:
                break
        specs = frames["specs"]
        specs["value_num"] = pd.to_numeric(specs["value"].where(specs["unit"] != "label"), errors="coerce")
        known = {f.name for f in fields(Dataset)}
        return Dataset(data_dir=data_dir, package=package, version="rows without a problem",
                       extra={k: v for k, v in frames.items() if k not in known},
                       **{k: v for k, v in frames.items() if k in known})
    except Exception:          # noqa: BLE001 - whatever the problems leave unreadable: no partial checks
        return None


def _load(data_dir: Path) -> Dataset:
    problems = validate(data_dir)
    if problems:
        raise DataError(problems)
    package = read_package(data_dir)
    frames = {res["name"]: _frame(data_dir / res["path"], res["schema"]["fields"])
              for res in package["resources"]}
    specs = frames["specs"]
    specs["value_num"] = pd.to_numeric(specs["value"].where(specs["unit"] != "label"), errors="coerce")
    # tables without a Dataset attribute (e.g. scorecard) go to `extra`, by resource name
    known = {f.name for f in fields(Dataset)}
    extra = {k: v for k, v in frames.items() if k not in known}
    core = {k: v for k, v in frames.items() if k in known}
    return Dataset(data_dir=data_dir, package=package, version=dataset_version(data_dir), extra=extra, **core)


# --------------------------------------------------------------------------
# units: the one place where GiB, GB, TB/s, PFLOPS ... are converted

def unit_factor(package: dict, unit: str) -> float:
    """Multiply a value in `unit` by this to get the canonical unit of its dimension."""
    return package["x-units"][unit]["factor"]


def canonical_unit(package: dict, unit: str) -> str:
    dim = package["x-units"][unit]["dimension"]
    canon = package["x-canonical-units"][dim]
    if unit in ("TOPS",):
        return "TOPS"
    return unit if canon == "count" else canon


# --------------------------------------------------------------------------
# views

#: views computed from a Dataset, per Dataset object (dropped with it); never stored on the Dataset
_VIEWS: "weakref.WeakKeyDictionary[Dataset, dict]" = weakref.WeakKeyDictionary()


def memo(func=None, *, copy: bool = True):
    """Cache a view of the Dataset it was computed from, outside it. A copy is returned, so callers
    may modify what they get (`copy=False`: for internal context objects the caller does not modify).
    `dataclasses.replace()` makes a new Dataset, with views of its own."""

    def decorate(f):
        @functools.wraps(f)
        def wrapper(ds, *args):
            views = _VIEWS.setdefault(ds, {})
            key = (f.__module__, f.__qualname__, args)
            if key not in views:
                views[key] = f(ds, *args)
            out = views[key]
            return out.copy() if copy and hasattr(out, "copy") else out
        return wrapper
    return decorate(func) if func is not None else decorate


def memo_raw(func):
    """`memo` without the copy."""
    return memo(func, copy=False)


def chip_of(ds: Dataset, entity_id: str) -> str:
    """The chip an entity is built from (a chip is its own)."""
    row = entity_index(ds).loc[entity_id]
    return entity_id if row["kind"] == "chip" else str(row["chip_id"])


@memo_raw
def entity_index(ds: Dataset) -> pd.DataFrame:
    """entities.csv indexed by entity_id, shared by every caller (read it; do not modify it)."""
    return ds.entities.set_index("entity_id")


@memo
def specs_long(ds: Dataset) -> pd.DataFrame:
    """specs.csv with canonical values, source tier, and the loader's preference: the lowest tier, then
    the newest `published` date (`sort_date`: a living page with no date of its own, date_kind 'live',
    counts as of the day it was read; an unknown date sorts last), then the first row in the file."""
    src = ds.sources.set_index("source_id")
    factors = {u: d["factor"] for u, d in ds.package["x-units"].items()}
    df = ds.specs.assign(
        tier=lambda d: d["source_id"].map(src["tier"]).astype(int),
        source_kind=lambda d: d["source_id"].map(src["kind"]),
        value_c=lambda d: d["value_num"] * d["unit"].map(factors).astype(float),
        unit_c=lambda d: d["unit"].map(lambda u: canonical_unit(ds.package, u)),
        sort_date=lambda d: date_column(d).where(
            date_column(d) != "", d["accessed"].where(d["source_id"].map(src["date_kind"]) == "live", "")),
        date_sort=lambda d: d["sort_date"].map(sortable_date),
    )
    df = df.sort_values(["tier", "date_sort", "line"], ascending=[True, False, True], kind="stable")
    keys = ["entity_id", "metric", "precision", "sparsity"]
    df["preferred"] = ~df.duplicated(keys, keep="first")
    return df.sort_values("line").drop(columns="date_sort").reset_index(drop=True)


@memo
def preferred(ds: Dataset) -> pd.DataFrame:
    """One row per entity/metric/precision/sparsity: the value the loader uses."""
    return specs_long(ds).query("preferred").reset_index(drop=True)


@memo
def conflicts(ds: Dataset) -> pd.DataFrame:
    """Every entity/metric whose sources disagree, all rows, preferred one first."""
    df = specs_long(ds)
    keys = ["entity_id", "metric", "precision", "sparsity"]

    def disagree(g: pd.DataFrame) -> bool:
        if g["unit"].eq("label").all():
            return g["value"].str.lower().nunique() > 1
        v = g["value_c"].dropna()
        return len(v) > 1 and (v.max() - v.min()) > CONFLICT_TOLERANCE * v.abs().max()

    flagged = [k for k, g in df.groupby(keys, sort=False) if disagree(g)]
    if not flagged:
        return df.iloc[0:0].assign(reason="")
    idx = pd.MultiIndex.from_tuples(flagged, names=keys)
    out = df.set_index(keys).loc[lambda d: d.index.isin(idx)].reset_index()
    out = out.sort_values(keys + ["preferred", "tier"], ascending=[True] * 4 + [False, True])
    out["reason"] = np.where(out["preferred"], "preferred: lowest tier, then newest published date",
                             "kept for comparison")
    return out[keys + ["value", "unit", "value_c", "unit_c", "source_id", "tier", "published",
                       "preferred", "reason", "note"]].reset_index(drop=True)


SPEC_TABLE_COLUMNS = ["metric", "value", "unit", "precision", "sparsity", "source_id", "publisher", "tier",
                      "published", "date_kind", "preferred", "conflicts", "value_c", "unit_c", "note"]


def spec_table(ds: Dataset, entity: str, metric: str | None = None, all_rows: bool = False) -> pd.DataFrame:
    """The values of one entity as an analyst reads them: per metric/precision/sparsity the preferred
    value (or, with `all_rows`, every value, preferred first), its unit, source, publisher, tier and
    published date, and `conflicts`: how many other rows give a value that differs by more than
    CONFLICT_TOLERANCE (text values: differ at all)."""
    keys = ["entity_id", "metric", "precision", "sparsity"]
    df = specs_long(ds)
    df = df[df["entity_id"] == entity]
    if metric:
        df = df[df["metric"] == metric]
    if df.empty:
        return pd.DataFrame(columns=SPEC_TABLE_COLUMNS)
    src = ds.sources.set_index("source_id")

    def differs(a: pd.Series, b: pd.Series) -> bool:
        if a["unit"] == "label" or b["unit"] == "label":
            return str(a["value"]).lower() != str(b["value"]).lower()
        top = max(abs(a["value_c"]), abs(b["value_c"]))
        return abs(a["value_c"] - b["value_c"]) > CONFLICT_TOLERANCE * top

    rows = []
    for _, g in df.groupby(keys, sort=False):
        pref = g[g["preferred"]].iloc[0]
        n = sum(differs(pref, r) for _, r in g.iterrows() if r["line"] != pref["line"])
        for _, r in (g.sort_values("preferred", ascending=False, kind="stable") if all_rows else g[g["preferred"]]).iterrows():
            rows.append({**r.to_dict(), "conflicts": n if r["preferred"] else int(differs(pref, r))})
    out = pd.DataFrame(rows).assign(publisher=lambda d: d["source_id"].map(src["publisher"]),
                                    date_kind=lambda d: d["source_id"].map(src["date_kind"]))
    order = {m: i for i, m in enumerate(ds.package["x-metrics"])}
    prec = {p: i for i, p in enumerate(("fp32", "tf32", "bf16", "fp16", "fp8", "fp4", "int8", ""))}
    out = out.assign(_m=out["metric"].map(order), _p=out["precision"].map(prec), _s=out["sparsity"] != "dense",
                     _np=~out["preferred"])
    out = out.sort_values(["_m", "_s", "_p", "_np", "tier"], kind="stable")
    return out[SPEC_TABLE_COLUMNS].reset_index(drop=True)


def _column_name(metric: str, precision: str, sparsity: str, unit_c: str) -> str:
    unit = {"TB/s": "tbps", "GB": "gb", "TFLOPS": "tflops", "TOPS": "tops", "Gbps": "gbps",
            "GB/s": "gbps_bytes", "MiB": "mib", "W": "w", "nm": "nm", "label": "", "cores": "",
            "vCPU": "", "chips": ""}.get(unit_c, unit_c.lower())
    if metric == "compute":
        name = f"{precision}_{sparsity}"
    else:
        name = metric
    return f"{name}_{unit}" if unit else name


def _wide(long: pd.DataFrame) -> pd.DataFrame:
    long = long.assign(column=[_column_name(m, p, s, u) for m, p, s, u in
                               zip(long["metric"], long["precision"], long["sparsity"], long["unit_c"])],
                       shown=lambda d: d["value_c"].astype(object).where(d["unit"] != "label", d["value"]))
    return long.pivot_table(index="entity_id", columns="column", values="shown", aggfunc="first")


@memo
def chips(ds: Dataset) -> pd.DataFrame:
    """One row per chip, canonical units (GB, TB/s, TFLOPS), preferred values."""
    ent = ds.entities.query("kind == 'chip'").set_index("entity_id")
    pref = preferred(ds)
    pref = pref[pref["entity_id"].isin(ent.index) & (pref["metric"] != "compute_per_core")]
    wide = _wide(pref).reindex(ent.index)
    out = ent[["name", "vendor", "family", "generation", "available_from"]].join(wide)
    return _numeric(out).sort_values(["family", "generation"], key=_family_key)


def _family_key(col: pd.Series) -> pd.Series:
    return col.map(FAMILY_ORDER).fillna(len(FAMILY_ORDER)) if col.name == "family" else col


def _numeric(df: pd.DataFrame) -> pd.DataFrame:
    for col in df.columns:
        if df[col].dtype == object:
            conv = pd.to_numeric(df[col], errors="coerce")
            if conv.notna().sum() == df[col].replace("", np.nan).notna().sum():
                df[col] = conv
    return df


@memo
def system_values(ds: Dataset) -> pd.DataFrame:
    """Long table of system totals: stated where a source states them, else chips x per-chip (derived)."""
    ent = entity_index(ds)
    systems_ = ent[ent["kind"].isin(SYSTEM_KINDS)]
    pref = preferred(ds)
    totals = [m for m, d in ds.package["x-metrics"].items() if d["on_system"] == "total"]
    stated = pref[pref["entity_id"].isin(systems_.index)].assign(basis="stated")
    chip_vals = pref[pref["metric"].isin(totals)]
    derived = (
        systems_[["chip_id", "chips"]].dropna().reset_index()
        .merge(chip_vals, left_on="chip_id", right_on="entity_id", suffixes=("", "_chip"))
        .assign(value_c=lambda d: d["value_c"] * d["chips"], basis="derived",
                source_id=lambda d: d["source_id"], note=lambda d: "chips x per-chip value")
    )
    derived["entity_id"] = derived["entity_id"]
    derived = derived.drop(columns=["entity_id_chip"], errors="ignore")
    keys = ["entity_id", "metric", "precision", "sparsity"]
    have = set(map(tuple, stated[keys].values))
    derived = derived[[tuple(r) not in have for r in derived[keys].values]]
    cols = keys + ["value_c", "unit_c", "value", "unit", "basis", "source_id", "note"]
    derived = derived.assign(value=derived["value_c"].map(lambda v: f"{v:g}"), unit=derived["unit_c"])
    return pd.concat([stated[cols], derived[cols]], ignore_index=True).sort_values(keys).reset_index(drop=True)


@memo
def systems(ds: Dataset) -> pd.DataFrame:
    """One row per instance/UltraServer/pod in canonical units; `derived` names
    the columns computed as chips x per-chip value because no source states them."""
    ent = entity_index(ds)
    sys_ent = ent[ent["kind"].isin(SYSTEM_KINDS)]
    long = system_values(ds)
    long = long[long["metric"] != "compute_per_core"]
    wide = _wide(long).reindex(sys_ent.index)
    cols = [_column_name(m, p, s, u) for m, p, s, u in
            long[["metric", "precision", "sparsity", "unit_c"]].itertuples(index=False)]
    der = (long.assign(column=cols).query("basis == 'derived'")
           .groupby("entity_id")["column"].agg(lambda c: ", ".join(sorted(set(c)))))
    out = sys_ent[["name", "kind", "vendor", "family", "chip_id", "chips", "instance_family",
                   "available_from"]].join(wide)
    out["derived"] = der.reindex(out.index).fillna("")
    return _numeric(out).sort_values(["family", "kind", "chips"], key=_family_key)


@memo
def prices(ds: Dataset) -> pd.DataFrame:
    """prices.csv with the price per system-hour and per chip-hour side by side."""
    chips_per = entity_index(ds)["chips"]
    kind = entity_index(ds)["kind"]
    df = ds.prices.assign(chips=lambda d: d["entity_id"].map(chips_per).where(
        d["entity_id"].map(kind) != "chip", 1.0))
    df["usd_per_chip_hour"] = np.where(df["per"] == "chip", df["usd_per_hour"],
                                       df["usd_per_hour"] / df["chips"])
    df["usd_per_system_hour"] = np.where(df["per"] == "system", df["usd_per_hour"], np.nan)
    return df.drop(columns="line")


def sources(ds: Dataset) -> pd.DataFrame:
    """sources.csv with how many rows cite each source (`rows`) and how many notes mention it."""
    used = pd.concat([ds.specs["source_id"], ds.prices["source_id"], ds.claims["source_id"],
                      ds.entities["source_id"], ds.entities["available_source_id"], ds.models["source_id"],
                      ds.availability["source_id"], ds.measurements["source_id"],
                      ds.efficiency["source_id"]]).value_counts()
    notes = " ".join(pd.concat([getattr(ds, t)["note"] for t in
                                ("specs", "prices", "claims", "entities", "models", "availability",
                                 "measurements", "efficiency")]))
    return ds.sources.drop(columns="line").assign(
        rows=lambda d: d["source_id"].map(used).fillna(0).astype(int),
        mentions=lambda d: d["source_id"].map(lambda s: notes.count(s)))


def metric_title(ds: Dataset, metric: str) -> str:
    return ds.package["x-metrics"].get(metric, {}).get("title", metric)


def own_source(path: Path | str) -> str:
    """The source id of a row in a file of your own that names none: the file itself (and what a
    DataError about the file says it is in)."""
    return f"your file {Path(path).name}"


#: rows of a file of your own (your runs) read at most: 4,000 runs took `estimate` 13 s, 30,000 past two minutes
MAX_OWN_ROWS = 2_000


def read_table(path: Path | str, resource: str, ds: "Dataset", own: bool = False) -> pd.DataFrame:
    """A file of your own with the columns of one of the dataset's tables (e.g. your measured runs),
    checked with the same cell rules as `validate`, and its foreign keys against `ds`.
    `own`: the file is its own source: a blank `source_id` is the file (`own_source`), and a
    source id the dataset does not list is the file's own citation, not an error.
    Raises DataError naming the file, line and field of every problem."""
    try:
        return _read_table(Path(path), resource, ds, own)
    except DataError as exc:
        if not own:
            raise
        raise DataError(exc.problems, own_source(path)) from None   # not 'the dataset'


def _read_table(path: Path, resource: str, ds: "Dataset", own: bool) -> pd.DataFrame:
    res = next(r for r in ds.package["resources"] if r["name"] == resource)
    fields_ = res["schema"]["fields"]
    if problem := inputs.kind_problem(path):
        said, _, why = problem.partition(" (the folder holds ")    # a twin name: said in 'expected', whole
        why = f"the folder holds {why}" if why else ""
        raise DataError([Problem(str(path), 0, "", said, f"a CSV with the columns of {res['path']}"
                                 + (f" ({why}" if why else ""))])
    try:
        header, rows = _own_rows(path, fields_) if own else _read_rows(path)   # the reader of validate()
    except OSError as exc:
        raise DataError([Problem(str(path), 0, "", exc.strerror or str(exc), "a readable file")]) from None
    problems = _shape_problems(path, res, header, rows)
    if problems:
        raise DataError(problems)
    if own and len(rows) > MAX_OWN_ROWS:
        raise DataError([Problem(str(path), rows[MAX_OWN_ROWS][0], "", f"{len(rows):,} rows",
                                 f"at most {MAX_OWN_ROWS:,} runs (the dataset's own table has "
                                 f"{len(getattr(ds, resource, ())):,}; a fit and its cross-validation take "
                                 "seconds a thousand runs: keep the configurations you would serve or train)")])
    if own and "source_id" in header:
        for _, row in rows:
            if "__problem__" not in row and not row.get("source_id"):
                row["source_id"] = own_source(path)
    if own and resource == "measurements":      # a CSV's (a benchmark JSON's lengths are its keys, named there)
        problems += _unstated_lengths(path, [(line, row) for line, row in rows if "__problem__" not in row])
    _check_keys(path, res, rows, header, ds, own, problems)
    if dupes := _duplicate_keys(path, res, [(line, row) for line, row in rows if "__problem__" not in row]):
        raise DataError(dupes)
    df = _frame(path, fields_, own, read=(header, [(line, {k: v for k, v in row.items() if not k.startswith("__")})
                                                 for line, row in rows]))
    if own and "source_id" in df:
        df["source_id"] = df["source_id"].where(df["source_id"] != "", own_source(path))
    return df


def _check_keys(path, res, rows, header, ds, own: bool, problems: list) -> None:
    """The cell rules and the foreign keys of `read_table`; DataError listing every problem."""
    good = _check_rows(res, rows, header, path, ds.package, problems)
    known = {fk["fields"][0]: set(getattr(ds, fk["reference"]["resource"])[fk["reference"]["fields"][0]])
             for fk in res["schema"].get("foreignKeys", []) if hasattr(ds, fk["reference"]["resource"])}
    for line, row in good:
        for col, ids in known.items():
            if own and col == "source_id" and row.get(col) == own_source(path):
                continue                       # left empty: the file is its own source
            if row.get(col) and row[col] not in ids:
                problems.append(Problem(str(path), line, col, row[col],
                                        f"an id listed in the dataset's {col.replace('_id', '')} table"
                                        f"{unlisted_id(row[col])}" + (" (or leave it empty: your file is then the "
                                                                       "run's source)" if own and col == "source_id"
                                                                       else "")))
    problems += _after_read(path, good, dict(zip(ds.sources["source_id"], ds.sources["accessed"].fillna("").astype(str))))
    if res["name"] == "measurements":
        problems += _copied_runs(path, good) + _run_size_problems(path, good)
        problems += _before_hardware(path, good, entity_cells(ds))
        problems += _before_model(path, good, {r["model_id"]: {"as_of": "" if pd.isna(r["as_of"]) else str(r["as_of"])}
                                               for r in ds.models.to_dict("records")})
    if problems:
        raise DataError(problems)


NO_LINE = -1    # a Problem's line in a file that has no lines to name (a benchmark's JSON)


def check_row(path: Path | str, resource: str, row: dict, ds: "Dataset", own: bool = False) -> pd.DataFrame:
    """One row built from a file of your own in another format (a benchmark's JSON), checked with
    the rules of `read_table`, as a one-row frame; problems name the file and the field."""
    path = Path(path)
    res = next(r for r in ds.package["resources"] if r["name"] == resource)
    fields_ = res["schema"]["fields"]
    header = [f["name"] for f in fields_]
    cells = {h: str(row.get(h, "")) for h in header}
    _check_keys(path, res, [(NO_LINE, cells)], header, ds, own, [])
    df = pd.DataFrame([cells], columns=header, dtype=str)
    df.insert(0, "line", [0])
    for f in fields_:
        if f.get("type") in ("number", "integer"):
            df[f["name"]] = pd.to_numeric(df[f["name"]].replace("", np.nan))
    return df


@memo_raw
def content_key(ds: Dataset) -> str:
    """A hash of every table's content (not the folder's version: a dataset changed in memory,
    `dataclasses.replace`, gets its own), for keeping results computed from it."""
    h = hashlib.sha256()
    for f in fields(ds):
        v = getattr(ds, f.name)
        if isinstance(v, pd.DataFrame):
            h.update(f.name.encode())
            h.update(pd.util.hash_pandas_object(v.astype(str), index=False).to_numpy().tobytes())
            h.update(repr(list(v.columns)).encode())
    return h.hexdigest()[:24]
