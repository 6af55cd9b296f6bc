"""Prices by pricing model, and the cost of a scenario's workload per candidate.

A candidate is an entity id (`trn1.32xlarge`, `p5.48xlarge`), optionally a
chip priced per chip-hour at another provider: `h100-sxm:8@lambda` is eight
H100s at Lambda's per-GPU-hour price. Candidates that cannot be priced or are
not offered in the allowed regions are returned as exclusions with a reason.
"""
from __future__ import annotations

import datetime as dt
import math
import re
from dataclasses import dataclass

import numpy as np
import pandas as pd

from . import calibration, dataset, performance as perf

CANDIDATE_RE = re.compile(r"^(?P<entity>[a-z0-9][a-z0-9._-]*?)(?::(?P<chips>\d+))?(?:@(?P<provider>[a-z0-9-]+))?$")
BATCHES = np.array([1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512], float)


@dataclass(frozen=True)
class Candidate:
    text: str
    entity_id: str
    chips: int
    provider: str
    chip_id: str
    family: str
    name: str


def parse_candidate(ds, text: str) -> Candidate:
    m = CANDIDATE_RE.match(text.strip())
    if not m:
        raise ValueError(f"candidate '{text}' is not 'entity', 'entity@provider' or 'chip:N@provider'")
    ent = ds.entities.set_index("entity_id")
    eid = m["entity"]
    if eid not in ent.index:
        raise ValueError(f"candidate '{text}': unknown system or chip '{eid}'")
    row = ent.loc[eid]
    if row["kind"] == "chip":
        chips = int(m["chips"] or 1)
        return Candidate(text, eid, chips, m["provider"] or "aws", eid, row["family"],
                         f"{chips} x {row['name']}" + (f" @ {m['provider']}" if m["provider"] else ""))
    if m["chips"]:
        raise ValueError(f"candidate '{text}': a chip count only goes with a chip, not with the system '{eid}'")
    return Candidate(text, eid, int(row["chips"]), m["provider"] or "aws", row["chip_id"], row["family"], eid)


def hourly_price(ds, cand: Candidate, pricing_models: list[str], regions: list[str],
                 overrides: dict | None = None) -> dict | None:
    """Price of the whole candidate per hour: the first pricing model with a price,
    the latest observation, the cheapest allowed region. None when unpriced."""
    if overrides and cand.text in overrides:
        return dict(usd_per_hour=float(overrides[cand.text]), pricing_model="quote", region="", as_of="scenario",
                    source_id="scenario override", provider=cand.provider)
    pr = dataset.prices(ds)
    per = "chip" if cand.entity_id == cand.chip_id else "system"
    rows = pr[(pr.entity_id == cand.entity_id) & (pr.provider == cand.provider) & (pr.per == per)]
    if cand.provider == "aws":
        rows = rows[rows.region.isin(regions) | (rows.region == "")]
    for model in pricing_models:
        r = rows[rows.pricing_model == model]
        if r.empty:
            continue
        latest = r[r.as_of == r.as_of.max()].sort_values("usd_per_hour").iloc[0]
        factor = cand.chips if per == "chip" else 1
        return dict(usd_per_hour=float(latest.usd_per_hour) * factor, pricing_model=model, region=latest.region,
                    as_of=latest.as_of, source_id=latest.source_id, provider=cand.provider)
    return None


def offered(ds, cand: Candidate, regions: list[str]) -> tuple[bool, str]:
    """Is an AWS candidate's instance family offered in one of the regions?"""
    if cand.provider != "aws":
        return True, ""
    fam = ds.entities.set_index("entity_id").loc[cand.entity_id, "instance_family"]
    if not isinstance(fam, str) or not fam:
        return True, ""
    where = set(ds.availability.query("instance_family == @fam").region)
    if not where:
        return False, f"no region data for {fam}"
    if where & set(regions):
        return True, ""
    return False, f"{fam} is not offered in {', '.join(regions)} (offered in {', '.join(sorted(where))})"


def stale_prices(ds, max_age_days: int, today: dt.date | None = None) -> pd.DataFrame:
    """Prices observed more than `max_age_days` before `today`."""
    today = today or dt.date.today()
    pr = dataset.prices(ds)
    age = (pd.Timestamp(today) - pd.to_datetime(pr.as_of, format="mixed")).dt.days
    return pr.assign(age_days=age)[age > max_age_days]


def _chip_specs(ds, chip_id: str) -> dict:
    chips = dataset.chips(ds)
    row = chips.loc[chip_id]
    return dict(bf16=row.get("bf16_dense_tflops"), fp8=row.get("fp8_dense_tflops"), int8=row.get("int8_dense_tops"),
                bandwidth=row.get("memory_bandwidth_tbps"), memory=row.get("memory_capacity_gb"))


def candidates_frame(ds, params: dict) -> tuple[list[dict], pd.DataFrame]:
    """Priced, offered, specified candidates; and the excluded ones with their reason."""
    good, excluded = [], []
    pricing = params["pricing_model"] if isinstance(params["pricing_model"], list) else [params["pricing_model"]]
    for text in params["candidates"]:
        cand = parse_candidate(ds, text)
        ok, why = offered(ds, cand, params["regions"])
        price = hourly_price(ds, cand, pricing, params["regions"], params.get("price_overrides"))
        spec = _chip_specs(ds, cand.chip_id)
        eff = calibration.efficiency(ds, cand.entity_id, (params.get("efficiency_overrides") or {}).get(text))
        reason = ""
        if not ok:
            reason = why
        elif price is None:
            reason = f"no {' or '.join(pricing)} price from {cand.provider} in the allowed regions; add a quote in price_overrides"
        elif any(pd.isna(spec[k]) for k in ("bf16", "bandwidth", "memory")):
            reason = "the dataset lacks its BF16 compute, memory or bandwidth per chip"
        elif not eff:
            reason = "no measured or published efficiency for this platform; set efficiency_overrides"
        if reason:
            excluded.append(dict(candidate=text, reason=reason))
        else:
            good.append(dict(cand=cand, price=price, spec=spec, eff=eff))
    return good, pd.DataFrame(excluded, columns=["candidate", "reason"])


def peak_per_chip(spec: dict, precision: str) -> tuple[float, str]:
    """Per-chip peak for a compute precision; falls back to BF16 and says so."""
    if precision in ("fp8", "int8") and pd.notna(spec.get(precision)):
        return float(spec[precision]), precision
    return float(spec["bf16"]), "bf16"


def training_estimate(ds, params: dict) -> tuple[pd.DataFrame, pd.DataFrame]:
    shape = perf.model_shape(ds, params["model"])
    good, excluded = candidates_frame(ds, params)
    rows = []
    for g in good:
        cand, spec, eff, price = g["cand"], g["spec"], g["eff"], g["price"]
        peak_chip, used_prec = peak_per_chip(spec, params["precision"])
        mfu_key = "training_mfu_fp8" if used_prec == "fp8" and "training_mfu_fp8" in eff else "training_mfu"
        if mfu_key not in eff:
            excluded.loc[len(excluded)] = [cand.text, "no training MFU measured or published for this platform"]
            continue
        mfu = eff[mfu_key]["value"]
        mem = perf.training_memory_bytes(shape.params, shape.layers, shape.hidden, params["seq_len"])
        fit_chips = int(perf.min_chips_to_fit(mem, spec["memory"], params["memory_headroom"]))
        chips_wanted = max(params["training_chips"], fit_chips)
        n_sys = math.ceil(chips_wanted / cand.chips)
        flops = float(perf.training_flops(shape.params, params["train_tokens"], shape.layers, shape.hidden,
                                          params["seq_len"], attention=params["attention_flops"]))
        peak_sys = peak_chip * cand.chips
        seconds = float(perf.training_seconds(flops, peak_sys * n_sys, mfu))
        step = float(perf.step_seconds(shape.params, params["global_batch"], params["seq_len"], peak_sys * n_sys, mfu,
                                       layers=shape.layers, hidden=shape.hidden, attention=params["attention_flops"]))
        cost_h = price["usd_per_hour"] * n_sys
        rows.append(dict(candidate=cand.text, name=cand.name, family=cand.family, chips_per_system=cand.chips,
                         systems=n_sys, chips=n_sys * cand.chips, min_chips_to_fit=fit_chips, precision=used_prec,
                         peak_pflops=peak_sys * n_sys / 1e3, mfu=mfu, mfu_source=eff[mfu_key]["source"],
                         days=seconds / 86400, step_s=step, usd_per_hour=cost_h, cost_usd=cost_h * seconds / 3600,
                         cost_per_step_usd=cost_h * step / 3600, pricing_model=price["pricing_model"],
                         price_as_of=price["as_of"], price_source=price["source_id"]))
    return pd.DataFrame(rows), excluded


def inference_estimate(ds, params: dict) -> tuple[pd.DataFrame, pd.DataFrame, pd.DataFrame]:
    """(operating point per candidate, full latency-throughput curves, exclusions)."""
    shape = perf.model_shape(ds, params["model"])
    good, excluded = candidates_frame(ds, params)
    wdt = params["precision"]
    ilen, olen = params["input_tokens"], params["output_tokens"]
    ctx = ilen + olen
    points, curves = [], []
    target = params["min_tokens_per_s_per_user"]
    for g in good:
        cand, spec, eff, price = g["cand"], g["spec"], g["eff"], g["price"]
        smallest = perf.chips_per_replica(cand.chips, spec["memory"], shape.weight_bytes(wdt),
                                          shape.kv_bytes_per_token() * ctx, params["memory_headroom"])
        if smallest == 0:
            excluded.loc[len(excluded)] = [cand.text, f"{params['model']} in {wdt} does not fit in "
                                                      f"{cand.chips} x {spec['memory']:.0f} GB"]
            continue
        e = {k: v["value"] for k, v in eff.items()}
        peak_chip, _ = peak_per_chip(spec, wdt)
        options = [c for c in perf.replica_sizes(cand.chips) if c >= smallest]
        best_curve, best = None, None
        for per_rep in options:
            c = _curve(shape, wdt, ilen, olen, per_rep, cand.chips // per_rep, peak_chip, spec, e, price, params)
            ok = c[c.tokens_per_s_user >= target]
            if not ok.empty and (best is None or ok.usd_per_m_tokens.min() < best.usd_per_m_tokens):
                best_curve, best = c, ok.loc[ok.usd_per_m_tokens.idxmin()]
            elif best_curve is None:
                best_curve = c
        curves.append(best_curve.assign(candidate=cand.text, family=cand.family))
        if best is None:
            fastest = best_curve.tokens_per_s_user.max()
            excluded.loc[len(excluded)] = [cand.text, f"at most {fastest:.1f} tokens/s per user (batch 1), "
                                                      f"below the target of {target}"]
            continue
        req_per_s = params["tokens_per_day"] / (ilen + olen) / 86400
        systems = max(1, math.ceil(req_per_s * best.replica_s_per_request / best.replicas))
        points.append(dict(candidate=cand.text, name=cand.name, family=cand.family,
                           chips_per_replica=int(best.chips_per_replica), replicas_per_system=int(best.replicas),
                           batch=int(best.batch), max_batch_memory=int(best.max_batch), ttft_s=best.ttft_s,
                           tpot_ms=best.tpot_ms, tokens_per_s_user=best.tokens_per_s_user,
                           tokens_per_s_system=best.tokens_per_s_system, usd_per_m_input=best.usd_per_m_input,
                           usd_per_m_output=best.usd_per_m_output, usd_per_m_tokens=best.usd_per_m_tokens,
                           systems_for_traffic=systems, usd_per_day=systems * price["usd_per_hour"] * 24,
                           usd_per_hour=price["usd_per_hour"], pricing_model=price["pricing_model"],
                           price_as_of=price["as_of"], price_source=price["source_id"],
                           bandwidth_efficiency=e["bandwidth_efficiency"], step_overhead_ms=e["step_overhead_ms"],
                           efficiency_source=eff["bandwidth_efficiency"]["source"]))
    curves_df = pd.concat(curves, ignore_index=True) if curves else pd.DataFrame()
    return pd.DataFrame(points), curves_df, excluded


def _curve(shape, wdt, ilen, olen, per_rep, replicas, peak_chip, spec, e, price, params) -> pd.DataFrame:
    """Latency-throughput-cost curve over batch sizes for replicas of `per_rep` chips."""
    ctx = ilen + olen
    bmax = float(perf.max_batch(spec["memory"] * per_rep, shape.weight_bytes(wdt), shape.kv_bytes_per_token(), ctx,
                                params["memory_headroom"]))
    batches = BATCHES[BATCHES <= bmax]
    if len(batches) == 0:
        batches = np.array([1.0])
    curve = perf.serving_curve(shape, wdt, ilen, olen, per_rep, peak_chip, spec["bandwidth"], e, batches)
    usd_s = price["usd_per_hour"] / 3600 / replicas            # per replica-second
    rep_s = curve.ttft_s + olen * curve.step_s / curve.batch   # replica-seconds per request
    return pd.DataFrame({"chips_per_replica": per_rep, "replicas": replicas, "max_batch": bmax, "batch": curve.batch,
                         "ttft_s": curve.ttft_s, "tpot_ms": curve.step_s * 1e3,
                         "tokens_per_s_user": curve.tokens_per_s_user,
                         "tokens_per_s_system": curve.tokens_per_s_replica * replicas,
                         "replica_s_per_request": rep_s,
                         "usd_per_m_output": usd_s * curve.step_s / curve.batch * 1e6,
                         "usd_per_m_input": usd_s * curve.ttft_s / ilen * 1e6,
                         "usd_per_m_tokens": usd_s * rep_s / ctx * 1e6})


def cost_per_million(usd_per_hour, tokens_per_s):
    """USD per 1M tokens from an hourly price and a sustained token rate."""
    return np.asarray(usd_per_hour, float) / 3600.0 / np.asarray(tokens_per_s, float) * 1e6
