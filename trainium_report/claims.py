"""Recompute every vendor claim in data/claims.csv from the specs, and say what it rests on.

`audit(ds)` gives one row per claim: the value the specs give for what the claim
compares, a verdict from `VERDICTS`, the numbers and sources behind it, the other
readings that were tried (another level, precision, source or unit) and one
sentence built from those numbers. `decompose(ds)` splits system-level ratios into
per-chip ratio x chip-count ratio; `consistency(ds)` checks stated system totals
against chips x per-chip values and per-core figures against the chip;
`generations(ds)` lays out the AWS chips generation by generation with the
roofline ridge point; `price_performance_bounds(ds)` prices peak specs.

The rules, in one place:

* **Tolerance** (`tolerance`). With g = derived / claimed - 1, a claim holds when
  g lies in the band `TOLERANCE[qualifier]`. Every stated figure gets +-5% for
  rounding (`ROUNDING`); a qualifier widens the side it hedges: "about" +-10%;
  "up to" names a ceiling, so the specs may sit up to 10% below it (never more
  than rounding above); "nearly"/"almost" allow 15% below; "at least" has no
  upper limit. A range ("30-40%") runs from the low end's lower band to the high
  end's upper band. Band edges count as inside.
* **Which value** (`_pick`). The loader's preferred value: a system's stated
  value if any source states one, else chips x the chip's preferred value; among
  several, the lowest source tier, then the newest published date, then file order.
* **Evidence.** A spec row from the claim's own source is the claim restated and
  is not used, unless that source is a tier-1 specification page (the claim then
  quotes the spec). The verdict is "depends on the source" when values from
  other sources of tier <= `EVIDENCE_MAX_TIER` (documentation, marketing, press;
  not aggregators or wikis) would flip it.
* **Units.** Comparison is in canonical units (dataset.unit_factor). Vendors
  write GiB as GB: when the claim's unit and the source's differ only in
  binary/decimal prefix, the same number read in the other family also counts,
  and the explanation says so.
* **Readings.** When the claim names no precision (or sparsity), the dense
  precisions are tried first (BF16, FP8, FP4, FP16, TF32, FP32), then sparse, and
  the first that reproduces it is named. A system-level ratio is also computed
  per chip (and per sibling system of the same size); a chip-level ratio also per
  largest instance. A claim that fails at its own level or precision but holds at
  another is "holds only at another level or precision".
* **Every reading.** A compute claim that names no precision is computed at every
  precision and sparsity (and, for a ratio, also per chip, per largest instance and for
  sibling systems). When it holds at some of its own level's readings and not at others
  the verdict is "holds only under some readings" and `verdict_text` names them ("holds
  only per UltraServer at dense FP8"); `readings` lists every reading with its result.
* **Understated.** A claim whose specs exceed the claimed figure beyond its tolerance at
  every reading is "understated": the vendor claimed less than its own specs give.
* **Verdict order.** not testable -> depends on the source -> reproduced (at every open
  reading) -> holds only under some readings -> holds only at another level or precision
  -> understated -> not reproduced.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pandas as pd

from . import dataset, performance
from .plots import short_name
from .present import num

REPRODUCED = "reproduced"
HOLDS_ONLY = "holds only under some readings"
UNDERSTATED = "understated"
OTHER_READING = "holds only at another level or precision"
NOT_REPRODUCED = "not reproduced"
DEPENDS = "depends on the source"
NOT_TESTABLE = "not testable from specs"
VERDICTS = (REPRODUCED, HOLDS_ONLY, UNDERSTATED, OTHER_READING, NOT_REPRODUCED, DEPENDS, NOT_TESTABLE)
#: how a system of each kind is named in a verdict ("holds only per UltraServer at dense FP8")
LEVEL_NAMES = {"chip": "per chip", "instance": "per instance", "ultraserver": "per UltraServer", "pod": "per pod",
               "cluster": "per cluster"}

#: slack every stated figure gets for rounding (relative)
ROUNDING = 0.05
#: (lowest, highest) allowed g = derived / claimed - 1 for each qualifier
TOLERANCE = {
    "exact": (-ROUNDING, ROUNDING),
    "about": (-0.10, 0.10),
    "up to": (-0.10, ROUNDING),
    "nearly": (-0.15, ROUNDING),
    "almost": (-0.15, ROUNDING),
    "at least": (-ROUNDING, math.inf),
}
_EDGE = 1e-9  # float noise at the band edges
#: sources above this tier (aggregators, wikis) are shown but never flip a verdict
EVIDENCE_MAX_TIER = 4
#: the consistency audit lists differences above this
CONSISTENCY_THRESHOLD = 0.02
PRECISIONS = ("bf16", "fp8", "fp4", "fp16", "tf32", "fp32")
SPARSITIES = ("dense", "sparse")
#: bytes per parameter by number format (definitions, not data)
#: the same unit name in the other prefix family (GB <-> GiB)
TWIN_UNIT = {"GiB": "GB", "GB": "GiB", "TiB": "TB", "TB": "TiB", "GiB/s": "GB/s", "GB/s": "GiB/s"}
BINARY_UNITS = {"GiB", "TiB", "GiB/s", "MiB"}
#: pricing models tried, in order, for the peak-spec price-performance bound
BOUND_PRICING = ("on_demand", "capacity_block")
#: workload metrics: (what the claim is, what data would test it)
WORKLOAD = {
    "throughput": ("throughput is a workload measure that peak specs cannot test",
                   "measured throughput (tokens or inferences per second) for a named model, batch size and "
                   "precision on both systems"),
    "latency": ("latency is a workload measure that peak specs cannot test",
                "measured latency for a named model, batch size and sequence length on both systems"),
    "cost_per_inference": ("cost per inference is a workload measure that peak specs cannot test",
                           "measured throughput on both systems and their hourly prices under one pricing model "
                           "on one date"),
    "cost_to_train": ("cost to train is a workload measure that peak specs cannot test",
                      "the time to train a named model on both systems and their hourly prices under one pricing "
                      "model on one date"),
    "energy_efficiency": ("energy efficiency needs the power drawn for a piece of work, which peak specs do not give",
                          "power (W) per chip or system for both generations, measured or specified, and a "
                          "performance measure for the same work"),
    "performance": ("a 'performance' claim that names no metric cannot be tested from specs",
                    "the metric meant and a benchmark run on both"),
    "price_performance": ("price-performance is a workload measure that peak specs cannot test",
                          "a named workload's measured throughput on both systems and their prices under one "
                          "pricing model on one date"),
    "model_parameters": ("the largest model a system can serve is a deployment claim that specs cannot test",
                         "a deployment of a model that size on the system (memory capacity is necessary, not "
                         "sufficient)"),
    "deployed_chips": ("a deployed chip count is not a spec of any system",
                       "a deployment count from AWS or the operator"),
}
MAX_SCALE_TEST = ("a documented largest cluster (UltraCluster) size for both generations from a source "
                  "other than the claim")
PSEUDO_METRICS = ("chips", "price")
PREC_NAME = {"fp32": "FP32", "tf32": "TF32", "bf16": "BF16", "fp16": "FP16", "fp8": "FP8", "fp4": "FP4",
             "int8": "INT8"}


class ClaimError(ValueError):
    """A claim names something the dataset cannot resolve; `problems` lists each, with its line."""

    def __init__(self, problems: list[str]):
        self.problems = list(problems)
        super().__init__(f"{len(self.problems)} claim(s) cannot be audited:\n"
                         + "\n".join(f"  - {p}" for p in self.problems))


# --------------------------------------------------------------------------
# tolerance

def gap(claimed: float, derived: float) -> float:
    """Relative gap g = derived / claimed - 1."""
    return derived / claimed - 1


def tolerance(qualifier: str, claimed: float, derived: float, claimed_high: float | None = None) -> bool:
    """True when `derived` supports a claim of `claimed` (to `claimed_high` for a range) under
    `qualifier`; the bands are TOLERANCE, edges inclusive (see the module docstring)."""
    if derived is None or (isinstance(derived, float) and math.isnan(derived)):
        return False
    low, high = TOLERANCE[qualifier]
    top = claimed if claimed_high is None or pd.isna(claimed_high) else claimed_high
    return claimed * (1 + low) - _EDGE * abs(claimed) <= derived <= top * (1 + high) + _EDGE * abs(top)


# --------------------------------------------------------------------------
# context: the views the audit reads, computed once

@dataclass
class _Ctx:
    ds: dataset.Dataset
    long: pd.DataFrame
    ent: pd.DataFrame
    src: pd.DataFrame
    path: str
    groups: dict | None = None   # (metric, precision, sparsity) -> rows of `long` with a value
    cache: dict = field(default_factory=dict)


def _context(ds: dataset.Dataset) -> _Ctx:
    key = ("claims-context", id(ds))
    if key not in ds.extra:
        long = dataset.specs_long(ds).assign(
            as_of_key=lambda d: d["sort_date"].map(dataset.sortable_date),
            twin=lambda d: d["unit"].map(lambda u: _twin_factor(ds.package, u)))
        groups = {k: g for k, g in long[long["value_c"].notna()].groupby(["metric", "precision", "sparsity"])}
        ds.extra[key] = _Ctx(ds, long, ds.entities.set_index("entity_id"), ds.sources.set_index("source_id"),
                             claims_path(ds), groups)
    return ds.extra[key]


def claims_path(ds: dataset.Dataset) -> str:
    """claims.csv as error messages name it: relative to the project when inside it."""
    path = (Path(ds.data_dir) / "claims.csv").resolve()
    try:
        return str(path.relative_to(dataset.DATA_DIR.parent))
    except ValueError:
        return str(path)


def _tier(ctx: _Ctx, source_id: str) -> int:
    return int(ctx.src.loc[source_id, "tier"]) if source_id in ctx.src.index else 99


def _name(ctx: _Ctx, entity: str) -> str:
    return short_name(ctx.ent.loc[entity, "name"]) if entity in ctx.ent.index else entity


def _is_system(ctx: _Ctx, entity: str) -> bool:
    return ctx.ent.loc[entity, "kind"] in dataset.SYSTEM_KINDS


def _chip_of(ctx: _Ctx, entity: str) -> str | None:
    if not _is_system(ctx, entity):
        return entity
    chip = ctx.ent.loc[entity, "chip_id"]
    return chip if isinstance(chip, str) and chip else None


def _chips(ctx: _Ctx, entity: str) -> float:
    return 1.0 if not _is_system(ctx, entity) else float(ctx.ent.loc[entity, "chips"])


def _largest_instance(ctx: _Ctx, chip: str) -> str | None:
    """The instance with the most of this chip (an UltraServer if the chip has no instance)."""
    sys_ = ctx.ent[(ctx.ent["chip_id"] == chip)].assign(
        rank=lambda d: (d["kind"] != "instance").astype(int))
    if sys_.empty:
        return None
    return sys_.sort_values(["rank", "chips"], ascending=[True, False], kind="stable").index[0]


def _siblings(ctx: _Ctx, entity: str) -> list[str]:
    """Other systems with the same chip and the same chip count (trn1n.32xlarge for trn1.32xlarge)."""
    if not _is_system(ctx, entity):
        return []
    e = ctx.ent.loc[entity]
    same = ctx.ent[(ctx.ent["chip_id"] == e["chip_id"]) & (ctx.ent["chips"] == e["chips"])]
    return [s for s in same.index if s != entity]


# --------------------------------------------------------------------------
# candidate values: every value the dataset gives for one entity and metric

def _unit_family(unit: str) -> str:
    return "binary" if unit in BINARY_UNITS else ("decimal" if unit in TWIN_UNIT else "")


def _twin_factor(package: dict, unit: str) -> float:
    twin = TWIN_UNIT.get(unit)
    return dataset.unit_factor(package, twin) if twin else np.nan


def _candidates(ctx: _Ctx, entity: str, metric: str, precision: str = "", sparsity: str = "") -> pd.DataFrame:
    """Stated rows (one per source) and, for a system, chips x each per-chip row; canonical
    values in `value_c`, the same number read in the twin unit in `twin_c` (memoised per context)."""
    key = ("candidates", entity, metric, precision, sparsity)
    if key not in ctx.cache:
        ctx.cache[key] = _candidates_uncached(ctx, entity, metric, precision, sparsity)
    return ctx.cache[key].copy()


def _candidates_uncached(ctx: _Ctx, entity: str, metric: str, precision: str, sparsity: str) -> pd.DataFrame:
    cols = ["entity_id", "value_num", "unit", "value_c", "unit_c", "twin_c", "source_id", "tier", "as_of_key",
            "line", "basis", "chips", "preferred"]
    if metric == "chips":
        e = ctx.ent.loc[entity]
        if not _is_system(ctx, entity):
            return pd.DataFrame(columns=cols)
        return pd.DataFrame([dict(entity_id=entity, value_num=float(e["chips"]), unit="chips",
                                  value_c=float(e["chips"]), unit_c="chips", twin_c=np.nan,
                                  source_id=e["source_id"], tier=_tier(ctx, e["source_id"]), as_of_key="",
                                  line=0, basis="stated", chips=1.0, preferred=True)])
    L = ctx.groups.get((metric, precision, sparsity))
    if L is None:
        L = ctx.long.iloc[0:0]
    stated = L[L["entity_id"] == entity].assign(basis="stated", chips=1.0,
                                                 twin_c=lambda d: d["value_num"] * d["twin"])
    parts = [stated]
    how = ctx.ds.package["x-metrics"].get(metric, {}).get("on_system")
    chip = _chip_of(ctx, entity)
    if _is_system(ctx, entity) and chip and how in ("total", "per_chip"):
        n = _chips(ctx, entity) if how == "total" else 1.0
        per_chip = L[L["entity_id"] == chip]
        parts.append(per_chip.assign(basis="derived", chips=n, value_c=per_chip["value_c"] * n,
                                     twin_c=per_chip["value_num"] * per_chip["twin"] * n,
                                     preferred=per_chip["preferred"] & stated.empty))
    return pd.concat(parts, ignore_index=True)[cols]


def candidates(ds: dataset.Dataset, entity: str, metric: str, precision: str = "", sparsity: str = "") -> pd.DataFrame:
    """Every value the dataset gives for an entity/metric/precision/sparsity (see `_candidates`)."""
    return _candidates(_context(ds), entity, metric, precision, sparsity)


def _usable(ctx: _Ctx, claim: dict, cand: pd.DataFrame) -> pd.DataFrame:
    """Drop the claim's own source unless it is a tier-1 specification page."""
    if _tier(ctx, claim["source_id"]) == 1:
        return cand
    return cand[cand["source_id"] != claim["source_id"]]


def _pick(cand: pd.DataFrame) -> pd.Series | None:
    """The loader's choice among candidates: stated before derived, lowest tier, newest, first."""
    if cand.empty:
        return None
    order = cand.assign(derived=(cand["basis"] != "stated").astype(int), neg_line=-cand["line"])
    order = order.sort_values(["derived", "tier", "as_of_key", "neg_line"], ascending=[True, True, False, False],
                              kind="stable")
    return order.iloc[0]


def _sig(value: float, digits: int = 4) -> str:
    """`num` with `digits` significant digits and no trailing zeros: 3.04, 20.8, 14.09."""
    text = num(value, digits)
    return text.rstrip("0").rstrip(".") if "." in text else text


def _raw(row: pd.Series) -> str:
    """The value as its source states it, times the chip count when derived: '16 x 820 GiB/s'."""
    own = f"{_sig(row['value_num'])} {row['unit']}"
    return f"{row['chips']:g} x {own}" if row["basis"] == "derived" and row["chips"] != 1 else own


def _side(row: pd.Series) -> str:
    """A value in canonical units, with its derivation when it is chips x per-chip value."""
    canon = f"{_sig(row['value_c'])} {row['unit_c']}"
    if row["basis"] == "derived" and row["chips"] != 1:
        own = _sig(row["value_num"]) if row["unit"] == row["unit_c"] else f"{_sig(row['value_num'])} {row['unit']}"
        return f"({row['chips']:g} x {own} = {canon})"
    return canon


def _pair_text(s: pd.Series, b: pd.Series) -> tuple[str, str]:
    """How a ratio's two values are written: in the sources' unit when both state the same unit,
    else in canonical units."""
    if s["unit"] == b["unit"] and s["basis"] == b["basis"] == "stated":
        return _raw(s), _raw(b)
    return _side(s), _side(b)


def _abs_text(row: pd.Series, claim_unit: str, derived: float, scale: float = 1.0) -> str:
    text = _raw(row) if scale == 1 else f"{num(scale)} chips x {_raw(row)}"
    if row["unit"] != claim_unit or scale != 1 or (row["basis"] == "derived" and row["chips"] != 1):
        text += f" = {_sig(derived)} {claim_unit}"
    return text
# --------------------------------------------------------------------------
# readings: one way of computing what the claim compares

@dataclass
class Reading:
    level: str              # 'per chip', 'per system', 'per largest instance', 'another system', 'precision', ...
    subject: str
    baseline: str
    precision: str
    sparsity: str
    derived: float          # in the claim's terms: x, %, or the claim's unit
    gap: float
    passes: bool
    subject_value: float    # canonical units
    baseline_value: float
    unit: str               # canonical unit of the values
    text: str               # the derivation, e.g. '362,448 TFLOPS / 83,200 TFLOPS = 4.36x'
    subject_source: str
    baseline_source: str
    unit_note: str = ""
    tier: int = 1
    subject_text: str = ""  # each side as written in `text`
    baseline_text: str = ""
    subject_tier: int = 1
    baseline_tier: int = 0

    def what(self) -> str:
        return _combo_name(self.precision, self.sparsity)

    def sources(self) -> str:
        return self.subject_source + (f" / {self.baseline_source}" if self.baseline_source else "")


def _combo_name(precision: str, sparsity: str) -> str:
    return " ".join(x for x in (sparsity, PREC_NAME.get(precision, precision)) if x)


def _claim_unit(claim: dict) -> str:
    return {"ratio": "x", "percent": "%"}.get(claim["kind"], claim["unit"])


def _evaluate(ctx: _Ctx, claim: dict, s: pd.Series, b: pd.Series | None, scale: float = 1.0) -> tuple:
    """(derived, passes, text, unit_note) for one subject value (and baseline value); `text` is the
    derivation, its two sides are `_pair_text`."""
    q, c, hi = claim["qualifier"], claim["claimed"], claim["claimed_high"]
    if claim["kind"] == "absolute":
        f = dataset.unit_factor(ctx.ds.package, claim["unit"])
        derived = s["value_c"] * scale / f
        text = _abs_text(s, claim["unit"], derived, scale)
        if tolerance(q, c, derived, hi):
            return derived, True, text, ""
        fam_s, fam_c = _unit_family(s["unit"]), _unit_family(claim["unit"])
        if fam_s and fam_c and fam_s != fam_c:
            as_twin = s["twin_c"] * scale / f          # the source's number read in the claim's prefix family
            if tolerance(q, c, as_twin, hi):
                return derived, True, text, (f"reproduced once {s['unit']} is read as {TWIN_UNIT[s['unit']]}, "
                                             f"the usual vendor slip ({_raw(s)} read that way is "
                                             f"{_sig(as_twin)} {claim['unit']})")
        return derived, False, text, ""
    ratio = s["value_c"] * scale / b["value_c"]
    derived = ratio if claim["kind"] == "ratio" else (ratio - 1) * 100
    st, bt = _pair_text(s, b)
    text = f"{st} / {bt} = {num(ratio)}x" + (f", i.e. {_fmt(derived, '%')}" if claim["kind"] == "percent" else "")
    if tolerance(q, c, derived, hi):
        return derived, True, text, ""
    fam_s, fam_b = _unit_family(s["unit"]), _unit_family(b["unit"])
    if fam_s and fam_b and fam_s != fam_b:
        r2 = s["twin_c"] * scale / b["value_c"]
        d2 = r2 if claim["kind"] == "ratio" else (r2 - 1) * 100
        if tolerance(q, c, d2, hi):
            return derived, True, text, (f"reproduced once {s['unit']} and {b['unit']} are read as the same unit "
                                         f"({num(r2)}x)")
    return derived, False, text, ""


def _reading(ctx: _Ctx, claim: dict, level: str, subj: str, base: str | None, prec: str, spars: str,
             scale: float = 1.0, metric: str | None = None) -> Reading | None:
    """The claim computed at one level/precision with the preferred usable values (None if missing)."""
    metric = metric or claim["metric"]
    s = _pick(_usable(ctx, claim, _candidates(ctx, subj, metric, prec, spars)))
    if s is None:
        return None
    b = None
    if claim["kind"] != "absolute":
        b = _pick(_usable(ctx, claim, _candidates(ctx, base, metric, prec, spars)))
        if b is None:
            return None
    return _make(ctx, claim, level, subj, base, prec, spars, s, b, scale)


def _make(ctx, claim, level, subj, base, prec, spars, s, b, scale) -> Reading:
    derived, passes, text, note = _evaluate(ctx, claim, s, b, scale)
    st, bt = _pair_text(s, b) if b is not None else (text, "")
    return Reading(level, subj, base or "", prec, spars, derived, gap(claim["claimed"], derived), passes,
                   s["value_c"] * scale, b["value_c"] if b is not None else np.nan, s["unit_c"], text,
                   s["source_id"], b["source_id"] if b is not None else "", note,
                   max(int(s["tier"]), int(b["tier"]) if b is not None else 0), st, bt,
                   int(s["tier"]), int(b["tier"]) if b is not None else 0)


def _variants(ctx: _Ctx, claim: dict, r: Reading, scale: float = 1.0) -> list[Reading]:
    """The primary reading recomputed with every pair of usable source values."""
    metric = claim["metric"]
    S = _usable(ctx, claim, _candidates(ctx, r.subject, metric, r.precision, r.sparsity))
    bs = ([row for _, row in _usable(ctx, claim, _candidates(ctx, r.baseline, metric, r.precision,
                                                            r.sparsity)).iterrows()]
          if claim["kind"] != "absolute" else [None])
    return [_make(ctx, claim, r.level, r.subject, r.baseline, r.precision, r.sparsity, s, b, scale)
            for _, s in S.iterrows() for b in bs]


def _combos(claim: dict) -> list[tuple[str, str]]:
    """(precision, sparsity) readings of the claim: the named ones, else every one, dense first."""
    if claim["metric"] != "compute":
        return [("", "")]
    precs = [claim["precision"]] if claim["precision"] else list(PRECISIONS)
    spars = [claim["sparsity"]] if claim["sparsity"] else list(SPARSITIES)
    return [(p, s) for s in spars for p in precs]


def _other_combos(claim: dict) -> list[tuple[str, str]]:
    if claim["metric"] != "compute":
        return []
    own = set(_combos(claim))
    return [(p, s) for s in SPARSITIES for p in PRECISIONS if (p, s) not in own]


# --------------------------------------------------------------------------
# the audit

def check(ds: dataset.Dataset) -> list[str]:
    """Every claim that names an unknown entity, metric or unit, with its claims.csv line."""
    ctx = _context(ds)
    return [p for claim in ds.claims.to_dict("records") for p in _problems(ctx, claim)]


def _problems(ctx: _Ctx, c: dict) -> list[str]:
    where = f"{ctx.path}, line {c['line']}: claim '{c['claim_id']}'"
    spec_metrics = ctx.ds.package["x-metrics"]
    known = list(spec_metrics) + list(PSEUDO_METRICS) + list(WORKLOAD)
    out = []
    if c["metric"] not in known:
        out.append(f"{where} names the metric '{c['metric']}', which is not a spec metric, 'chips', 'price' or a "
                   f"workload metric (known: {', '.join(known)})")
    for role in ("subject", "baseline"):
        if c[role] and c[role] not in ctx.ent.index:
            out.append(f"{where} names the {role} '{c[role]}', which is not an entity_id in entities.csv")
    if c["kind"] == "absolute" and (c["metric"] in spec_metrics or c["metric"] == "chips"):
        allowed = spec_metrics[c["metric"]]["units"] if c["metric"] in spec_metrics else ["chips"]
        units = ctx.ds.package["x-units"]
        dims = {units[u]["dimension"] for u in allowed}
        if c["unit"] not in units or units[c["unit"]]["dimension"] not in dims:
            out.append(f"{where} gives the unit '{c['unit']}', which is not a unit for {c['metric']} "
                       f"(one of: {', '.join(u for u in units if units[u]['dimension'] in dims)})")
    if c["metric"] == "price" and c["kind"] != "percent":
        out.append(f"{where} is a price claim of kind '{c['kind']}'; price claims are tested as a percent change")
    return out


def audit(ds: dataset.Dataset) -> pd.DataFrame:
    """One row per claim (see the module docstring for the rules); raises ClaimError naming the
    claims.csv line of every claim that names an unknown entity, metric or unit."""
    ctx = _context(ds)
    claims = ds.claims.to_dict("records")
    problems = [p for c in claims for p in _problems(ctx, c)]
    if problems:
        raise ClaimError(problems)
    bounds = price_performance_bounds(ds, _ctx=ctx).set_index("claim_id")
    return pd.DataFrame([_audit_one(ctx, c, bounds) for c in claims], columns=RESULT_COLUMNS)


RESULT_COLUMNS = ["claim_id", "line", "source_id", "quote", "metric", "subject", "baseline", "kind", "qualifier",
                  "level", "precision", "sparsity", "claimed", "claimed_high", "unit", "published", "verdict",
                  "verdict_text", "derived", "gap",
                  "level_used", "reading", "holds_at", "subject_value", "baseline_value", "value_unit",
                  "subject_source", "baseline_source", "compares", "alternatives", "readings", "bound", "to_test",
                  "explanation"]


def _audit_one(ctx: _Ctx, c: dict, bounds: pd.DataFrame) -> dict:
    c = {**c, "claimed_high": None if pd.isna(c["claimed_high"]) else c["claimed_high"]}
    if c["metric"] == "price":
        res = _price_change(ctx, c)
    elif c["metric"] in WORKLOAD:
        res = _workload(ctx, c, bounds)
    else:
        res = _spec_claim(ctx, c)
    out = {**{k: c[k] for k in RESULT_COLUMNS if k in c}, "unit": _claim_unit(c), "compares": _compares(ctx, c),
           "derived": np.nan, "gap": np.nan, "level_used": "", "reading": "", "holds_at": "",
           "subject_value": np.nan, "baseline_value": np.nan, "value_unit": "", "subject_source": "",
           "baseline_source": "", "alternatives": [], "readings": "", "bound": np.nan, "to_test": "", **res}
    out["explanation"] = _capitalize(out["explanation"])
    out["verdict_text"] = res.get("verdict_text") or out["verdict"]
    return {k: out[k] for k in RESULT_COLUMNS}


def _capitalize(text: str) -> str:
    """Upper-case the first letter unless the sentence opens with an identifier (trn1.32xlarge)."""
    first = text.split(" ", 1)[0]
    plain = first.islower() and not any(ch.isdigit() or ch == "." for ch in first)
    return text[:1].upper() + text[1:] if plain else text


def _compares(ctx: _Ctx, c: dict) -> str:
    spec = ctx.ds.package["x-metrics"]
    what = {"compute": "peak compute", "chips": "chip count", "price": "on-demand price"}.get(
        c["metric"], dataset.metric_title(ctx.ds, c["metric"]).lower() if c["metric"] in spec
        else c["metric"].replace("_", " "))
    combo = _combo_name(c["precision"], c["sparsity"])
    what = f"{combo} {what}" if combo else what
    ents = _name(ctx, c["subject"]) + (f" vs {_name(ctx, c['baseline'])}" if c["baseline"] else "")
    level = {"chip": "per chip", "system": "per system", "stated": "as the source names them"}[c["level"]]
    kind = {"ratio": "ratio", "percent": "percent difference", "absolute": "value"}[c["kind"]]
    return f"{what}, {ents}: {kind}, {level}"


def _plain(value: float) -> str:
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,}"


def _claimed_text(c: dict) -> str:
    unit = _claim_unit(c)
    sep = "" if unit in ("x", "%") else " "
    high = c.get("claimed_high")
    val = _plain(c["claimed"]) + (f"-{_plain(high)}" if high is not None and not pd.isna(high) else "")
    q = "" if c["qualifier"] == "exact" else c["qualifier"] + " "
    return f"{q}{val}{sep}{unit}"


def _fmt(value: float, unit: str) -> str:
    if value is None or pd.isna(value):
        return "n/a"
    if unit == "x":
        return f"{num(value)}x"
    if unit == "%":
        return f"{value:.1f}%"
    return f"{_sig(value)} {unit}"


def _pct(g: float) -> str:
    return f"{g:+.1%}"


def _alt(kind: str, label: str, value: float, unit: str, passes, sources: str = "") -> dict:
    return dict(kind=kind, label=label, value=value, unit=unit, passes=passes, sources=sources)


def _level_of(ctx: _Ctx, entity: str) -> str:
    return "per chip" if not _is_system(ctx, entity) else "per system"


def _untestable(text: str, to_test: str) -> dict:
    return dict(verdict=NOT_TESTABLE, explanation=text + ".", to_test=to_test)


# --------------------------------------------------------------------------
# spec claims: compute, memory, bandwidth, network, chips, max_scale

def _cluster(ctx: _Ctx, c: dict) -> tuple[float, str] | None:
    """Chip count for a system-level claim about a chip: a max_scale claim of the same source and chip
    (the same sentence of the source, e.g. '100,000 chips ... 65 ExaFLOPS')."""
    cl = ctx.ds.claims
    same = cl[(cl["source_id"] == c["source_id"]) & (cl["subject"] == c["subject"]) & (cl["metric"] == "max_scale")
              & (cl["kind"] == "absolute")]
    return (float(same["claimed"].iloc[0]), same["claim_id"].iloc[0]) if len(same) else None


def _spec_claim(ctx: _Ctx, c: dict) -> dict:
    subj, base, scale = c["subject"], c["baseline"] or None, 1.0
    if c["kind"] != "absolute" and not base and c["metric"] != "max_scale":
        return _untestable("the claim names no baseline, so there is nothing to divide by",
                           "a named comparison system")
    if c["metric"] == "max_scale":
        return _max_scale(ctx, c)
    level = _level_of(ctx, subj)
    cluster_note = ""
    if c["level"] == "chip":
        subj = _chip_of(ctx, subj) or subj
        base = (_chip_of(ctx, base) or base) if base else base
        level = "per chip"
    elif c["level"] == "system" and not _is_system(ctx, subj) and c["kind"] == "absolute":
        cl = _cluster(ctx, c)
        if cl is None:
            return _untestable(f"the claim is about a system of {_name(ctx, subj)} chips that the dataset does not "
                               f"describe", "the system's chip count")
        scale = cl[0]
        level = f"per cluster of {num(scale)} chips"
        cluster_note = f"the chip count ({num(scale)}) comes from the same sentence (claim {cl[1]})"
    own = [r for p, s in _combos(c) if (r := _reading(ctx, c, level, subj, base, p, s, scale))]
    if not own:
        return _missing(ctx, c, subj, base)
    primary = next((r for r in own if r.passes), None) or min(
        own, key=lambda r: abs(math.log(max(r.derived, 1e-12) / c["claimed"])))
    variants = _variants(ctx, c, primary, scale)
    # a variant counts when each side that differs from the primary reading comes from a source of tier
    # <= EVIDENCE_MAX_TIER (a side both share is not evidence either way)
    counted = [v for v in variants
               if (v.subject_source == primary.subject_source or v.subject_tier <= EVIDENCE_MAX_TIER)
               and (v.baseline_source == primary.baseline_source or v.baseline_tier <= EVIDENCE_MAX_TIER)]
    others = _other_readings(ctx, c, primary, own, scale)
    open_precision = c["metric"] == "compute" and not c["precision"]
    if len({v.passes for v in counted} | {primary.passes}) > 1:
        verdict = DEPENDS
    elif primary.passes:
        verdict = HOLDS_ONLY if open_precision and any(not r.passes for r in own) else REPRODUCED
    elif any(r.passes for r in others):
        verdict = OTHER_READING
    elif (_exceeds(c, primary) and all(_exceeds(c, r) for r in own + others)
          and not _matches_elsewhere(ctx, c, primary.subject)):
        verdict = UNDERSTATED
    else:
        verdict = NOT_REPRODUCED
    holds = next((r for r in others if r.passes), None) if verdict == OTHER_READING else None
    unit = _claim_unit(c)
    alts = ([_alt("precision", _label(ctx, r), r.derived, unit, r.passes, r.sources()) for r in own if r is not primary]
            + [_alt("precision" if r.level == "precision" else "level", _label(ctx, r), r.derived, unit, r.passes,
                    r.sources()) for r in others]
            + [_alt("source", f"{v.text} (tier {v.tier})", v.derived, unit, v.passes, v.sources())
               for v in variants])
    text = _explain(ctx, c, verdict, primary, own, others, counted, holds, cluster_note)
    return dict(verdict=verdict, verdict_text=_verdict_text(ctx, c, verdict, primary, own, others, holds),
                readings=_readings_text(ctx, c, own, others), derived=primary.derived, gap=primary.gap, level_used=primary.level,
                reading=primary.what(), holds_at=_label(ctx, holds) if holds else "",
                subject_value=primary.subject_value, baseline_value=primary.baseline_value,
                value_unit=primary.unit, subject_source=primary.subject_source,
                baseline_source=primary.baseline_source, alternatives=alts, explanation=text)


def _exceeds(c: dict, r: Reading) -> bool:
    """The reading gives more than the claim's tolerance allows (the claim understates it)."""
    high = TOLERANCE[c["qualifier"]][1]
    top = c["claimed"] if c["claimed_high"] is None or pd.isna(c["claimed_high"]) else c["claimed_high"]
    return r.derived > top * (1 + high) + _EDGE * abs(top)


def _level_name(ctx: _Ctx, r: Reading) -> str:
    """'per UltraServer', 'per instance', 'per chip', 'per cluster of 100,000 chips' for a reading."""
    if r.level in ("per chip", "per largest instance") or r.level.startswith("per cluster"):
        return r.level
    kind = ctx.ent.loc[r.subject, "kind"] if r.subject in ctx.ent.index else ""
    return LEVEL_NAMES.get(kind, r.level if r.level != "precision" else "per system")


def _verdict_text(ctx: _Ctx, c: dict, verdict: str, r: Reading, own: list[Reading], others: list[Reading],
                  holds: Reading | None) -> str:
    """The verdict with what it rests on: 'holds only per UltraServer at dense FP8', 'understated:
    the specs give 16.4x per chip'."""
    unit = _claim_unit(c)
    if verdict == HOLDS_ONLY:
        names = [name for name, _ in _groups([o for o in own if o.passes])]
        return f"holds only {_level_name(ctx, r)} at {' and '.join(names)}"
    if verdict == OTHER_READING and holds is not None:
        return f"fails as stated; holds only {_label(ctx, holds)}"
    if verdict == UNDERSTATED:
        alts = [o for o in others if o.level != "precision" and _level_name(ctx, o) != _level_name(ctx, r)][:1]
        more = "".join(f", {_fmt(o.derived, unit)} {_level_name(ctx, o)}" for o in alts)
        return f"understated: the specs give {_fmt(r.derived, unit)} {_level_name(ctx, r)}{more}"
    if verdict == REPRODUCED and r.what():
        return f"reproduced {_level_name(ctx, r)} at {r.what()}"
    return verdict


def _readings_text(ctx: _Ctx, c: dict, own: list[Reading], others: list[Reading]) -> str:
    """Every reading tried, with its result: 'per UltraServer dense FP8 4.36x (holds); ...'."""
    unit = _claim_unit(c)

    def mark(r):
        return "holds" if r.passes else ("above the claim" if _exceeds(c, r) else "fails")
    parts = []
    for r in own + others:
        ents = "" if r.level in ("precision",) or r in own else f" ({_name(ctx, r.subject)}" + (
            f" vs {_name(ctx, r.baseline)})" if r.baseline else ")")
        what = f" {r.what()}" if r.what() else ""
        parts.append(f"{_level_name(ctx, r)}{what}{ents}: {_fmt(r.derived, unit)} ({mark(r)})")
    return "; ".join(dict.fromkeys(parts))


def _matches_elsewhere(ctx: _Ctx, c: dict, subj: str) -> str:
    """For a failed absolute claim: other systems of the same vendor and kind whose stated value
    matches the claimed figure (directly or with GiB read as GB), e.g. Trn1's '9.8 TB/s' is
    inf2.48xlarge's 9,840 GiB/s."""
    if c["kind"] != "absolute" or c["metric"] not in ctx.ds.package["x-metrics"] or subj not in ctx.ent.index:
        return ""
    claimed_c = c["claimed"] * dataset.unit_factor(ctx.ds.package, c["unit"])
    e = ctx.ent.loc[subj]
    same = ctx.ent[(ctx.ent["vendor"] == e["vendor"]) & (ctx.ent["kind"] == e["kind"])].index
    rows = ctx.long[(ctx.long["metric"] == c["metric"]) & ctx.long["entity_id"].isin(same)
                    & (ctx.long["entity_id"] != subj) & ctx.long["value_c"].notna()
                    & (ctx.long["source_id"] != c["source_id"])]
    hits = []
    for r in rows.itertuples():
        twin = r.value_num * r.twin if pd.notna(r.twin) else np.nan
        if tolerance("exact", claimed_c, r.value_c):
            how = f"{_sig(r.value_num)} {r.unit}"
        elif pd.notna(twin) and tolerance("exact", claimed_c, twin):
            how = f"{_sig(r.value_num)} {r.unit}, i.e. {_sig(twin / dataset.unit_factor(ctx.ds.package, c['unit']))} {c['unit']} with {r.unit} read as {TWIN_UNIT[r.unit]}"
        else:
            continue
        hits.append(f"{_name(ctx, r.entity_id)} ({how}; {r.source_id})")
    hits = list(dict.fromkeys(hits))
    if not hits:
        return ""
    return f"the claimed {_claimed_text(c)} is the figure of {' and of '.join(hits[:2])}, not of {_name(ctx, subj)}"


def _other_readings(ctx: _Ctx, c: dict, primary: Reading, own: list[Reading], scale: float) -> list[Reading]:
    """Other levels (per chip, per largest instance, sibling systems of the same size) at the claim's
    precisions, then other precisions/sparsities at the claim's level."""
    subj, base = primary.subject, primary.baseline or None
    combos = [(primary.precision, primary.sparsity)] + [(r.precision, r.sparsity) for r in own if r is not primary]
    on_system = ctx.ds.package["x-metrics"].get(c["metric"], {}).get("on_system")
    levels: list[tuple[str, str, str | None]] = []
    if c["kind"] != "absolute" and base:
        if _is_system(ctx, subj) and _is_system(ctx, base) and on_system in ("total", "per_chip"):
            cs, cb = _chip_of(ctx, subj), _chip_of(ctx, base)
            if cs and cb:
                levels.append(("per chip", cs, cb))
        if not _is_system(ctx, subj) and not _is_system(ctx, base):
            ls, lb = _largest_instance(ctx, subj), _largest_instance(ctx, base)
            if ls and lb:
                levels.append(("per largest instance", ls, lb))
    if scale == 1.0:
        levels += [("another system", sib, base) for sib in _siblings(ctx, subj)]
    out = [r for level, s, b in levels for p, sp in combos
           if (r := _reading(ctx, c, level, s, b, p, sp, scale))]
    out += [r for p, sp in _other_combos(c) if (r := _reading(ctx, c, "precision", subj, base, p, sp, scale))]
    return out


def _label(ctx: _Ctx, r: Reading) -> str:
    """'for dense FP8', 'per chip (Trainium3 vs Trainium2)', 'for trn1n.32xlarge vs p4d.24xlarge'."""
    ents = _name(ctx, r.subject) + (f" vs {_name(ctx, r.baseline)}" if r.baseline else "")
    what = f" {r.what()}" if r.what() else ""
    if r.level == "precision":
        return f"for{what}"
    if r.level == "another system":
        return f"for{what} {ents}"
    return f"{r.level}{what} ({ents})"


def _groups(readings: list[Reading]) -> list[tuple[str, Reading]]:
    """Readings that give the same number, named together: ('dense BF16/FP16/TF32', reading)."""
    out: list[tuple[list[Reading], Reading]] = []
    for r in readings:
        for members, first in out:
            if math.isclose(first.derived, r.derived, rel_tol=1e-3) and first.sparsity == r.sparsity:
                members.append(r)
                break
        else:
            out.append(([r], r))
    return [(" ".join(x for x in (m[0].sparsity, "/".join(PREC_NAME.get(r.precision, r.precision) for r in m)) if x), f)
            for m, f in out]


def _explain(ctx: _Ctx, c: dict, verdict: str, r: Reading, own: list[Reading], others: list[Reading],
             counted: list[Reading], holds: Reading | None, cluster_note: str) -> str:
    unit = _claim_unit(c)
    ents = _name(ctx, r.subject) + (f" vs {_name(ctx, r.baseline)}" if r.baseline else "")
    noun = {"compute": "compute", "memory_capacity": "memory", "memory_bandwidth": "memory bandwidth",
            "network_bandwidth": "network bandwidth", "chips": "chip count"}.get(c["metric"], c["metric"].replace("_", " "))
    what = f"{r.what()} {noun}".strip()
    verb = "the specs give " if c["kind"] == "absolute" else ""
    head = f"{ents} {what} {r.level}: {verb}{r.text} ({_pct(r.gap)} against '{_claimed_text(c)}')"
    notes = [cluster_note] if cluster_note else []
    if verdict == REPRODUCED:
        lead = r.unit_note or "reproduced"
        notes += _notes(ctx, c, r, own, others)
        return f"{head}: {lead}" + "".join(f"; {n}" for n in notes) + "."
    if verdict == DEPENDS:
        return f"{head}; the verdict turns on the source: {_source_list(counted, c)}" + "".join(f"; {n}" for n in notes) + "."
    if verdict == HOLDS_ONLY:
        notes += _notes(ctx, c, r, own, others)
        per_chip = [o for o in others if o.level == "per chip"]
        if per_chip:
            notes.append("per chip it gives " + ", ".join(f"{_fmt(o.derived, unit)} at {o.what()}" for o in per_chip[:3]))
        if c["metric"] == "compute" and any(o.precision == "fp8" for o in own) and _fp8_formats_differ(ctx, r):
            notes.append("the two chips' FP8 formats are not the same (the notes name cFP8 and MXFP8)")
        return (f"{head}: {_verdict_text(ctx, c, verdict, r, own, others, holds)}"
                + "".join(f"; {n}" for n in notes if n) + ".")
    if verdict == UNDERSTATED:
        notes += _notes(ctx, c, r, own, others)
        return (f"{head}: understated, the specs give more than the claim at every reading"
                + "".join(f"; {n}" for n in notes if n) + ".")
    if verdict == OTHER_READING:
        notes.append(_own_source_note(ctx, c, r))
        return (f"{head}, so it fails as stated; it holds only {_label(ctx, holds)}: {holds.text} "
                f"({_pct(holds.gap)})" + "".join(f"; {n}" for n in notes if n) + ".")
    notes += ([_matches_elsewhere(ctx, c, r.subject)] + _notes(ctx, c, r, own, others, failed=True)
              + [_own_source_note(ctx, c, r)])
    return f"{head}: not reproduced" + "".join(f"; {n}" for n in notes if n) + "."


def _fp8_formats_differ(ctx: _Ctx, r: Reading) -> bool:
    """True when the FP8 rows of the two sides' chips name different formats in their notes."""
    def fmt(entity):
        chip = _chip_of(ctx, entity) or entity
        notes = " ".join(ctx.long[(ctx.long["entity_id"].isin([entity, chip])) & (ctx.long["precision"] == "fp8")]["note"])
        return {f for f in ("cFP8", "MXFP8", "OCP FP8") if f in notes}
    if not r.baseline:
        return False
    a, b = fmt(r.subject), fmt(r.baseline)
    return bool(a and b and a != b)


def _source_list(readings: list[Reading], c: dict) -> str:
    """Each distinct result with the sources that give it, matches first; a side every source
    agrees on is named once."""
    unit = _claim_unit(c)
    ratio = c["kind"] != "absolute"
    fixed_b = ratio and len({round(v.baseline_value, 9) for v in readings}) == 1
    fixed_s = ratio and not fixed_b and len({round(v.subject_value, 9) for v in readings}) == 1

    def src(v):
        return v.subject_source if fixed_b else v.baseline_source if fixed_s else v.sources()

    def bare(t):
        return t[1:-1] if t.startswith("(") and t.endswith(")") else t

    def body(v):
        if fixed_b:
            return f"{bare(v.subject_text)} ({_fmt(v.derived, unit)})"
        if fixed_s:
            return f"{bare(v.baseline_text)} ({_fmt(v.derived, unit)})"
        return v.text
    groups: list[tuple[Reading, list[str]]] = []
    for v in sorted(readings, key=lambda v: (not v.passes, v.tier)):
        for first, srcs in groups:
            if math.isclose(first.derived, v.derived, rel_tol=1e-4) and first.passes == v.passes:
                if src(v) not in srcs:
                    srcs.append(src(v))
                break
        else:
            groups.append((v, [src(v)]))
    lead = ""
    if fixed_b:
        lead = f"against {bare(readings[0].baseline_text)} ({readings[0].baseline_source}), "
    elif fixed_s:
        lead = f"for {bare(readings[0].subject_text)} ({readings[0].subject_source}) over "
    return lead + "; ".join(f"{' and '.join(srcs)} {'gives' if len(srcs) == 1 else 'give'} {body(first)}, "
                            f"{'a match' if first.passes else 'no match'}" for first, srcs in groups[:4])


def _notes(ctx: _Ctx, c: dict, r: Reading, own: list[Reading], others: list[Reading],
           failed: bool = False) -> list[str]:
    """What the number is made of: chip count x per chip, other precisions, other levels."""
    unit = _claim_unit(c)
    notes = []
    per_chip = next((o for o in others if o.level == "per chip" and (o.precision, o.sparsity) == (r.precision, r.sparsity)),
                    None)
    if per_chip and c["kind"] == "ratio":
        n_s, n_b = _chips(ctx, r.subject), _chips(ctx, r.baseline)
        notes.append(f"that is {num(n_s / n_b)}x the chips ({n_s:g} vs {n_b:g}) times {_fmt(per_chip.derived, unit)} "
                     f"per chip")
    inst = next((o for o in others if o.level == "per largest instance" and o.precision == r.precision), None)
    if inst:
        notes.append(f"per largest instance it is {_fmt(inst.derived, unit)} ({_name(ctx, inst.subject)} vs "
                     f"{_name(ctx, inst.baseline)}: {inst.text})")
    if not c["precision"] and c["metric"] == "compute":
        same_sparsity = [o for o in own if o.sparsity == r.sparsity]
        groups = _groups(same_sparsity)
        mine = next(name for name, first in groups if math.isclose(first.derived, r.derived, rel_tol=1e-3))
        rest = [(name, first) for name, first in groups if not math.isclose(first.derived, r.derived, rel_tol=1e-3)]
        if r.passes and rest:
            notes.append(f"only {mine} gives it" if "/" not in mine else f"{mine} give it")
        notes += [f"{name} {'give' if '/' in name else 'gives'} {_fmt(first.derived, unit)}" for name, first in rest[:3]]
    if failed:
        notes += [f"{_name(ctx, o.subject)} gives {_fmt(o.derived, unit)} too" if math.isclose(o.derived, r.derived, rel_tol=1e-3)
                  else f"{_name(ctx, o.subject)} gives {_fmt(o.derived, unit)}"
                  for o in others if o.level == "another system" and o.precision == r.precision]
    return notes


def _own_source_note(ctx: _Ctx, c: dict, r: Reading) -> str:
    if _tier(ctx, c["source_id"]) == 1:
        return ""
    cand = _candidates(ctx, r.subject, c["metric"], r.precision, r.sparsity)
    own = cand[(cand["source_id"] == c["source_id"]) & (cand["basis"] == "stated")]
    if own.empty:
        return ""
    what = f" for {r.what()}" if r.what() else ""
    return (f"the claim's own source ({c['source_id']}) also states {_raw(own.iloc[0])}{what} in specs.csv, "
            f"but a source cannot confirm itself")


def _missing(ctx: _Ctx, c: dict, subj: str, base: str | None) -> dict:
    def has(e):
        return any(not _usable(ctx, c, _candidates(ctx, e, c["metric"], p, s)).empty for p, s in _combos(c))
    lacking = [e for e in [subj] + ([base] if base else []) if not has(e)]
    what = f"{_combo_name(c['precision'], c['sparsity'])} {c['metric'].replace('_', ' ')}".strip()

    def called(e):
        chip = _chip_of(ctx, e)
        return (f"{_name(ctx, e)} (nor for its {_name(ctx, chip)} chips)" if _is_system(ctx, e) and chip
                else _name(ctx, e))
    if lacking:
        text = f"the dataset holds no {what} for {' or '.join(called(e) for e in lacking)}"
    else:
        text = (f"the dataset holds no {what} for {_name(ctx, subj)} and {_name(ctx, base)} at the same precision, so "
                f"the ratio cannot be computed")
    res = _untestable(text, f"a sourced {what} for {' and '.join(_name(ctx, e) for e in lacking) or 'both'}")
    res["alternatives"] = _implied(ctx, c, subj, base)
    if res["alternatives"]:
        res["explanation"] = (text + "; as an inference only, if the ratio is per chip: "
                              + "; ".join(a["label"] for a in res["alternatives"])
                              + ".")
    return res


def _implied(ctx: _Ctx, c: dict, subj: str, base: str | None) -> list[dict]:
    """For a ratio claim whose subject has no specs: the per-chip value it would imply (an inference)."""
    if c["kind"] != "ratio" or not base:
        return []
    chip = _chip_of(ctx, base) or base
    for p, s in _combos(c):
        sp = s or ("dense" if p else "")
        b = _pick(_candidates(ctx, chip, c["metric"], p, sp))
        if b is None:
            continue
        q = {"at least": "at least ", "up to": "up to ", "nearly": "nearly ", "almost": "almost ",
             "about": "about "}.get(c["qualifier"], "")
        noun = "compute" if c["metric"] == "compute" else c["metric"].replace("_", " ")
        label = (f"{_name(ctx, subj)} {_combo_name(p, sp)} {noun} per chip would be {q}{_plain(c['claimed'])} x "
                 f"{_sig(b['value_c'])} {b['unit_c']} ({_name(ctx, chip)})").replace("  ", " ")
        value = c["claimed"] * b["value_c"]
        label += f" = {_fmt(value, b['unit_c'])}"
        if c["metric"] == "compute" and p == "fp4":
            f8 = _pick(_candidates(ctx, chip, "compute", "fp8", "dense"))
            if f8 is not None and math.isclose(f8["value_c"], b["value_c"], rel_tol=1e-6):
                label += f" ({_name(ctx, chip)} states one figure, {_sig(b['value_c'])} {b['unit_c']}, for FP8 and FP4)"
        return [_alt("implied", label, value, b["unit_c"], None, b["source_id"])]
    return []


def _max_scale(ctx: _Ctx, c: dict) -> dict:
    def scale_of(entity):
        chip = _chip_of(ctx, entity)
        ents = dict.fromkeys([entity] + list(ctx.ent.index[ctx.ent["chip_id"] == chip]))
        cand = pd.concat([_candidates(ctx, e, "max_scale") for e in ents], ignore_index=True)
        return _pick(_usable(ctx, c, cand)), cand
    s, s_all = scale_of(c["subject"])
    b, _ = scale_of(c["baseline"]) if c["baseline"] else (None, None)
    if s is None or (c["baseline"] and b is None):
        lacking = [_name(ctx, e) for e, v in ((c["subject"], s), (c["baseline"], b)) if e and v is None]
        text = f"the dataset holds no independent largest-cluster size for {' or '.join(lacking)}"
        own = s_all[s_all["source_id"] == c["source_id"]]
        if len(own):
            text += (f" (the {_plain(own['value_num'].iloc[0])} chips stated for {_name(ctx, c['subject'])} come from "
                     f"the claim's own source, {c['source_id']}, which cannot confirm itself)")
        return _untestable(text, MAX_SCALE_TEST)
    derived = s["value_c"] if c["kind"] == "absolute" else s["value_c"] / b["value_c"]
    ok = tolerance(c["qualifier"], c["claimed"], derived, c["claimed_high"])
    return dict(verdict=REPRODUCED if ok else NOT_REPRODUCED, derived=derived, gap=gap(c["claimed"], derived),
                level_used="per cluster", subject_value=s["value_c"], subject_source=s["source_id"],
                value_unit="chips",
                explanation=(f"the largest {_name(ctx, c['subject'])} cluster in specs.csv is {_plain(s['value_c'])} "
                             f"chips ({s['source_id']}), {_pct(gap(c['claimed'], derived))} against "
                             f"'{_claimed_text(c)}': {'reproduced' if ok else 'not reproduced'}."))


# --------------------------------------------------------------------------
# workload claims: not testable, with what would test them and what the specs say around them

def _workload(ctx: _Ctx, c: dict, bounds: pd.DataFrame) -> dict:
    intro, to_test = WORKLOAD[c["metric"]]
    parts = [f"{intro}; testing it needs {to_test}"]
    alts: list[dict] = []
    bound = np.nan
    if c["metric"] == "price_performance" and c["claim_id"] in bounds.index:
        bd = bounds.loc[c["claim_id"]]
        bound = bd["bound_compute_pct"]
        parts.append(bd["sentence"])
        src = f"{bd['subject_price_source']} / {bd['baseline_price_source']}"
        alts += [_alt("bound", f"peak-spec bound per {bd['compute_basis']} PFLOP-hour", bd["bound_compute_pct"], "%",
                      None, src),
                 _alt("bound", "peak-spec bound per TB/s-hour", bd["bound_bandwidth_pct"], "%", None, src)]
    elif c["metric"] == "model_parameters":
        note, alts = _model_fit(ctx, c)
        parts += [note] if note else []
    elif c["baseline"]:
        if c["metric"] == "energy_efficiency":
            parts.append(_power_note(ctx, c))
        note, alts = _peak_context(ctx, c)
        parts += [note] if note else []
    elif c["metric"] != "deployed_chips":
        parts.append("the claim does not name the comparison system")
    return dict(verdict=NOT_TESTABLE, explanation="; ".join(parts) + ".", to_test=to_test, alternatives=alts,
                bound=bound)


def _peak_context(ctx: _Ctx, c: dict) -> tuple[str, list[dict]]:
    """Peak ratios around a workload claim (context, not a test)."""
    subj, base = c["subject"], c["baseline"]
    if c["level"] == "chip":
        subj, base = _chip_of(ctx, subj) or subj, _chip_of(ctx, base) or base
    level = _level_of(ctx, subj)
    probe = {**c, "kind": "ratio", "qualifier": "exact", "claimed": 1.0, "claimed_high": None}
    parts, alts = [], []
    for metric, p, s in (("compute", "bf16", "dense"), ("compute", "fp8", "dense"), ("memory_bandwidth", "", "")):
        r = _reading(ctx, probe, level, subj, base, p, s, metric=metric)
        if r is None:
            continue
        label = f"{_combo_name(p, s)} compute" if metric == "compute" else "memory bandwidth"
        parts.append(f"{label} {num(r.derived)}x")
        alts.append(_alt("context", f"{label} {level} ({_name(ctx, subj)} / {_name(ctx, base)})", r.derived, "x",
                         None, r.sources()))
    if not parts:
        return "", alts
    return (f"for context only, {level} the peak specs of {_name(ctx, subj)} over {_name(ctx, base)} give "
            + ", ".join(parts)), alts


def _power_note(ctx: _Ctx, c: dict) -> str:
    parts = []
    for e in (c["subject"], c["baseline"]):
        chip = _chip_of(ctx, e) or e
        p = _pick(_candidates(ctx, chip, "power"))
        parts.append(f"{_name(ctx, chip)} {_sig(p['value_c'])} W ({p['source_id']})" if p is not None
                     else f"{_name(ctx, chip)} none")
    return "power per chip in specs.csv: " + ", ".join(parts)


def _model_fit(ctx: _Ctx, c: dict) -> tuple[str, list[dict]]:
    mem = _pick(_candidates(ctx, c["subject"], "memory_capacity"))
    if mem is None:
        return "", []
    need = c["claimed"] * performance.BYTES["bf16"] / 1e9  # GB of 16-bit weights
    share = need / mem["value_c"]
    note = (f"on capacity alone, {num(c['claimed'] / 1e9)}B parameters at 2 bytes (BF16/FP16) are {_sig(need)} GB "
            f"of weights against {_name(ctx, c['subject'])}'s {_raw(mem)} ({_sig(mem['value_c'])} GB) of accelerator "
            f"memory, {share:.0%} of it before activations and KV cache: the model fits, which is necessary but "
            f"does not test the claim")
    return note, [_alt("context", "share of accelerator memory taken by 16-bit weights", share * 100, "%", None,
                       mem["source_id"])]


# --------------------------------------------------------------------------
# price claims: a dated before/after change in one region

def _date_key(text: str) -> str:
    """'2025-05' -> '2025-05-00' so that a day-precise date in the same month sorts after it."""
    parts = (str(text).split("-") + ["00", "00"])[:3]
    return "-".join([parts[0]] + [p.zfill(2) for p in parts[1:]])


def _price_change(ctx: _Ctx, c: dict) -> dict:
    pr = dataset.prices(ctx.ds)
    pr = pr[(pr["entity_id"] == c["subject"]) & (pr["pricing_model"] == "on_demand") & (pr["per"] == "system")]
    pr = pr.assign(as_of=dataset.date_column(pr))
    pr = pr[pr["as_of"] != ""]
    regions = pr.groupby("region")["as_of"].nunique().loc[lambda s: s >= 2]
    if regions.empty:
        return _untestable(f"prices.csv has fewer than two dated on-demand prices for {c['subject']} in one region",
                           "dated on-demand prices before and after the change")
    region = "us-east-1" if "us-east-1" in regions.index else regions.index[0]
    series = (pr[pr["region"] == region].assign(key=lambda d: d["as_of"].map(_date_key))
              .sort_values("key", kind="stable").drop_duplicates("key").reset_index(drop=True))
    change = series["usd_per_hour"].pct_change().abs()
    if not (change > 0).any():
        return _untestable(f"every dated on-demand price of {c['subject']} in {region} is the same "
                           f"({_plain(series['usd_per_hour'].iloc[0])} USD/h, {series['as_of'].iloc[0]} to "
                           f"{series['as_of'].iloc[-1]}); the price before the change has no date in its source",
                           "a dated on-demand price from before the change")
    i = change.idxmax()
    before, after = series.loc[i - 1], series.loc[i]
    derived = (1 - after["usd_per_hour"] / before["usd_per_hour"]) * 100
    ok = tolerance(c["qualifier"], c["claimed"], derived, c["claimed_high"])
    text = (f"{c['subject']} on demand in {region} went from {_plain(before['usd_per_hour'])} USD/h "
            f"({before['as_of']}, {before['source_id']}) to {_plain(after['usd_per_hour'])} USD/h "
            f"({after['as_of']}, {after['source_id']}): 1 - {_plain(after['usd_per_hour'])} / "
            f"{_plain(before['usd_per_hour'])} = {derived:.1f}% lower ({_pct(gap(c['claimed'], derived))} against "
            f"'{_claimed_text(c)}'): {'reproduced' if ok else 'not reproduced'}.")
    return dict(verdict=REPRODUCED if ok else NOT_REPRODUCED, derived=derived, gap=gap(c["claimed"], derived),
                level_used=f"per system, on demand, {region}", subject_value=after["usd_per_hour"],
                baseline_value=before["usd_per_hour"], value_unit="USD/h", subject_source=after["source_id"],
                baseline_source=before["source_id"], explanation=text,
                alternatives=[_alt("price", f"{r.as_of} ({r.source_id})", r.usd_per_hour, "USD/h", None, r.source_id)
                              for r in series.itertuples()])


# --------------------------------------------------------------------------
# peak-spec price-performance bound

def _price_per_chip(ctx: _Ctx, entity: str, model: str, prices: pd.DataFrame) -> pd.Series | None:
    """The latest AWS price per chip-hour under `model` for the entity (or, for an unpriced UltraServer
    or a chip, for the AWS instance built on its chip); day-precise dates win within a month, then
    us-east-1, then the larger instance."""
    aws = prices[(prices["provider"] == "aws") & (prices["per"] == "system")]
    if _is_system(ctx, entity) and entity in set(aws["entity_id"]):
        rows = aws[(aws["entity_id"] == entity) & (aws["pricing_model"] == model)]
    else:
        rows = aws[aws["entity_id"].isin(ctx.ent.index[ctx.ent["chip_id"] == _chip_of(ctx, entity)])
                   & (aws["pricing_model"] == model)]
    if rows.empty:
        return None
    rows = rows.assign(as_of=dataset.date_column(rows))
    rows = rows.assign(key=rows["as_of"].map(_date_key), east=(rows["region"] != "us-east-1").astype(int),
                       size=-rows["chips"])
    return rows.sort_values(["key", "east", "size"], ascending=[False, True, True], kind="stable").iloc[0]


def price_performance_bounds(ds: dataset.Dataset, _ctx: _Ctx | None = None) -> pd.DataFrame:
    """For each price-performance claim with a baseline: USD per peak PFLOP-hour and per TB/s-hour of
    subject and baseline, per chip, from dated AWS prices, and the percent the claim's wording would
    give on peak specs ('lower' in the quote: 1 - subject/baseline; else baseline/subject - 1). The
    pricing model is the first of BOUND_PRICING both sides have, else each side's first. An upper
    bound from peak figures, never a workload result."""
    ctx = _ctx or _context(ds)
    pr = dataset.prices(ds)
    rows = []
    for c in ds.claims[(ds.claims["metric"] == "price_performance") & (ds.claims["baseline"] != "")].to_dict("records"):
        s_e, b_e = c["subject"], c["baseline"]
        shared = [m for m in BOUND_PRICING if _price_per_chip(ctx, s_e, m, pr) is not None
                  and _price_per_chip(ctx, b_e, m, pr) is not None]
        order = shared[:1] or list(BOUND_PRICING)
        ps = next((x for m in order if (x := _price_per_chip(ctx, s_e, m, pr)) is not None), None)
        pb = next((x for m in order if (x := _price_per_chip(ctx, b_e, m, pr)) is not None), None)
        if ps is None or pb is None:
            continue
        basis, cs, cb = "", None, None
        for p, sp in (("fp8", "dense"), ("bf16", "dense"), ("fp8", "sparse")):
            cs = _pick(_candidates(ctx, _chip_of(ctx, s_e), "compute", p, sp))
            cb = _pick(_candidates(ctx, _chip_of(ctx, b_e), "compute", p, sp))
            if cs is not None and cb is not None:
                basis = _combo_name(p, sp)
                break
        ws = _pick(_candidates(ctx, _chip_of(ctx, s_e), "memory_bandwidth"))
        wb = _pick(_candidates(ctx, _chip_of(ctx, b_e), "memory_bandwidth"))
        lower = "lower" in c["quote"].lower()
        row = dict(claim_id=c["claim_id"], subject=s_e, baseline=b_e, compute_basis=basis,
                   wording="cost lower by" if lower else "price-performance better by")
        for side, p_row, c_row, w_row in (("subject", ps, cs, ws), ("baseline", pb, cb, wb)):
            row.update({f"{side}_price_entity": p_row["entity_id"], f"{side}_pricing": p_row["pricing_model"],
                        f"{side}_price": p_row["usd_per_hour"], f"{side}_price_as_of": p_row["as_of"],
                        f"{side}_price_region": p_row["region"], f"{side}_price_source": p_row["source_id"],
                        f"{side}_usd_per_chip_hour": p_row["usd_per_chip_hour"],
                        f"{side}_tflops": c_row["value_c"] if basis else np.nan,
                        f"{side}_compute_source": c_row["source_id"] if basis else "",
                        f"{side}_tbps": w_row["value_c"] if w_row is not None else np.nan})
            row[f"{side}_usd_per_pflop_hour"] = row[f"{side}_usd_per_chip_hour"] / (row[f"{side}_tflops"] / 1000)
            row[f"{side}_usd_per_tbps_hour"] = row[f"{side}_usd_per_chip_hour"] / row[f"{side}_tbps"]
        for key, unit in (("compute", "pflop"), ("bandwidth", "tbps")):
            us, ub = row[f"subject_usd_per_{unit}_hour"], row[f"baseline_usd_per_{unit}_hour"]
            row[f"bound_{key}_pct"] = (1 - us / ub) * 100 if lower else (ub / us - 1) * 100
        row["sentence"] = _bound_sentence(row)
        rows.append(row)
    empty = ["claim_id", "sentence", "bound_compute_pct", "bound_bandwidth_pct", "compute_basis",
             "subject_price_source", "baseline_price_source"]
    return pd.DataFrame(rows) if rows else pd.DataFrame(columns=empty)


def _bound_sentence(row: dict) -> str:
    def money(side):
        return (f"{row[f'{side}_price_entity']} at {_plain(row[f'{side}_price'])} USD/h "
                f"({row[f'{side}_pricing'].replace('_', ' ')}, {row[f'{side}_price_as_of']})")

    def pct(v):
        word = ("less" if v >= 0 else "more") if row["wording"].startswith("cost") else ("better" if v >= 0 else "worse")
        return f"{abs(v):.0f}% {word}"
    same = row["subject_pricing"] == row["baseline_pricing"]
    what = "cost" if row["wording"].startswith("cost") else "price-performance"
    return (f"as a bound from peak specs only (not a workload result), {money('subject')} against {money('baseline')} "
            f"costs {num(row['subject_usd_per_pflop_hour'])} vs {num(row['baseline_usd_per_pflop_hour'])} USD per "
            f"{row['compute_basis']} PFLOP-hour ({what} {pct(row['bound_compute_pct'])}) and "
            f"{num(row['subject_usd_per_tbps_hour'])} vs {num(row['baseline_usd_per_tbps_hour'])} USD per TB/s-hour "
            f"({what} {pct(row['bound_bandwidth_pct'])}), per chip"
            + ("" if same else "; the two prices are different pricing models"))


# --------------------------------------------------------------------------
# decomposition of system-level ratios

DECOMPOSE_METRICS = ("compute", "memory_capacity", "memory_bandwidth")
DECOMPOSE_PRECISIONS = ("fp32", "bf16", "fp8", "fp4")


def _system_pairs(ctx: _Ctx) -> dict[tuple[str, str], list[str]]:
    """(subject system, baseline system) -> claim ids, from ratio claims on compute/memory/bandwidth:
    the claim's own systems, or the largest instances for a chip-level claim."""
    pairs: dict[tuple[str, str], list[str]] = {}
    cl = ctx.ds.claims
    for c in cl[(cl["kind"] == "ratio") & cl["metric"].isin(DECOMPOSE_METRICS) & (cl["baseline"] != "")].to_dict("records"):
        s, b = c["subject"], c["baseline"]
        if not _is_system(ctx, s) or not _is_system(ctx, b):
            s, b = _largest_instance(ctx, _chip_of(ctx, s) or s), _largest_instance(ctx, _chip_of(ctx, b) or b)
        if s and b and _chip_of(ctx, s) and _chip_of(ctx, b):
            pairs.setdefault((s, b), []).append(c["claim_id"])
    return pairs


def decompose(ds: dataset.Dataset) -> pd.DataFrame:
    """Every system-level ratio behind a claim, split into per-chip ratio x chip-count ratio, for
    compute per precision (dense), memory capacity and memory bandwidth. `residual` = system ratio /
    (per-chip x chip-count): 1 when the stated system values are chips x per-chip values."""
    ctx = _context(ds)
    cl = ds.claims.set_index("claim_id")
    rows = []
    for (s, b), ids in _system_pairs(ctx).items():
        named = {p for p in cl.loc[ids, "precision"] if p}
        precs = [p for p in PRECISIONS if p in DECOMPOSE_PRECISIONS or p in named]
        combos = [("compute", p, "dense") for p in sorted(precs, key=lambda p: ("fp32", "tf32", "bf16", "fp16", "fp8", "fp4").index(p))]
        combos += [("memory_capacity", "", ""), ("memory_bandwidth", "", "")]
        for metric, p, sp in combos:
            vals = {}
            for role, e in (("s_sys", s), ("b_sys", b), ("s_chip", _chip_of(ctx, s)), ("b_chip", _chip_of(ctx, b))):
                vals[role] = _pick(_candidates(ctx, e, metric, p, sp))
            if any(v is None for v in vals.values()):
                continue
            n_s, n_b = _chips(ctx, s), _chips(ctx, b)
            sys_r = vals["s_sys"]["value_c"] / vals["b_sys"]["value_c"]
            chip_r = vals["s_chip"]["value_c"] / vals["b_chip"]["value_c"]
            rows.append(dict(
                subject=s, baseline=b, subject_name=_name(ctx, s), baseline_name=_name(ctx, b),
                family=ctx.ent.loc[s, "family"], metric=metric, precision=p,
                what=f"{PREC_NAME[p]} compute" if metric == "compute" else
                ("memory" if metric == "memory_capacity" else "memory bandwidth"),
                unit=vals["s_sys"]["unit_c"], subject_value=vals["s_sys"]["value_c"],
                baseline_value=vals["b_sys"]["value_c"], subject_basis=vals["s_sys"]["basis"],
                baseline_basis=vals["b_sys"]["basis"], subject_chips=n_s, baseline_chips=n_b,
                subject_chip_value=vals["s_chip"]["value_c"], baseline_chip_value=vals["b_chip"]["value_c"],
                system_ratio=sys_r, chip_ratio=chip_r, chips_ratio=n_s / n_b,
                residual=sys_r / (chip_r * n_s / n_b), claims=", ".join(ids),
                sources=", ".join(dict.fromkeys(v["source_id"] for v in vals.values()))))
    return pd.DataFrame(rows)


# --------------------------------------------------------------------------
# consistency audit

def consistency(ds: dataset.Dataset, threshold: float = CONSISTENCY_THRESHOLD) -> pd.DataFrame:
    """Stated system values against chips x the chip's preferred value (per-chip metrics against the
    chip's value), and per-core compute x cores against the chip's compute; rows whose difference
    exceeds `threshold`, with both sources. Rows that differ only in the precision they apply to
    are merged. `matches` names chip sources that would agree; `unit_reading` flags a GiB/GB slip."""
    ctx = _context(ds)
    L = ctx.long
    how = {m: d["on_system"] for m, d in ds.package["x-metrics"].items()}
    twin = L["unit"].map(lambda u: _twin_factor(ds.package, u))
    L = L.assign(twin_c=L["value_num"] * twin)
    ent = ctx.ent
    rows = []
    stated = L[L["entity_id"].isin(ent.index[ent["kind"].isin(dataset.SYSTEM_KINDS)])
               & L["metric"].map(how).isin(["total", "per_chip"]) & L["value_c"].notna()]
    for r in stated.itertuples():
        chip = ent.loc[r.entity_id, "chip_id"]
        n = float(ent.loc[r.entity_id, "chips"]) if how[r.metric] == "total" else 1.0
        chip_rows = L[(L["entity_id"] == chip) & (L["metric"] == r.metric) & (L["precision"] == r.precision)
                      & (L["sparsity"] == r.sparsity) & L["value_c"].notna()]
        pref = chip_rows[chip_rows["preferred"]]
        if pref.empty:
            continue
        p = pref.iloc[0]
        expected = n * p["value_c"]
        diff = r.value_c / expected - 1
        if abs(diff) <= threshold:
            continue
        agree = [x.source_id for x in chip_rows.itertuples() if abs(r.value_c / (n * x.value_c) - 1) <= threshold]
        unit_read = ""
        for a, b_ in ((r.twin_c, expected), (r.value_c, n * p["twin_c"] if pd.notna(p["twin_c"]) else np.nan)):
            if pd.notna(a) and pd.notna(b_) and abs(a / b_ - 1) <= threshold and not unit_read:
                unit_read = (f"matches when {r.unit} is read as {TWIN_UNIT[r.unit]}" if a is r.twin_c
                             else f"matches when the chip's {p['unit']} is read as {TWIN_UNIT[p['unit']]}")
        rows.append(dict(
            check="system = chips x chip" if how[r.metric] == "total" else "system per-chip value = chip",
            entity=r.entity_id, metric=r.metric, precision=r.precision, sparsity=r.sparsity,
            stated=f"{_sig(r.value_num)} {r.unit}", stated_c=r.value_c, stated_source=r.source_id,
            expected=(f"{n:g} x {_sig(p['value_num'])} {p['unit']}" if how[r.metric] == "total"
                      else f"{_sig(p['value_num'])} {p['unit']}"),
            expected_c=expected, expected_source=p["source_id"], unit_c=r.unit_c, difference=diff,
            matches=", ".join(a for a in agree if a != p["source_id"]), unit_reading=unit_read, note=r.note))
    per_core = L[(L["metric"] == "compute_per_core") & L["value_c"].notna()]
    for r in per_core.itertuples():
        cores = L[(L["entity_id"] == r.entity_id) & (L["metric"] == "neuron_cores") & L["preferred"]]
        chip_c = L[(L["entity_id"] == r.entity_id) & (L["metric"] == "compute") & (L["precision"] == r.precision)
                   & (L["sparsity"] == r.sparsity) & L["preferred"]]
        if cores.empty or chip_c.empty:
            continue
        k, cc = cores.iloc[0], chip_c.iloc[0]
        expected = k["value_c"] * r.value_c
        diff = cc["value_c"] / expected - 1
        if abs(diff) <= threshold:
            continue
        rows.append(dict(
            check="cores x per-core = chip", entity=r.entity_id, metric="compute", precision=r.precision,
            sparsity=r.sparsity, stated=f"{_sig(cc['value_num'])} {cc['unit']}", stated_c=cc["value_c"],
            stated_source=cc["source_id"], expected=f"{k['value_num']:g} cores x {_sig(r.value_num)} {r.unit}",
            expected_c=expected, expected_source=f"{r.source_id}; cores: {k['source_id']}", unit_c=cc["unit_c"],
            difference=diff, matches="", unit_reading="", note=r.note))
    cols = ["check", "entity", "metric", "precision", "sparsity", "stated", "stated_source", "expected",
            "expected_source", "difference", "matches", "unit_reading", "stated_c", "expected_c", "unit_c", "note"]
    df = pd.DataFrame(rows, columns=cols)
    if df.empty:
        return df
    keys = [c for c in cols if c not in ("precision", "note")]
    merged = (df.assign(order=range(len(df)))
              .groupby(keys, sort=False, dropna=False)
              .agg(precision=("precision", lambda s: "/".join(PREC_NAME.get(p, p) for p in dict.fromkeys(s) if p)),
                   note=("note", "first"), order=("order", "min"))
              .reset_index().sort_values("order").drop(columns="order"))
    return merged[cols].reset_index(drop=True)


# --------------------------------------------------------------------------
# generations of AWS chips, with the roofline ridge point

GENERATION_FAMILIES = ("Inferentia", "Trainium")


def generations(ds: dataset.Dataset) -> pd.DataFrame:
    """AWS chips in generation order (those with specs): dense compute per precision (TFLOPS), memory
    (GB), bandwidth (TB/s), the ridge point in FLOPs per byte (TFLOPS / TB/s), and each value's
    ratio to the previous generation of the same family (`*_step`)."""
    ch = dataset.chips(ds)
    ch = ch[ch["family"].isin(GENERATION_FAMILIES)].dropna(subset=["memory_bandwidth_tbps"])
    cols = {f"{p}_dense_tflops": p for p in DECOMPOSE_PRECISIONS}
    out = ch.reindex(columns=["name", "family", "generation", *cols, "memory_capacity_gb", "memory_bandwidth_tbps"])
    out = out.rename(columns={k: f"{v}_tflops" for k, v in cols.items()})
    for p in DECOMPOSE_PRECISIONS:
        out[f"{p}_ridge"] = out[f"{p}_tflops"] / out["memory_bandwidth_tbps"]
    values = [c for c in out.columns if c.endswith(("_tflops", "_gb", "_tbps", "_ridge"))]
    steps = out.groupby("family", sort=False)[values].transform(lambda s: s / s.shift())
    return out.join(steps.add_suffix("_step")).assign(short=lambda d: d["name"].map(short_name))


# --------------------------------------------------------------------------
# presentation helpers (CLI, notebook)

def claimed_text(row) -> str:
    return _claimed_text(dict(row))


def derived_text(row) -> str:
    if row["verdict"] == NOT_TESTABLE or pd.isna(row["derived"]):
        return ""
    return _fmt(row["derived"], row["unit"])


def summary(result: pd.DataFrame) -> pd.DataFrame:
    """The audit as the CLI prints it: claim id, verdict, claimed, derived, level."""
    return pd.DataFrame({
        "claim": result["claim_id"], "verdict": result["verdict_text"],
        "claimed": result.apply(claimed_text, axis=1), "derived": result.apply(derived_text, axis=1),
        "level": [", ".join(x for x in (lv, rd) if x) for lv, rd in zip(result["level_used"], result["reading"])],
    })


def summary_text(result: pd.DataFrame) -> str:
    """`summary` as a left-aligned plain-text table."""
    table = summary(result)
    widths = {c: max(len(c), *(len(str(v)) for v in table[c])) for c in table.columns}
    lines = ["  ".join(f"{c:<{widths[c]}}" for c in table.columns).rstrip(),
             "  ".join("-" * widths[c] for c in table.columns)]
    lines += ["  ".join(f"{str(v):<{widths[c]}}" for c, v in row.items()).rstrip() for _, row in table.iterrows()]
    return "\n".join(lines)


def alternatives_text(alts: list[dict]) -> str:
    return "; ".join(f"{a['kind']}: {a['label']} = {_fmt(a['value'], a['unit'])}"
                     + ("" if a["passes"] is None else (" (match)" if a["passes"] else " (no match)"))
                     for a in alts)


def to_csv(result: pd.DataFrame, path) -> None:
    result.assign(alternatives=result["alternatives"].map(alternatives_text)).to_csv(path, index=False)


VERDICT_COLORS = {REPRODUCED: "#1b7837", HOLDS_ONLY: "#7fbc41", UNDERSTATED: "#2166ac", OTHER_READING: "#b35806",
                  NOT_REPRODUCED: "#c51b7d", DEPENDS: "#5e3c99",
                  NOT_TESTABLE: "#666666"}


def group_of(ds: dataset.Dataset, entity: str) -> tuple[int, int, str]:
    """(family order, generation, label) of the chip a claim is about, for grouping claim cards."""
    ent = ds.entities.set_index("entity_id")
    e = ent.loc[entity]
    chip = entity if e["kind"] == "chip" else e["chip_id"]
    c = ent.loc[chip] if isinstance(chip, str) and chip in ent.index else e
    label = short_name(c["name"])
    if c["vendor"] != "AWS":
        label = f"{label} ({c['vendor']})"
    return (dataset.FAMILY_ORDER.get(c["family"], 9), int(c["generation"]) if pd.notna(c["generation"]) else 0, label)


def card(row, ds: dataset.Dataset) -> str:
    """One claim as a compact HTML block; every data string is escaped."""
    from .present import esc

    src = ds.sources.set_index("source_id").loc[row["source_id"]]
    color = VERDICT_COLORS[row["verdict"]]
    when = f"published {src['published']}" if src["published"] else f"accessed {src['accessed']}"
    source = f"{esc(src['title'])} ({esc(src['publisher'])}, {esc(when)}; <code>{esc(row['source_id'])}</code>)"
    derived = derived_text(row)
    if derived:
        where = ", ".join(x for x in (row["level_used"], row["reading"]) if x)
        derived = f"; <b>derived</b> <b>{esc(derived)}</b> ({esc(_pct(row['gap']))}), {esc(where)}"
    holds = f"; <b>holds</b> only {esc(row['holds_at'])}" if row["holds_at"] else ""
    if row["verdict_text"] and row["verdict_text"] != row["verdict"]:
        holds += f"; <b>verdict</b> {esc(row['verdict_text'])}"
    readings = f"<br><b>Readings</b> {esc(row['readings'])}" if row.get("readings") else ""
    return (f'<div style="border-left:4px solid {color};padding:1px 7px;margin:5px 0;font-size:0.8em;'
            f'line-height:1.35;break-inside:avoid">'
            f'<b><code>{esc(row["claim_id"])}</code></b> &middot; '
            f'<span style="color:{color};font-weight:bold">{esc(row["verdict"])}</span> &middot; '
            f'<i>&ldquo;{esc(row["quote"])}&rdquo;</i> &mdash; {source}<br>'
            f'<b>Compares</b> {esc(row["compares"])}; <b>claimed</b> {esc(claimed_text(row))}'
            f'{derived}{holds}{readings}<br>{esc(row["explanation"])}</div>')


def cards(result: pd.DataFrame, ds: dataset.Dataset) -> str:
    """Every claim card, grouped by the chip generation the claim is about."""
    from .present import esc

    keyed = result.assign(group=[group_of(ds, e) for e in result["subject"]])
    parts = []
    for key in sorted(keyed["group"].unique()):
        rows = keyed[keyed["group"] == key]
        counts = rows["verdict"].value_counts()
        tally = ", ".join(f"{counts[v]} {v}" for v in VERDICTS if v in counts)
        parts.append(f"<h3>{esc(key[2])}</h3><p><i>{len(rows)} claim(s): {esc(tally)}</i></p>")
        parts += [card(r, ds) for _, r in rows.iterrows()]
    return "\n".join(parts)


def unsourced(ds: dataset.Dataset) -> pd.DataFrame:
    """Claims the dataset's notes say were looked for but not found in any citable source."""
    rows = []
    for c in ds.claims.itertuples():
        for sentence in re.split(r"(?<=[.;])\s+", c.note):
            if "not found" in sentence:
                rows.append(dict(next_to=c.claim_id, note=sentence.strip().rstrip(".;")))
    return pd.DataFrame(rows, columns=["next_to", "note"]).drop_duplicates("note")


def implied_figures(result: pd.DataFrame) -> pd.DataFrame:
    """The per-chip values untestable ratio claims would imply (labelled inferences)."""
    rows = [dict(claim_id=r.claim_id, inference=a["label"], value=a["value"], unit=a["unit"], basis_source=a["sources"])
            for r in result.itertuples() for a in r.alternatives if a["kind"] == "implied"]
    return pd.DataFrame(rows, columns=["claim_id", "inference", "value", "unit", "basis_source"])


# --------------------------------------------------------------------------
# charts

def decomposition_chart(frame: pd.DataFrame):
    """Per system-level ratio: the per-chip ratio, the chip-count ratio and their product (the
    system ratio), log scale; one band per pair of systems."""
    import matplotlib.pyplot as plt

    from . import plots

    plots.use_style()
    frame = frame.reset_index(drop=True)
    fig, ax = plt.subplots(figsize=(9, 0.34 * len(frame) + 1.9))
    y = np.arange(len(frame))
    ax.axvline(1, color="#999999", lw=0.8)
    for yi, r in zip(y, frame.itertuples()):
        ax.plot([min(1, r.system_ratio), max(1, r.system_ratio)], [yi, yi], color=plots.color(r.family), alpha=0.25,
                lw=5, solid_capstyle="butt")
    pair = frame["subject"] + "/" + frame["baseline"]
    for yi in y[1:][pair.to_numpy()[1:] != pair.to_numpy()[:-1]]:
        ax.axhline(yi - 0.5, color="#cccccc", lw=0.6)
    ax.scatter(frame["chip_ratio"], y, marker="s", s=30, color="#888888", label="per chip", zorder=3)
    ax.scatter(frame["chips_ratio"], y, marker="o", s=30, facecolors="white", edgecolors="black",
               label="chip count", zorder=3)
    ax.scatter(frame["system_ratio"], y, marker="D", s=40, color=[plots.color(f) for f in frame["family"]],
               edgecolors="black", linewidths=0.4, label="per system (= per chip x chip count)", zorder=4)
    vals = frame[["chip_ratio", "chips_ratio", "system_ratio"]]
    hi, lo = vals.max().max(), min(vals.min().min(), 1)
    for yi, r in zip(y, frame.itertuples()):
        ax.text(hi * 1.3, yi, f"{num(r.system_ratio)}x = {num(r.chip_ratio)} x {num(r.chips_ratio)}",
                va="center", fontsize=7)
    ax.set_xscale("log")
    ax.set_xlim(lo / 1.5, hi * 5)
    ax.set_yticks(y, [f"{r.subject_name} / {r.baseline_name}: {r.what}" for r in frame.itertuples()], fontsize=8)
    ax.set_ylim(len(frame) - 0.5, -0.5)
    ax.set_xlabel("ratio, subject / baseline (log scale)")
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.09), ncol=3)
    ax.grid(axis="y", visible=False)
    return fig, ax


def generation_chart(gen: pd.DataFrame):
    """Four panels per AWS chip: dense compute per precision, memory, bandwidth, ridge point."""
    import matplotlib.pyplot as plt

    from . import plots

    plots.use_style()
    gen = gen.reset_index(drop=True)
    fig, axes = plt.subplots(2, 2, figsize=(9.5, 7))
    fam_index = gen["family"].map({f: i for i, f in enumerate(dict.fromkeys(gen["family"]))})
    x = np.arange(len(gen)) + 0.6 * fam_index.to_numpy()      # a gap between families
    colors = [plots.color(f) for f in gen["family"]]

    def lines(ax, cols):
        seen = set()
        for col, prec in cols:
            v = gen[col].to_numpy(dtype=float)
            ax.scatter(x, v, marker=plots.PRECISION_MARKERS.get(prec, "o"), s=38, c=colors, edgecolors="black",
                       linewidths=0.4, zorder=3)
            for fam, idx in gen.groupby("family", sort=False).groups.items():
                idx = list(idx)
                ax.plot(x[idx], v[idx], color=plots.color(fam), alpha=0.4, lw=1)
            for xi, vi in zip(x, v):
                if vi == vi and (xi, round(vi, 6)) not in seen:
                    seen.add((xi, round(vi, 6)))
                    ax.annotate(num(vi), (xi, vi), textcoords="offset points", xytext=(5, -2), fontsize=6.5)
        handles = [plt.Line2D([], [], marker=plots.PRECISION_MARKERS.get(p, "o"), ls="", color="black",
                              label=PREC_NAME[p]) for _, p in cols]
        ax.legend(handles=handles, ncol=len(handles), loc="upper left")

    lines(axes[0, 0], [(f"{p}_tflops", p) for p in DECOMPOSE_PRECISIONS if gen[f"{p}_tflops"].notna().any()])
    axes[0, 0].set_yscale("log")
    axes[0, 0].set_ylim(top=gen[[f"{p}_tflops" for p in DECOMPOSE_PRECISIONS]].max().max() * 4)
    axes[0, 0].set_ylabel("peak dense TFLOPS per chip (log)")
    axes[0, 0].set_title("Compute per precision")
    for ax, col, label, title in ((axes[0, 1], "memory_capacity_gb", "memory per chip (GB)", "Memory capacity"),
                                  (axes[1, 0], "memory_bandwidth_tbps", "memory bandwidth per chip (TB/s)",
                                   "Memory bandwidth")):
        v = gen[col].to_numpy(dtype=float)
        ax.bar(x, v, color=colors)
        for xi, vi in zip(x, v):
            ax.text(xi, vi, num(vi), ha="center", va="bottom", fontsize=7)
        ax.set_ylabel(label)
        ax.set_title(title)
        ax.grid(axis="x", visible=False)
    ridge = [(f"{p}_ridge", p) for p in ("bf16", "fp8") if gen[f"{p}_ridge"].notna().any()]
    lines(axes[1, 1], ridge)
    axes[1, 1].set_ylim(0, gen[[c for c, _ in ridge]].max().max() * 1.25)
    axes[1, 1].set_ylabel("ridge point (FLOPs per byte of HBM)")
    axes[1, 1].set_title("Compute / bandwidth (roofline ridge point)")
    for ax in axes.flat:
        ax.set_xticks(x, gen["short"], rotation=25, ha="right", fontsize=8)
        ax.margins(x=0.1)
    return fig, axes
