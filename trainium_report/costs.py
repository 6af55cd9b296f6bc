"""The cost of a scenario's workload per candidate, from the prices `pricing` selects.

A candidate is an entity id (`trn1.32xlarge`, `p5.48xlarge`), optionally a
chip priced per chip-hour at another provider: `h100-sxm:8@lambda` is eight
H100s at Lambda's per-GPU-hour price. Candidates that cannot be priced or are
not offered in the allowed regions are returned as exclusions with a reason.
"""
from __future__ import annotations

import datetime as dt
import json
import math
from dataclasses import dataclass
from types import SimpleNamespace

import numpy as np
import pandas as pd

from . import calibration, dataset, performance as perf, present
from .conventions import DAYS_PER_MONTH, HOURS_PER_MONTH, LIKE_FOR_LIKE
from .pricing import (
    Basis, BASES, Candidate, NEURON_FAMILIES, aws_silicon, hourly_price, offered, parse_candidate,
)

BATCHES = np.array([1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512], float)


def resolve_basis(ds, params: dict) -> Basis:
    """The scenario's basis; `auto`: the first like-for-like basis with a current price on both sides."""
    name = params.get("price_basis", "auto")
    if name != "auto":
        return BASES[name]
    for n in LIKE_FOR_LIKE + tuple(b for b in BASES if b not in LIKE_FOR_LIKE):
        good, _ = candidates_frame(ds, {**params, "price_basis": n})
        if {aws_silicon(g.cand) for g in good} == {True, False}:
            return BASES[n]
    return BASES[LIKE_FOR_LIKE[0]]


def _chip_specs(ds, chip_id: str) -> dict:
    return dict(_chip_rows(ds)[chip_id])


@dataset.memo_raw
def _chip_rows(ds) -> dict:
    return {chip_id: _spec_of(row) for chip_id, row in dataset.chips(ds).iterrows()}


def _spec_of(row: pd.Series) -> dict:
    return dict(bf16=row.get("bf16_dense_tflops"), fp8=row.get("fp8_dense_tflops"), int8=row.get("int8_dense_tops"),
                bandwidth=row.get("memory_bandwidth_tbps"), memory=row.get("memory_capacity_gb"),
                link=row.get("chip_to_chip_bandwidth_tbps", np.nan))


#: the scenario keys `candidates_frame` reads
CANDIDATE_KEYS = ("model", "price_snapshot", "candidates", "regions", "price_basis", "price_max_age_days", "price_overrides", "quote_date",
                  "efficiency_overrides", "workload")


def candidates_frame(ds, params: dict, runs: pd.DataFrame | None = None) -> tuple[list[Priced], pd.DataFrame]:
    """Priced (under the scenario's price basis), offered, specified candidates; and the excluded
    ones with their reason. `runs`: your own measured runs, fitted with the same procedure.
    Without your runs the answer is kept per dataset, the keys it reads (`CANDIDATE_KEYS`) and
    the day: a decision asks the same question once per price basis and again per section."""
    if runs is not None and not runs.empty:
        return _candidates(ds, params, runs)
    key = json.dumps({k: params[k] for k in CANDIDATE_KEYS if k in params}, sort_keys=True)
    good, excluded = _candidates_kept(ds, key, dt.date.today().isoformat())
    return list(good), excluded.copy()       # Priced is frozen: the kept list is never changed by a caller


@dataset.memo_raw
def _candidates_kept(ds, key: str, day: str) -> tuple[list[Priced], pd.DataFrame]:
    return _candidates(ds, json.loads(key), None)


#: the scenario keys a candidate's price and availability depend on (not its efficiency)
PRICE_KEYS = tuple(k for k in CANDIDATE_KEYS if k not in ("efficiency_overrides", "workload", "model"))


@dataset.memo_raw
def _priced(ds, key: str, day: str) -> tuple:
    """Per candidate: (candidate, offered?, why not, price or None, why none, chip specs), for the
    price keys in `key` (JSON) on `day`: the efficiency-only variants of a scenario share them."""
    params = json.loads(key)
    basis = BASES[params["price_basis"]] if params.get("price_basis", "auto") != "auto" else resolve_basis(ds, params)
    out = []
    for text in params["candidates"]:
        cand = parse_candidate(ds, text)
        ok, why = offered(ds, cand, params["regions"])
        price, no_price = hourly_price(ds, cand, basis, params["regions"], params["price_max_age_days"],
                                       params.get("price_overrides"), quote_date=params.get("quote_date"),
                                       snapshot=params.get("price_snapshot"))
        out.append((cand, ok, why, price, no_price, _chip_specs(ds, cand.chip_id)))
    return basis, tuple(out)


def is_moe(ds, params: dict) -> bool:
    """Is the scenario's model a mixture of experts (its serving efficiency then comes from MoE runs first)?"""
    return "model" in params and perf.model_shape(ds, params["model"]).moe


@dataclass(frozen=True)
class Priced:
    """A candidate the cost model can estimate: its price under the basis (a price row's fields, or
    your quote), its chips' specs (`_spec_of`), its efficiencies (`calibration.efficiency`: fitted,
    published or yours) and the basis that priced it."""
    cand: Candidate
    price: dict
    spec: dict
    eff: dict
    basis: Basis


def _candidates(ds, params: dict, runs: pd.DataFrame | None) -> tuple[list[Priced], pd.DataFrame]:
    good, excluded = [], []
    key = json.dumps({k: params[k] for k in PRICE_KEYS if k in params}, sort_keys=True)
    basis, priced = _priced(ds, key, dt.date.today().isoformat())
    for cand, ok, why, price, no_price, spec in priced:
        text = cand.text
        price = dict(price) if price is not None else None
        spec = dict(spec)
        eff = calibration.efficiency(ds, cand.entity_id, (params.get("efficiency_overrides") or {}).get(text), runs,
                                     moe=is_moe(ds, params))
        reason = ""
        quoted = text in (params.get("price_overrides") or {})
        if price is not None:
            price["availability"] = why if not ok else ""     # a quote stands for itself; its regions are shown
        if not ok and not quoted:
            reason = why
        elif price is None and quoted:
            reason = no_price
        elif price is None:
            reason = f"{no_price} on the basis '{basis.name}'; add a quote in price_overrides"
        elif any(pd.isna(spec[k]) for k in ("bf16", "bandwidth", "memory")):
            reason = "the dataset lacks its BF16 compute, memory or bandwidth per chip"
        elif params.get("workload") != "training" and (gap := [k for k in calibration.SERVING_NEEDS if k not in eff]):
            platform = calibration.platform_of(ds, cand.entity_id)
            mine = 0 if runs is None or runs.empty else sum(
                1 for e, ph in zip(runs["entity_id"], runs["phase"])
                if ph != "training" and e in dataset.entity_index(ds).index and calibration.platform_of(ds, e) == platform)
            said = (f"your {mine} serving run(s) on {platform} are fewer than the {calibration.THIN_RUNS} configurations "
                    "a fit of its own needs, and no published fit of this platform is there to rescale to them"
                    if mine else "no measured serving runs for this platform (nor a fallback platform)")
            reason = (f"{said}; set efficiency_overrides with {', '.join(calibration.SERVING_NEEDS)}"
                      + (f" (missing: {', '.join(gap)})" if len(gap) < len(calibration.SERVING_NEEDS) else ""))
        elif not eff:
            reason = "no measured runs or published efficiency for this platform; set efficiency_overrides"
        if reason:
            excluded.append(dict(candidate=text, reason=reason))
        else:
            good.append(Priced(cand, price, spec, eff, basis))
    return good, pd.DataFrame(excluded, columns=["candidate", "reason"])


def peak_per_chip(spec: dict, precision: str) -> tuple[float, str]:
    """Per-chip peak for a compute precision; falls back to BF16 and says so."""
    if precision in ("fp8", "int8") and pd.notna(spec.get(precision)):
        return float(spec[precision]), precision
    return float(spec["bf16"]), "bf16"


def mfu_key(eff: dict, precision: str) -> str:
    """Which training MFU a candidate uses: the FP8 one when training in FP8 and one is known."""
    return "training_mfu_fp8" if precision == "fp8" and "training_mfu_fp8" in eff else "training_mfu"


def _past(days: float, deadline: float) -> str:
    """`days` with the digits that tell it from `deadline` (1.148 past 1.1 is '1.15', not '1.1')."""
    for digits in range(2, 8):
        if f"{days:,.{digits}g}" != f"{deadline:,.{digits}g}":
            return f"{days:,.{digits}g}" if digits > 2 or days < 10 else f"{days:,.1f}"
    return f"{days:,.8g}"


def training_estimate(ds, params: dict) -> tuple[pd.DataFrame, pd.DataFrame]:
    shape = perf.model_shape(ds, params["model"])
    good, excluded = candidates_frame(ds, params, calibration.your_runs(ds, params))   # your training runs count
    rows = []
    for g in good:
        cand, spec, eff, price = g.cand, g.spec, g.eff, g.price
        peak_chip, used_prec = peak_per_chip(spec, params["precision"])
        key = mfu_key(eff, used_prec)
        if key not in eff:
            excluded.loc[len(excluded)] = [cand.text, "no training MFU measured or published for this platform"]
            continue
        mfu, mfu_source = eff[key]["value"], eff[key]["source"]
        if used_prec != "bf16" and key == "training_mfu":
            # a BF16 figure and no FP8 one: on the FP8 peak it would make FP8 train twice as fast on no
            # evidence (H100's own FP8 runs gain a few percent); FP8 taken as no faster than BF16
            mfu *= float(spec["bf16"]) / peak_chip
            mfu_source += (f"; a BF16 MFU (no {used_prec.upper()} training MFU for this platform): {used_prec.upper()} "
                           f"taken as no faster than BF16, the MFU scaled by the BF16/{used_prec.upper()} peaks")
        mem = perf.training_memory_bytes(shape.params, shape.layers, shape.hidden, params["seq_len"])
        fit_chips = int(perf.min_chips_to_fit(mem, spec["memory"], params["memory_headroom"]))
        chips_wanted = max(params["training_chips"], fit_chips)
        busy = params["global_batch"] * cand.chips * shape.layers
        if chips_wanted > busy:
            # a step cannot keep more chips at work: one sequence a data-parallel replica, a replica at
            # most a system's chips in tensor parallel times one pipeline stage a layer
            excluded.loc[len(excluded)] = [cand.text, (
                f"{chips_wanted:,} chips are more than a step of {params['global_batch']:,} sequences can keep busy "
                f"({busy:,}: one sequence a replica, a replica at most {cand.chips} chip(s) in tensor parallel x "
                f"{shape.layers} pipeline stages); lower training_chips or raise global_batch")]
            continue
        n_sys = math.ceil(chips_wanted / cand.chips)
        flops = float(perf.training_flops(shape.active_params, params["train_tokens"], shape.layers, shape.hidden,
                                          params["seq_len"], attention=params["attention_flops"]))
        peak_sys = peak_chip * cand.chips
        seconds = float(perf.training_seconds(flops, peak_sys * n_sys, mfu))
        step = float(perf.step_seconds(shape.active_params, params["global_batch"], params["seq_len"], peak_sys * n_sys, mfu,
                                       layers=shape.layers, hidden=shape.hidden, attention=params["attention_flops"]))
        cost_h = price["usd_per_hour"] * n_sys
        rows.append(dict(candidate=cand.text, name=cand.name, family=cand.family, chips_per_system=cand.chips,
                         systems=n_sys, chips=n_sys * cand.chips, min_chips_to_fit=fit_chips, precision=used_prec,
                         peak_pflops=peak_sys * n_sys / 1e3, mfu=mfu, mfu_source=mfu_source,
                         days=seconds / 86400, step_s=step, usd_per_hour=cost_h, cost_usd=cost_h * seconds / 3600,
                         cost_per_step_usd=cost_h * step / 3600, **price_columns(price, g.basis),
                         mfu_evidence="published figures" if cand.family not in NEURON_FAMILIES else "Neuron runs"))
    out = pd.DataFrame(rows)
    deadline = params.get("deadline_days")
    if deadline and len(out):
        late = out["days"] > deadline
        for r in out[late].itertuples():
            excluded.loc[len(excluded)] = [r.candidate, f"takes {_past(r.days, float(deadline))} days on {r.chips:,} chips, past the "
                                                        f"deadline of {present.span(deadline, 'day') if float(deadline).is_integer() else f'{deadline:g} days'} "
                                                        "(deadline_days)"]
        out = out[~late].reset_index(drop=True)
    return out, excluded




def price_columns(price: dict, basis: Basis) -> dict:
    """The provenance of a candidate's price, as estimate columns."""
    return dict(price_basis=basis.name, pricing_model=price["pricing_model"], offer_kind=price["offer_kind"],
                price_as_of=price["as_of"], price_source=price["source_id"], price_region=price["region"],
                availability=price.get("availability", ""))


def replica_seconds_per_request(ttft_s, step_s, batch, output_len):
    """Seconds of a replica one request holds: its prefill, plus its share of the batch's decode steps."""
    return np.asarray(ttft_s) + np.asarray(output_len) * np.asarray(step_s) / np.asarray(batch, float)


def usd_per_m_tokens(usd_per_hour_replica, ttft_s, step_s, batch, input_len, output_len):
    """USD per 1M tokens (input + output) for a replica that runs at full load: each request
    holds the replica for its prefill plus its share of the decode steps. The one serving-cost
    formula: per 1M generated tokens alone is (ttft_s=0, input_len=0, output_len=1), per 1M prompt
    tokens alone (step_s=0, output_len=0)."""
    replica_s = replica_seconds_per_request(ttft_s, step_s, batch, output_len)
    return np.asarray(usd_per_hour_replica, float) / 3600.0 * replica_s / (np.asarray(input_len) + np.asarray(output_len)) * 1e6


def rental_units(fluid_systems, units_per_system, utilisation):
    """Whole rentable units (instances, or replicas of chips where a provider rents by the chip)
    for a load of `fluid_systems`, each run at most at `utilisation`; at least one."""
    need = np.asarray(fluid_systems, float) * np.asarray(units_per_system, float) / np.asarray(utilisation, float)
    return np.maximum(np.ceil(need - 1e-9), 1.0)


def inference_estimate(ds, params: dict, runs: pd.DataFrame | None = None, speed: dict | None = None,
                       curves: bool = True) -> tuple[pd.DataFrame, pd.DataFrame, pd.DataFrame]:
    """(operating point and monthly bill per candidate, full latency-throughput curves, exclusions).

    The operating point is the replica size and batch with the lowest cost per token at full
    load that meets the latency target; the bill rents whole units (instances, or replicas of
    chips at a per-chip provider) for the scenario's volume at the central utilisation.
    `speed`: candidate -> factor on its modelled speed (2: every decode step and prefill in half
    the time), the operating point chosen again at that speed (`decision.breakeven_point`).
    `curves=False`: the curves are not made (an empty frame; a decision asks for the points only)."""
    shape = perf.model_shape(ds, params["model"])
    # serving needs serving efficiencies, whatever the scenario's own workload (a training scenario's
    # inference section asks the same question of the same candidates)
    good, excluded = candidates_frame(ds, {**params, "workload": "inference"}, runs)
    wdt = params["precision"]
    ilen, olen = params["input_tokens"], params["output_tokens"]
    ctx = ilen + olen
    points, kept = [], []
    target = params["min_tokens_per_s_per_user"]
    util = params["utilisation"]["mode"]
    dropped = []
    for g in good:
        cand, spec, eff, price = g.cand, g.spec, g.eff, g.price
        kv_seq = shape.kv_bytes_per_token(calibration.kv_dtype([wdt])[0]) * ctx
        smallest = perf.chips_per_replica(cand.chips, spec["memory"], shape.weight_bytes(wdt), kv_seq,
                                          params["memory_headroom"])
        if smallest == 0:
            usable = cand.chips * spec["memory"] * 1e9 * params["memory_headroom"]
            why = ("key memory_headroom" if shape.weight_bytes(wdt) > usable else
                   f"keys input_tokens and output_tokens: the weights fit, but one request's KV cache of "
                   f"{ctx:,} tokens is {kv_seq / 1e9:,.4g} GB")
            model = params["model"] if isinstance(params["model"], str) else shape.name or "the model_shape"
            dropped.append([cand.text, f"{model} in {wdt} does not fit in "
                                       f"{cand.chips} x {spec['memory']:.0f} GB with "
                                       f"{params['memory_headroom']:.0%} of it usable ({why})"])
            continue
        e = {k: v["value"] for k, v in eff.items() if not k.startswith("_")}
        if speed and cand.text in speed:
            e["step_scale"] = e.get("step_scale", 1.0) / speed[cand.text]
            e["prefill_scale"] = e.get("prefill_scale", 1.0) / speed[cand.text]
        peak_chip, _ = peak_per_chip(spec, wdt)
        options = [c for c in perf.replica_sizes(cand.chips) if c >= smallest]
        if cand.family not in NEURON_FAMILIES:         # a GPU replica of c GPUs is tensor parallel c
            split = [c for c in options if perf.tensor_split(shape, c)]
            if not split:
                dropped.append([cand.text, f"no replica of {', '.join(map(str, options))} GPU(s) that holds the model "
                                           f"splits its {shape.heads} attention heads ({shape.kv_heads} KV heads) "
                                           "evenly, as tensor parallelism on a GPU serving stack needs"])
                continue
            options = split
        best_curve, best_at, best_usd = None, None, None
        fastest, fastest_on = 0.0, None            # the best per-user speed over every replica size tried
        for per_rep in options:
            c = _curve(shape, wdt, ilen, olen, per_rep, cand.chips // per_rep, peak_chip, spec, e, price, params)
            if np.max(c["tokens_per_s_user"]) > fastest:
                fastest, fastest_on = float(np.max(c["tokens_per_s_user"])), per_rep
            usd = np.where(c["tokens_per_s_user"] >= target, c["usd_per_m_tokens"], np.nan)
            if not np.isnan(usd).all() and (best_usd is None or np.nanmin(usd) < best_usd):
                best_curve, best_at, best_usd = c, int(np.nanargmin(usd)), float(np.nanmin(usd))
            elif best_curve is None:
                best_curve = c
        if curves:
            kept.append(pd.DataFrame({**best_curve, "candidate": cand.text, "family": cand.family}))
        if best_at is None:
            dropped.append([cand.text, f"at most {fastest:.1f} tokens/s per user (batch 1, {fastest_on} chip(s) a "
                                       f"replica), below the target of {target} (key min_tokens_per_s_per_user)"])
            continue
        best = SimpleNamespace(**{k: (v[best_at] if np.ndim(v) else v) for k, v in best_curve.items()})
        req_per_s = params["tokens_per_day"] / ctx / 86400
        fluid = req_per_s * best.replica_s_per_request / best.replicas          # systems busy all the time
        # rentable units per system: replicas where a provider rents by the chip, or blocks of the chips its rate
        # needs (Lambda's 8x rate: 8 GPUs however small the replica); the whole system otherwise
        block = math.lcm(int(best.chips_per_replica), int(price.get("min_chips", 1)))
        per_unit = cand.chips // block if price["per"] == "chip" and cand.chips % block == 0 else 1
        unit_name = ("replica" if block == best.chips_per_replica else f"{block}-chip block") if per_unit > 1 \
            else "system"
        units = float(rental_units(fluid, per_unit, util))
        unit_usd_h = price["usd_per_hour"] / per_unit
        ev = eff.get("_evidence")
        points.append(dict(candidate=cand.text, name=cand.name, family=cand.family, side=dataset.side_of(cand.family),
                           chips_per_replica=int(best.chips_per_replica), replicas_per_system=int(best.replicas),
                           batch=int(best.batch), max_batch_memory=int(best.max_batch), ttft_s=best.ttft_s,
                           tpot_ms=best.tpot_ms, tokens_per_s_user=best.tokens_per_s_user,
                           tokens_per_s_system=best.tokens_per_s_system, usd_per_m_input=best.usd_per_m_input,
                           usd_per_m_output=best.usd_per_m_output, usd_per_m_tokens=best.usd_per_m_tokens,
                           fluid_systems=fluid, rental_unit=unit_name, units_per_system=per_unit,
                           units_rented=units, unit_usd_per_hour=unit_usd_h,
                           busy_share=fluid * per_unit / units,
                           monthly_bill_usd=units * unit_usd_h * HOURS_PER_MONTH,
                           usd_per_m_tokens_billed=units * unit_usd_h * HOURS_PER_MONTH
                           / (params["tokens_per_day"] * DAYS_PER_MONTH) * 1e6,
                           systems_for_traffic=math.ceil(units / per_unit),
                           usd_per_day=units * unit_usd_h * 24,
                           usd_per_hour=price["usd_per_hour"], **price_columns(price, g.basis),
                           bandwidth_efficiency=e["bandwidth_efficiency"], step_overhead_ms=e["step_overhead_ms"],
                           decode_mfu=e.get("decode_mfu", np.nan), prefill_mfu=e.get("prefill_mfu", np.nan),
                           efficiency_source=eff["bandwidth_efficiency"]["source"],
                           efficiency_runs=ev.configs if ev else 0,
                           efficiency_validation=rests_on(eff),
                           out_of_sample_validated=bool(ev and ev.validated and not overridden(eff)),
                           efficiency_origin=ev.origin if ev else ("your override" if overridden(eff) else "")))
    curves_df = pd.concat(kept, ignore_index=True) if kept else pd.DataFrame()
    excluded = pd.concat([excluded, pd.DataFrame(dropped, columns=excluded.columns)], ignore_index=True) \
        if dropped else excluded
    return pd.DataFrame(points), curves_df, excluded


def overridden(eff: dict) -> list[str]:
    """The serving terms a scenario's efficiency_overrides set for a candidate."""
    return [k for k in calibration.PARAMS if isinstance(eff.get(k), dict) and eff[k].get("status") == "override"]


def rests_on(eff: dict) -> str:
    """What a candidate's serving efficiency rests on, in a few words: your override, the fit's
    validation, or a published figure."""
    ev, mine = eff.get("_evidence"), overridden(eff)
    if mine:
        return f"your override of {', '.join(mine)} (efficiency_overrides)" + (f"; the other terms: {ev.label}" if ev
                                                                                else "")
    return ev.label if ev else "published figure, not fitted"


def _curve(shape, wdt, ilen, olen, per_rep, replicas, peak_chip, spec, e, price, params) -> dict:
    """Latency-throughput-cost curve over batch sizes for replicas of `per_rep` chips: the columns of
    a frame (made only for the curve a candidate keeps)."""
    ctx = ilen + olen
    kv = calibration.kv_dtype([wdt])[0]        # the fit's rule: an FP8 run keeps an FP8 KV cache
    bmax = float(perf.max_batch(spec["memory"] * per_rep, shape.weight_bytes(wdt), shape.kv_bytes_per_token(kv), ctx,
                                params["memory_headroom"]))
    batches = BATCHES[BATCHES <= bmax]
    if len(batches) == 0:
        batches = np.array([1.0])
    curve = perf.serving_curve(shape, wdt, ilen, olen, per_rep, peak_chip, spec["bandwidth"], e, batches,
                               kv_dtype=kv, link_tbps=spec.get("link", np.nan))
    usd_h = price["usd_per_hour"] / replicas                   # per replica-hour
    rep_s = replica_seconds_per_request(curve.ttft_s, curve.step_s, curve.batch, olen)
    return {"chips_per_replica": per_rep, "replicas": replicas, "max_batch": bmax, "batch": curve.batch,
            "ttft_s": curve.ttft_s, "tpot_ms": curve.step_s * 1e3, "tokens_per_s_user": curve.tokens_per_s_user,
            "tokens_per_s_system": curve.tokens_per_s_replica * replicas, "replica_s_per_request": rep_s,
            "usd_per_m_output": usd_per_m_tokens(usd_h, 0.0, curve.step_s, curve.batch, 0, 1),
            "usd_per_m_input": usd_per_m_tokens(usd_h, curve.ttft_s, 0.0, 1, ilen, 0),
            "usd_per_m_tokens": usd_per_m_tokens(usd_h, curve.ttft_s, curve.step_s, curve.batch, ilen, olen)}


def nothing_to_estimate(ds, params: dict) -> str | None:
    """Why no candidate of a scenario can be estimated (every one excluded: no current price, too
    slow for the latency target, too small for the model), in one line per candidate; None when
    at least one can. The build asks before it runs a notebook, so such a scenario fails up front,
    with the reasons, not inside a notebook."""
    if params["workload"] == "training":
        est, excluded = training_estimate(ds, params)
    else:
        est, _, excluded = inference_estimate(ds, params, calibration.your_runs(ds, params), curves=False)
    if len(est):
        return None
    why = "; ".join(f"{r.candidate}: {r.reason}" for r in excluded.itertuples()) if len(excluded) else "no candidates"
    return f"no candidate can be estimated under this scenario ({why})"
