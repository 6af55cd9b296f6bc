"""The claims audit's rules: tolerance, which value, evidence, units, readings.

The audit itself is in `audit.py`, its words in `explain.py`, its charts in `charts.py`;
`trainium_report.claims` re-exports the public names of all four.
Length: a little over 500 lines, about 50 of them this statement of the rules.

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
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pandas as pd

from .. import dataset
from ..present import num, short_name


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


#: statement metrics (kind `statement`: no figure): (what the statement is, what would confirm it)
STATEMENT = {
    "interconnect": ("a statement about how the system connects to other chips, not a figure",
                     "the vendor's documentation of the interconnect for the shipping product"),
    "hardware_feature": ("a statement about what the hardware contains, not a figure",
                         "the vendor's architecture documentation (e.g. the Neuron hardware pages)"),
    "availability": ("a statement about when, where or in what status the product was offered, not a figure",
                     "the vendor's launch announcement or regional availability page, dated"),
    "access": ("a statement about the services through which the product can be used, not a figure",
               "the vendor's documentation of each service's support for the instance type"),
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


@dataclass
class _Ctx:
    ds: dataset.Dataset
    long: pd.DataFrame
    ent: pd.DataFrame
    src: pd.DataFrame
    path: str
    groups: dict | None = None   # (metric, precision, sparsity) -> rows of `long` with a value
    cache: dict = field(default_factory=dict)


@dataset.memo_raw
def _context(ds: dataset.Dataset) -> _Ctx:
    """The audit's lookup tables for one dataset, cached beside its other views (not on it)."""
    long = dataset.specs_long(ds).assign(
        as_of_key=lambda d: d["sort_date"].map(dataset.sortable_date),
        twin=lambda d: d["unit"].map(lambda u: _twin_factor(ds.package, u)))
    groups = {k: g for k, g in long[long["value_c"].notna()].groupby(["metric", "precision", "sparsity"])}
    return _Ctx(ds, long, ds.entities.set_index("entity_id"), ds.sources.set_index("source_id"),
                claims_path(ds), groups)


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


def check(ds: dataset.Dataset) -> list[str]:
    """Every claim that names an unknown entity, metric or unit, with its claims.csv line."""
    ctx = _context(ds)
    return [p for claim in ds.claims.to_dict("records") for p in _problems(ctx, claim)]


#: the words of a quote that make its percentage a reduction ('70% lower cost', 'pricing dropped by 45%',
#: '50% savings'), which cannot pass 100%; a gain ('40% better', '4x faster') can
REDUCTION_RE = re.compile(r"\b(?:lower\w*|less|sav(?:e|es|ed|ing|ings)|cut|cuts|dropped|drops?|reduc\w*|cheaper|"
                          r"decreas\w*|fewer|fell|fall(?:s|en)?|slash\w*|off|down|declin\w*|discount\w*)\b", re.I)


def _problems(ctx: _Ctx, c: dict) -> list[str]:
    where = f"{ctx.path}, line {c['line']}: claim '{c['claim_id']}'"
    spec_metrics = ctx.ds.package["x-metrics"]
    known = list(spec_metrics) + list(PSEUDO_METRICS) + list(WORKLOAD)
    out = []
    if c["kind"] == "statement":
        if c["metric"] not in STATEMENT:
            out.append(f"{where} is a statement with the metric '{c['metric']}'; a statement's metric is one of: "
                       f"{', '.join(STATEMENT)}")
        given = [f for f in ("claimed", "claimed_high", "qualifier") if not _blank(c.get(f))]
        if given:
            out.append(f"{where} is a statement but gives {', '.join(given)}; a statement has no figure (use kind "
                       f"ratio, percent or absolute for one)")
        for role in ("subject", "baseline"):
            if c[role] and c[role] not in ctx.ent.index:
                out.append(f"{where} names the {role} '{c[role]}', which is not an entity_id in entities.csv")
        return out
    for f in ("claimed", "qualifier"):
        if _blank(c.get(f)):
            out.append(f"{where} has no {f}; only a claim of kind 'statement' may leave it empty")
    if c["kind"] == "ratio" and not _blank(c.get("claimed")) and not float(c["claimed"]) > 0:
        out.append(f"{where} claims a ratio of {c['claimed']:g}; a ratio ('2.5x') is above 0")
    if c["metric"] not in known:
        out.append(f"{where} names the metric '{c['metric']}', which is not a spec metric, 'chips', 'price' or a "
                   f"workload metric (known: {', '.join(known)})")
    for role in ("subject", "baseline"):
        if c[role] and c[role] not in ctx.ent.index:
            out.append(f"{where} names the {role} '{c[role]}', which is not an entity_id in entities.csv")
    if c["baseline"] and c["baseline"] == c["subject"]:
        out.append(f"{where} names '{c['subject']}' as both subject and baseline; a claim compares two entities "
                   "(the newer part and the one it is said to beat)")
    if c["kind"] == "absolute" and (c["metric"] in spec_metrics or c["metric"] == "chips"):
        allowed = spec_metrics[c["metric"]]["units"] if c["metric"] in spec_metrics else ["chips"]
        units = ctx.ds.package["x-units"]
        dims = {units[u]["dimension"] for u in allowed}
        if c["unit"] not in units or units[c["unit"]]["dimension"] not in dims:
            out.append(f"{where} gives the unit '{c['unit']}', which is not a unit for {c['metric']} "
                       f"(one of: {', '.join(u for u in units if units[u]['dimension'] in dims)})")
    if c["kind"] in ("ratio", "percent") and not _blank(c.get("unit")):
        out.append(f"{where} is a {c['kind']} claim with the unit '{c['unit']}'; a {c['kind']} has no unit (it "
                   "compares two values of one unit): leave unit empty, or give kind absolute for a figure in it")
    if c["kind"] == "percent" and isinstance(c.get("quote"), str):
        # a percent is quoted in figures ('up to 70% lower', '30 to 40 %', '50 percent'): the claim's
        # are the quote's percentages, all of them (a quote of two, '70% lower cost and 45% less power',
        # is cut to the one the claim is about, so a claim cannot take the other's figure)
        text = unicodedata.normalize("NFKC", c["quote"]).replace(",", "")     # '70％' (fullwidth) is 70%
        pc = r"\s*(?:%|percent\b|per\s+cent\b)"           # 40%, 40 percent, 40 per cent
        stated = {float(n) for n in re.findall(r"(\d+(?:\.\d+)?)" + pc, text)} | \
            {float(n) for n in re.findall(r"(\d+(?:\.\d+)?)\s*(?:to|and|-|–|—)\s*\d+(?:\.\d+)?" + pc, text)}
        given = {float(c[f]) for f in ("claimed", "claimed_high") if not _blank(c.get(f))}
        if given and given != stated:
            said = ", ".join(f"{n:g}%" for n in sorted(stated)) or "no percentage in figures (40%, 40 percent)"
            out.append(f"{where} gives {' and '.join(f'{n:g}' for n in sorted(given))}, where its quote states "
                       f"{said}: a percent claim gives the percentage(s) of its quote, and its quote is the "
                       "passage of that one claim (cut a passage of several figures to the claim's)")
    if c["kind"] == "percent" and isinstance(c.get("quote"), str) and (cut := REDUCTION_RE.search(c["quote"])) and \
            (over := [float(c[f]) for f in ("claimed", "claimed_high") if not _blank(c.get(f)) and float(c[f]) > 100]):
        out.append(f"{where} gives {over[0]:g}% where its quote words a reduction ('{cut[0]}'): "
                   "a cost, price or time cut by more than 100% would be below zero (a ratio slipped into the "
                   "percent column? '2.5x the performance' is kind ratio)")
    if c["metric"] == "price" and c["kind"] != "percent":
        out.append(f"{where} is a price claim of kind '{c['kind']}'; price claims are tested as a percent change")
    return out


def _blank(value) -> bool:
    return value is None or (isinstance(value, float) and math.isnan(value)) or value == ""


def _fmt(value: float, unit: str) -> str:
    if value is None or pd.isna(value):
        return "n/a"
    if unit == "x":
        return f"{num(value)}x"
    if unit == "%":
        return f"{value:.1f}%"
    return f"{_sig(value)} {unit}"


def _exceeds(c: dict, r: Reading) -> bool:
    """The reading gives more than the claim's tolerance allows (the claim understates it)."""
    high = TOLERANCE[c["qualifier"]][1]
    top = c["claimed"] if c["claimed_high"] is None or pd.isna(c["claimed_high"]) else c["claimed_high"]
    return r.derived > top * (1 + high) + _EDGE * abs(top)
