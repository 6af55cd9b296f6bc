"""The claims audit: one row per claim (`audit`), the decomposition of system ratios (`decompose`),
the consistency of stated totals (`consistency`), the generations table (`generations`) and the
peak-spec price-performance bounds (`price_performance_bounds`). The rules are in `rules.py`.
Length: about 500 lines for one job: the five tables read the same context (`_Ctx`) through the
same rules.
"""
from __future__ import annotations

import math

import numpy as np
import pandas as pd

from .. import dataset, pricing
from ..present import num, short_name
from .rules import (
    BOUND_PRICING, CONSISTENCY_THRESHOLD, ClaimError, DEPENDS, EVIDENCE_MAX_TIER, HOLDS_ONLY, MAX_SCALE_TEST,
    NOT_REPRODUCED, NOT_TESTABLE, OTHER_READING, PRECISIONS, PREC_NAME, REPRODUCED, Reading, TWIN_UNIT,
    STATEMENT, UNDERSTATED, WORKLOAD, _Ctx, _candidates, _chip_of, _chips, _claim_unit, _combo_name, _combos, _context,
    _exceeds, _fmt, _is_system, _largest_instance, _name, _other_combos, _pick, _problems, _reading,
    _siblings, _sig, _twin_factor, _usable, _variants, gap, tolerance,
)
from .explain import (
    _alt, _bound_sentence, _capitalize, _claimed_text, _compares, _explain, _label, _level_of,
    _matches_elsewhere, _model_fit, _pct, _peak_context, _plain, _power_note, _readings_text, _untestable,
    _verdict_text,
)


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
    if c["kind"] == "statement":
        res = _statement(ctx, c)
    elif c["metric"] == "price":
        res = _price_change(ctx, c)
    elif c["metric"] in WORKLOAD:
        res = _workload(ctx, c, bounds)
    else:
        res = _spec_claim(ctx, c)
    out = {**{k: c[k] for k in RESULT_COLUMNS if k in c}, "unit": _claim_unit(c), "compares": _compares(ctx, c),
           "derived": np.nan, "gap": np.nan, "level_used": "", "reading": "", "holds_at": "",
           "subject_value": np.nan, "baseline_value": np.nan, "value_unit": "", "subject_source": "",
           "baseline_source": "", "alternatives": [], "readings": "", "bound": np.nan, "to_test": "", **res}
    extra = out.pop("explanation_extra", "")
    out["explanation"] = _capitalize(out["explanation"]) + (f" {extra}." if extra else "")
    out["verdict_text"] = res.get("verdict_text") or out["verdict"]
    return {k: out[k] for k in RESULT_COLUMNS}


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


def _statement(ctx: _Ctx, c: dict) -> dict:
    """A statement with no figure (a feature, a launch status, an access route): recorded as its source
    states it, with what would confirm it."""
    intro, to_test = STATEMENT[c["metric"]]
    tier = ctx.ds.sources.set_index("source_id")["tier"].get(c["source_id"])
    where = f"{c['source_id']}" + (f", a tier-{int(tier)} source" if tier is not None and pd.notna(tier) else "")
    return dict(verdict=NOT_TESTABLE, verdict_text="stated, not testable from specs",
                explanation=(f"{intro}; the dataset records it as {where} states it (\u201c{c['quote']}\u201d); "
                             f"confirming it needs {to_test}."), to_test=to_test)


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
    series = (pr[pr["region"] == region].assign(key=lambda d: d["as_of"].map(dataset.sortable_date))
              .sort_values("key", kind="stable").drop_duplicates("key").reset_index(drop=True))
    change = series["usd_per_hour"].pct_change().abs()
    if not (change > 0).any():
        res = _untestable(f"every dated on-demand price of {c['subject']} in {region} is the same "
                          f"({_plain(series['usd_per_hour'].iloc[0])} USD/h, {series['as_of'].iloc[0]} to "
                          f"{series['as_of'].iloc[-1]}); the price before the change has no date in its source",
                          "a dated on-demand price from before the change")
        return {**res, **_undated_change(ctx, c, series.iloc[-1], region)}
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


def _undated_change(ctx: _Ctx, c: dict, after: pd.Series, region: str) -> dict:
    """The change read against on-demand prices of the system that carry no date (and perhaps no
    region), when they differ from the dated price: a derived value and its arithmetic, never a verdict
    (which of two undated or unplaced prices came first, the data cannot say)."""
    pr = dataset.prices(ctx.ds)
    pr = pr[(pr["entity_id"] == c["subject"]) & (pr["pricing_model"] == "on_demand") & (pr["per"] == "system")]
    undated = pr[(dataset.date_column(pr) == "") & (pr["usd_per_hour"] != after["usd_per_hour"])]
    if undated.empty:
        return {}
    readings = []
    for value, rows in undated.groupby("usd_per_hour", sort=True):
        d = (1 - after["usd_per_hour"] / value) * 100
        ok = tolerance(c["qualifier"], c["claimed"], d, c["claimed_high"])
        readings.append((d, ok, value, ", ".join(sorted(rows["source_id"]))))
    d, ok, value, srcs = readings[0]
    where = ", ".join(sorted({r or "no region" for r in undated["region"]}))
    text = (f"Read against the undated {_plain(value)} USD/h ({srcs}; {where}), which the data cannot place before "
            f"or after the dated price: 1 - {_plain(after['usd_per_hour'])} / {_plain(value)} = {d:.1f}% lower "
            f"({_pct(gap(c['claimed'], d))} against '{_claimed_text(c)}'; it would "
            f"{'reproduce' if ok else 'not reproduce'} the claim)")
    return dict(derived=d, gap=gap(c["claimed"], d), subject_value=after["usd_per_hour"], baseline_value=value,
                value_unit="USD/h", subject_source=after["source_id"], baseline_source=srcs,
                level_used=f"per system, on demand, {region} against an undated price",
                verdict_text=f"not testable from specs ({d:.1f}% against an undated price)",
                alternatives=[_alt("price", f"undated ({s})", v, "USD/h", o, s) for _d, o, v, s in readings],
                explanation_extra=text)


def _price_per_chip(ctx: _Ctx, entity: str, model: str, prices: pd.DataFrame) -> pd.Series | None:
    """The AWS price per chip-hour under `model` for the entity (or, for an unpriced UltraServer
    or a chip, for the AWS instance built on its chip), chosen by `pricing.select_price` under the
    reference policy (`pricing.REFERENCE`: newest, then us-east-1, then the larger instance)."""
    aws = prices[(prices["provider"] == "aws") & (prices["per"] == "system")]
    if _is_system(ctx, entity) and entity in set(aws["entity_id"]):
        rows = aws[(aws["entity_id"] == entity) & (aws["pricing_model"] == model)]
    else:
        rows = aws[aws["entity_id"].isin(ctx.ent.index[ctx.ent["chip_id"] == _chip_of(ctx, entity)])
                   & (aws["pricing_model"] == model)]
    return pricing.select_price(rows, pricing.REFERENCE)[0]


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




def generations(ds: dataset.Dataset) -> pd.DataFrame:
    """AWS chips in generation order (those with specs): dense compute per precision (TFLOPS), memory
    (GB), bandwidth (TB/s), the ridge point in FLOPs per byte (TFLOPS / TB/s), and each value's
    ratio to the previous generation of the same family (`*_step`)."""
    ch = dataset.chips(ds)
    ch = ch[ch["family"].isin(dataset.NEURON_FAMILIES)].dropna(subset=["memory_bandwidth_tbps"])
    cols = {f"{p}_dense_tflops": p for p in DECOMPOSE_PRECISIONS}
    out = ch.reindex(columns=["name", "family", "generation", *cols, "memory_capacity_gb", "memory_bandwidth_tbps"])
    out = out.rename(columns={k: f"{v}_tflops" for k, v in cols.items()})
    for p in DECOMPOSE_PRECISIONS:
        out[f"{p}_ridge"] = out[f"{p}_tflops"] / out["memory_bandwidth_tbps"]
    values = [c for c in out.columns if c.endswith(("_tflops", "_gb", "_tbps", "_ridge"))]
    steps = out.groupby("family", sort=False)[values].transform(lambda s: s / s.shift())
    return out.join(steps.add_suffix("_step")).assign(short=lambda d: d["name"].map(short_name))
