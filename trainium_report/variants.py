"""The specification curve: the verdict under every defensible modelling choice, and the label
the evidence earns.

A single fit answers the question with more confidence than its evidence carries: choices a
reviewer could defend (how an ambiguous run batched, whether attention re-reads the KV cache
per query head, which precision or serving stack the efficiencies come from, which training
run stands for a model size) move the bill ratio. Each `Variant` makes one such choice
differently from the central fit, all else equal, and is priced on every price basis exactly
as the central answer is (`decision.by_basis`), through efficiency overrides per candidate:
the choice changes only the efficiencies, never the cost model.

Choices, each stated where it is made:

- **GQA KV re-read** (serving): the fitted share, or 0 (each KV head read once per group),
  refitted with the share pinned at 0: on GPUs, on AWS silicon, on both.
- **Batching of ambiguous runs** (serving): runs whose note says `ambiguous-batching` fitted
  with the other batching rule (static <-> continuous).
- **Precision** (serving): each platform fitted only on runs of the scenario's precision
  (16-bit counts BF16 and FP16 alike) where it has at least `MIN_RUNS` of them; a platform
  with fewer keeps its pooled fit, and the variant says which did.
- **Serving stack** (serving): each platform refitted without one of its sources (one
  publisher's table or benchmark, one stack and its settings) at a time.
- **Transfer** (serving): a platform with no run of its own (Trainium3, from Trainium2's fit
  applied to its own peak figures) at the low and high edge of the borrowed fit's out-of-sample
  band (`fit_error`).
- **Training MFU**: AWS silicon's pooled median, the run nearest the model's size, and the
  lowest and highest run; the GPU's published median, lowest and highest figure.

The label (`verdict_label`): "too close to call" when the variants' bill ratios on the
headline basis, or the out-of-sample band of the central ratio, reach both sides of 1x;
otherwise "AWS silicon cheaper" or "GPUs cheaper". The band multiplies each side's bill by
1 +- its platform's worst grouped out-of-sample median TPOT error (`calibration.Evidence`).
"""
from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from . import cache, calibration, costs, dataset, pricing, performance as perf
from .decision import by_basis

MIN_RUNS = 3          # runs of one precision a platform needs for its own per-precision fit
EFF_KEYS = calibration.DECODE_PARAMS + calibration.PREFILL_PARAMS
SIXTEEN_BIT = ("bf16", "fp16")
LABELS = ("AWS silicon cheaper", "GPUs cheaper", "too close to call")


@dataclass(frozen=True)
class Variant:
    group: str                                       # the choice varied
    name: str                                        # how it is made in this variant
    overrides: dict = field(default_factory=dict)    # candidate -> {efficiency key: value}
    note: str = ""
    params: dict = field(default_factory=dict)       # scenario values the choice sets (a price snapshot)


# --------------------------------------------------------------------------
# what each candidate's efficiency rests on

def _platforms(ds, params: dict) -> dict[str, tuple[str, str]]:
    """candidate -> (the platform whose fit its serving efficiency uses, its side)."""
    out = {}
    for text in params["candidates"]:
        cand = pricing.parse_candidate(ds, text)
        ev = calibration.efficiency(ds, cand.entity_id, moe=costs.is_moe(ds, params)).get("_evidence")
        if ev is not None:
            out[text] = (ev.platform, dataset.side_of(cand.family))
    return out


def _from_fit(table: pd.DataFrame, plats: dict, sides: tuple = ("neuron", "gpu"),
              only: set | None = None) -> dict:
    """Efficiency overrides from a fit table for the candidates on `sides` (and `only` those platforms)."""
    out = {}
    for cand, (plat, side) in plats.items():
        if side not in sides or plat not in table.index or (only is not None and plat not in only):
            continue
        row = table.loc[plat]
        if pd.isna(row.get("bandwidth_efficiency")):
            continue
        out[cand] = {k: float(row[k]) for k in EFF_KEYS if k in row and pd.notna(row[k])}
    return out


def _fit(kind: str, runs: pd.DataFrame, pin: dict | None = None) -> pd.DataFrame:
    return calibration._on_disk(kind, runs, lambda r: calibration.fit_runs(r, pin))


def flip_ambiguous(measurements: pd.DataFrame) -> tuple[pd.DataFrame, int]:
    """The runs with every `ambiguous-batching` run's batching rule swapped; how many were."""
    amb = measurements["note"].str.contains("ambiguous-batching", na=False) & (measurements["phase"] == "decode")
    swap = {"static": "continuous", "continuous": "static"}
    return measurements.assign(batching=measurements["batching"].where(~amb, measurements["batching"].map(swap))), \
        int(amb.sum())


def serving_variants(ds, params: dict) -> list[Variant]:
    """Every serving variant of the central fit (published runs; your own runs' fit stays as it is)."""
    plats = _platforms(ds, params)
    runs = calibration.decode_runs(ds)
    out = []
    gqa0 = _fit("fit-gqa0", runs, {"gqa_kv_reread": 0.0})
    for sides, where in ((("gpu",), "GPUs"), (("neuron",), "AWS silicon"), (("neuron", "gpu"), "both sides")):
        out.append(Variant("GQA KV re-read", f"GQA re-read 0 on {where}", _from_fit(gqa0, plats, sides),
                           "refitted with each KV head read once per group of query heads"))
    flipped, n = flip_ambiguous(ds.measurements)
    if n:
        t = _fit("fit-flipped", calibration.serving_runs(ds, flipped))
        out.append(Variant("batching of ambiguous runs", f"{n} ambiguous run(s) batched the other way", _from_fit(t, plats),
                           "runs whose source leaves static or continuous batching open"))
    prec = params["precision"]
    cls = SIXTEEN_BIT if prec in SIXTEEN_BIT else (prec,)
    mine = runs[runs["weight_dtype"].isin(cls)]
    enough = {p for p, g in mine.groupby("platform") if g["config"].nunique() >= MIN_RUNS}
    used = {p for p, _ in plats.values()}
    if enough & used:
        t = _fit(f"fit-{prec}", mine[mine["platform"].isin(enough)])
        pooled = sorted(used - enough)
        out.append(Variant("precision", f"{prec} runs only", _from_fit(t, plats, only=enough),
                           f"pooled fit kept for {', '.join(pooled)} (fewer than {MIN_RUNS} {prec} runs)"
                           if pooled else ""))
    out += transfer_variants(ds, params)
    for plat in sorted(used):
        g = runs[runs["platform"] == plat]
        if g["source_id"].nunique() < 2:
            continue
        for src in sorted(g["source_id"].unique()):
            rest = g[g["source_id"] != src]
            if rest["tpot_ms"].notna().sum() == 0:
                continue
            t = _fit("fit-without-source", rest)
            ov = _from_fit(t, plats, only={plat})
            if ov:
                out.append(Variant("serving stack", f"{plat} without {src}", ov,
                                   f"{int((g['source_id'] == src).sum())} of {len(g)} runs left out"))
    return out


SCALED = ("bandwidth_efficiency", "decode_mfu", "prefill_mfu")     # the fractions of peak a transfer's band scales


def fit_error(ev) -> float:
    """The relative error a fit is quoted with: its worst grouped out-of-sample median TPOT error
    (leave one model shape, batch or source out), at most 0.9; NaN when it has none."""
    return min(float(ev.oos_median), 0.9) if ev is not None and pd.notna(ev.oos_median) else np.nan


def transfer_variants(ds, params: dict) -> list[Variant]:
    """For each platform whose serving efficiency is another's fit (no run of its own, e.g.
    Trainium3 from Trainium2): that fit's fractions of peak at the low and the high edge of its
    out-of-sample band, all else as fitted."""
    by_target: dict[tuple, list[str]] = {}
    for text in params["candidates"]:
        cand = pricing.parse_candidate(ds, text)
        eff = calibration.efficiency(ds, cand.entity_id, moe=costs.is_moe(ds, params))
        ev = eff.get("_evidence")
        if ev is not None and ev.transferred and pd.notna(fit_error(ev)):
            by_target.setdefault((ev.for_platform, ev.platform, fit_error(ev)), []).append(text)
    out = []
    for (target, src, e), cands in by_target.items():
        for name, m in ((f"{src}'s fit -{e:.0%} (its out-of-sample band)", 1 - e),
                        (f"{src}'s fit +{e:.0%} (its out-of-sample band)", 1 + e)):
            ov = {}
            for c in cands:
                eff = calibration.efficiency(ds, pricing.parse_candidate(ds, c).entity_id, moe=costs.is_moe(ds, params))
                ov[c] = {k: min(eff[k]["value"] * m, 1.0) for k in SCALED if k in eff}
            out.append(Variant(f"transfer to {target}", name, ov, f"no {target} run: {src}'s efficiencies on "
                                                                   f"{target}'s peak figures, scaled x{m:.2f}"))
    return out


def training_variants(ds, params: dict) -> list[Variant]:
    """AWS silicon's MFU: nearest run by size, lowest, highest; the GPU's: lowest, highest published."""

    n = perf.model_shape(ds, params["model"]).params
    tr = calibration.training_runs(ds)
    out = []
    neuron, gpu = {}, {}
    for text in params["candidates"]:
        cand = pricing.parse_candidate(ds, text)
        eff = calibration.efficiency(ds, cand.entity_id)
        side = dataset.side_of(cand.family)
        key = costs.mfu_key(eff, params["precision"]) if eff else None
        if key is None or key not in eff:
            continue
        (neuron if side == "neuron" else gpu if side == "gpu" else {})[text] = (key, eff[key])
    runs = tr[tr["platform"] == "trainium"]
    if neuron and len(runs):
        nearest = runs.iloc[int(np.argmin(np.abs(np.log(runs["params"].to_numpy(float) / n))))]
        for name, v, note in (
                ("the run nearest the model's size", float(nearest["mfu"]),
                 f"{nearest['run_id']} ({nearest['model_id']}, MFU {nearest['mfu']:.3f})"),
                ("the lowest run", float(runs["mfu"].min()), ""), ("the highest run", float(runs["mfu"].max()), "")):
            out.append(Variant("AWS silicon training MFU", name,
                               {c: {k: v} for c, (k, _) in neuron.items()}, note))
    if gpu:
        for name, pick in (("the lowest published figure", "low"), ("the highest published figure", "high")):
            out.append(Variant("GPU training MFU", name, {c: {k: e[pick]} for c, (k, e) in gpu.items()}))
    return out


def price_variants(ds, params: dict) -> list[Variant]:
    """One variant per earlier date of the candidates' prices: each price that has a history as
    it stood on that day (a price with no earlier row keeps its own), every basis alike; a date
    that changes no verdict price is dropped (`curve`)."""
    ents = {pricing.parse_candidate(ds, c).entity_id for c in params["candidates"]}
    pr = dataset.prices(ds)
    pr = pr[pr["entity_id"].isin(ents)].assign(date=lambda d: d["as_of"].map(pricing.price_date)).dropna(subset=["date"])
    today = pd.Timestamp.today().normalize()
    pr = pr[(today - pr["date"]).dt.days <= params["price_max_age_days"]]
    dates = set()          # a day matters where a price series has a newer row to roll back from
    for _, g in pr.groupby(["entity_id", "provider", "pricing_model", "region"]):
        ds_ = sorted(set(g["date"]))
        dates |= set(ds_[:-1])
    dates = sorted(dates)
    return [Variant("price snapshot", f"prices as they stood on {d:%Y-%m-%d}",
                    note="each price with a history: its newest row dated on or before that day", params={"price_snapshot": d.date().isoformat()})
            for d in dates]


def variants(ds, params: dict) -> list[Variant]:
    """The central fit first, then every variant of the scenario's workload, then the price snapshots."""
    more = training_variants(ds, params) if params["workload"] == "training" else serving_variants(ds, params)
    return [Variant("central", "as fitted")] + more + price_variants(ds, params)


# --------------------------------------------------------------------------
# each variant priced on every basis

def apply(params: dict, v: Variant) -> dict:
    """The scenario with a variant's efficiencies; the scenario's own overrides take precedence."""
    mine = params.get("efficiency_overrides") or {}
    eff = {c: {**o, **mine.get(c, {})} for c, o in v.overrides.items()}
    eff.update({c: o for c, o in mine.items() if c not in eff})
    return {**params, **v.params, "efficiency_overrides": eff}


def curve(ds, params: dict) -> pd.DataFrame:
    """One row per (variant, price basis): the bill ratio and the best option on each side. Kept in
    the project cache under the dataset's version, every scenario value (your runs by content),
    the day (prices age) and the source of the modules that compute it: deterministic given those."""


    runs = calibration.your_runs(ds, params)
    k = cache.key("variants-curve", dataset.content_key(ds), json.dumps(dict(params), sort_keys=True, default=str),
                  runs.attrs.get("content_key", "") if runs is not None else "", dt.date.today().isoformat(),
                  cache.code_version())
    return cache.cached("variants-curve", k, lambda: _curve(ds, params),
                        check=lambda v: isinstance(v, pd.DataFrame) and "ratio" in v).copy()


def _curve(ds, params: dict) -> pd.DataFrame:
    rows, central, kept = [], None, []
    for v in variants(ds, params):
        bb = by_basis(ds, apply(params, v), with_breakeven=False)
        ratios = (bb["ratio"] if "ratio" in bb else pd.Series(np.nan, index=bb.index)).to_numpy(float)
        if v.group == "central":
            central = ratios
        elif v.params and any(np.allclose(ratios, k, equal_nan=True) for k in [central, *kept] if k is not None):
            continue        # a snapshot that changes no verdict price (or the same as an earlier one) is no new choice
        elif v.params:
            kept.append(ratios)
        for r in bb.itertuples():
            rows.append(dict(group=v.group, variant=v.name, note=v.note, basis=r.basis, chosen=bool(r.chosen),
                             ratio=float(r.ratio) if not r.missing else np.nan,
                             unit_ratio=float(r.unit_ratio) if not r.missing else np.nan,
                             neuron_option=getattr(r, "neuron_option", "") if not r.missing else "",
                             gpu_option=getattr(r, "gpu_option", "") if not r.missing else ""))
    return pd.DataFrame(rows)


def band(ds, dec) -> tuple[float, float, str]:
    """(low, high) of the central bill ratio when each side's bill may be off by its platform's
    worst grouped out-of-sample median TPOT error; and what sets it. Training MFU has no
    out-of-sample score: its spread is in the variants instead (band = the ratio itself)."""
    pt = dec.point()
    r = pt["ratio"]
    if dec.base.workload == "training":
        return r, r, "training: the MFU variants carry the spread"
    err, why = {}, []
    for side in ("neuron", "gpu"):
        o = dec.base.side(side)[int(pt[f"best_{side}"])]
        ev = calibration.efficiency(ds, pricing.parse_candidate(ds, o.candidate).entity_id,
                                    moe=costs.is_moe(ds, dec.params)).get("_evidence")
        e = fit_error(ev)
        err[side] = e if pd.notna(e) else 0.0
        if ev is not None:
            why.append(f"{o.candidate} {err[side]:.0%} ({ev.platform}, {ev.status})")
    return r * (1 - err["neuron"]) / (1 + err["gpu"]), r * (1 + err["neuron"]) / (1 - err["gpu"]), "; ".join(why)


def verdict_label(ratios, band_lo: float = np.nan, band_hi: float = np.nan) -> str:
    """'too close to call' when the ratios (or the band) reach both sides of 1x; else the side."""
    r = np.asarray([x for x in ratios if pd.notna(x)], float)
    if not len(r):
        return "no comparison"
    lo, hi = float(np.nanmin(np.r_[r, band_lo])), float(np.nanmax(np.r_[r, band_hi]))
    if lo < 1.0 <= hi or lo <= 1.0 < hi:
        return LABELS[2]
    return LABELS[0] if hi < 1.0 else LABELS[1]


def summary(ds, dec, cur: pd.DataFrame) -> dict:
    """The label, the variants' range on the headline basis, the band and the variants that reach
    the other side of 1x, as plain values (for summary.json and page 1)."""
    basis = dec.base.basis
    on = cur[(cur["basis"] == basis) & cur["ratio"].notna()]
    if on.empty or not dec.comparable:
        return dict(label="no comparison", basis=basis)
    central = float(on.loc[on["group"] == "central", "ratio"].iloc[0])
    lo_b, hi_b, why = band(ds, dec)
    label = verdict_label(on["ratio"], lo_b, hi_b)
    other = on[(on["ratio"] < 1) != (central < 1)]
    return dict(label=label, basis=basis, central=central, low=float(on["ratio"].min()),
                high=float(on["ratio"].max()), variants=int(len(on)), band_low=float(lo_b), band_high=float(hi_b),
                band_rests_on=why,
                flips=[f"{r.group}: {r.variant} ({r.ratio:.2f}x)" for r in other.itertuples()],
                by_basis={b: [float(g["ratio"].min()), float(g["ratio"].max())]
                          for b, g in cur[cur["ratio"].notna()].groupby("basis")})
