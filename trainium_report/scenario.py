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


def _one_of(*allowed):
    def check(v):
        return None if v in allowed else "one of " + ", ".join(allowed)
    return check


def _str_list(v):
    return None if v and all(isinstance(x, str) for x in v) else "a non-empty list of names"


def _fraction(v):
    return None if 0 < v <= 1 else "a number in (0, 1]"


PRICING = ("on_demand", "reserved", "reserved_1y", "reserved_3y", "ri_effective", "capacity_block", "spot", "quote")


def _pricing(v):
    items = [v] if isinstance(v, str) else v
    bad = [x for x in items if x not in PRICING]
    return None if items and not bad else "pricing models from " + ", ".join(PRICING)


def _number_map(v):
    bad = [k for k, x in v.items() if isinstance(x, bool) or not isinstance(x, (int, float)) or x <= 0]
    return None if not bad else f"positive numbers (bad: {', '.join(map(str, bad))})"


EFFICIENCY_KEYS = {"bandwidth_efficiency": (0, 1), "prefill_mfu": (0, 1), "decode_mfu": (0, 1),
                   "training_mfu": (0, 1), "training_mfu_fp8": (0, 1), "step_overhead_ms": (0, 1e4)}


def _eff_map(v):
    problems = []
    for cand, d in v.items():
        if not isinstance(d, dict):
            problems.append(f"{cand}: a mapping")
            continue
        for k, x in d.items():
            lo, hi = EFFICIENCY_KEYS.get(k, (None, None))
            if lo is None:
                problems.append(f"{cand}.{k}: unknown (known: {', '.join(EFFICIENCY_KEYS)})")
            elif isinstance(x, bool) or not isinstance(x, (int, float)) or not (lo < x <= hi):
                problems.append(f"{cand}.{k} = {x!r}: a number in ({lo}, {hi}]")
    return "; ".join(problems) or None


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
    # the workload
    "workload": Field((str,), "inference", "training or inference", _one_of("training", "inference")),
    "model": Field((str,), "llama-3.1-70b", "a model_id from data/models.csv"),
    "precision": Field((str,), "bf16", "weights (inference) or compute (training) precision",
                       _one_of("bf16", "fp8", "int8")),
    "candidates": Field((list,), ["inf2.48xlarge", "trn1.32xlarge", "trn2.48xlarge", "p5.48xlarge", "p5en.48xlarge",
                                  "p6-b200.48xlarge", "h100-sxm:8@lambda"],
                        "systems to compare: entity ids, or chip:N@provider for per-chip-hour prices", _str_list),
    "regions": Field((list,), ["us-east-1", "us-east-2", "us-west-2"], "allowed AWS regions", _str_list),
    "pricing_model": Field((str, list), ["on_demand", "capacity_block"],
                           "pricing model, or a list tried in order (on_demand, reserved, capacity_block, ...)",
                           _pricing),
    "price_overrides": Field((dict,), {}, "candidate -> your quoted USD per hour", _number_map),
    "efficiency_overrides": Field((dict,), {}, "candidate -> {bandwidth_efficiency, step_overhead_ms, prefill_mfu, "
                                               "training_mfu}", _eff_map),
    "memory_headroom": Field((float,), 0.9, "usable share of accelerator memory", _fraction),
    # training
    "train_tokens": Field((float,), 1e12, "tokens to train on", _positive),
    "seq_len": Field((int,), 8192, "training sequence length", _positive),
    "global_batch": Field((int,), 1024, "sequences per optimizer step", _positive),
    "training_chips": Field((int,), 1024, "accelerators to train on (rounded up to whole systems)", _positive),
    "attention_flops": Field((bool,), False, "add the attention term 12 L d T to 6 N per token"),
    # inference
    "input_tokens": Field((int,), 2048, "prompt tokens per request", _positive),
    "output_tokens": Field((int,), 512, "generated tokens per request", _positive),
    "tokens_per_day": Field((float,), 1e9, "input + output tokens served per day", _positive),
    "min_tokens_per_s_per_user": Field((float,), 20.0, "latency target: generated tokens/s each user sees", _positive),
    "horizon_months": Field((int,), 12, "how long the workload runs", _positive),
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
    raw = {k: _coerce(k, v) for k, v in raw.items()}
    problems = check(raw, where)
    params = {k: f.default for k, f in FIELDS.items()}
    params.update(raw)
    if not problems:
        problems += check_ids(params, where)
    if "scenario" not in raw:
        params["scenario"] = path.stem
    return params, problems


def _coerce(key, value):
    """YAML 1.1 reads 1e12 as text; accept it where a number is expected."""
    fdef = FIELDS.get(key)
    if fdef and float in fdef.types and isinstance(value, str):
        try:
            return float(value)
        except ValueError:
            return value
    return value


def check_ids(params: dict, where: str) -> list[str]:
    """Model, candidate and override names must exist in the dataset."""
    from . import costs, dataset

    try:
        ds = dataset.load(params.get("data_dir"))
    except dataset.DataError as exc:
        return [f"{where}: the dataset does not load: {exc.problems[0]}"]
    problems = []
    if params["model"] not in set(ds.models["model_id"]):
        problems.append(f"{where}: key 'model' is '{params['model']}', expected a model_id from models.csv "
                        f"({', '.join(ds.models['model_id'])})")
    for c in params["candidates"]:
        try:
            costs.parse_candidate(ds, c)
        except ValueError as exc:
            problems.append(f"{where}: key 'candidates': {exc}")
    for key in ("price_overrides", "efficiency_overrides"):
        for c in params[key]:
            if c not in params["candidates"]:
                problems.append(f"{where}: key '{key}' names '{c}', which is not in 'candidates'")
    return problems


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


def from_notebook(**values) -> dict:
    """A notebook's parameters plus defaults for the rest, checked like a file."""
    values = {k: _coerce(k, v) for k, v in values.items() if k in FIELDS}
    problems = check(values, "notebook parameters")
    params = {k: f.default for k, f in FIELDS.items()}
    params.update(values)
    if not problems:
        problems += check_ids(params, "notebook parameters")
    if problems:
        raise ScenarioError(problems)
    return params
