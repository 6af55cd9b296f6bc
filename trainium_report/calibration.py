"""Fit the roofline's efficiencies to published Neuron measurements, and look
up the efficiency a candidate system gets (fitted, published, or overridden).

Decode: TPOT = ideal_memory_time / bandwidth_efficiency + step_overhead, fitted
by least squares per platform (slope >= 1, intercept >= 0). Prefill: TTFT =
ideal_compute_time / prefill_mfu + overhead, fitted the same way. Training:
MFU = 6 N x tokens/s / peak, median per platform.
"""
from __future__ import annotations

import numpy as np
import pandas as pd

from . import dataset, performance as perf
from .dataset import memo

#: platforms without a measurement borrow another's fit; said in the provenance
FALLBACK = {"trn1n": "trn1", "trn3": "trn2"}
NEURON_FAMILIES = ("Inferentia", "Trainium")


@memo
def system_table(ds) -> pd.DataFrame:
    """Per system: chips, per-chip peak BF16/FP8 dense TFLOPS, bandwidth TB/s, memory GB, platform."""
    chips = dataset.chips(ds)
    ent = ds.entities.set_index("entity_id")
    sysv = dataset.systems(ds)
    out = sysv[["name", "family", "chip_id", "chips", "instance_family", "kind"]].copy()
    for col in ("bf16_dense_tflops", "fp8_dense_tflops", "int8_dense_tops", "memory_bandwidth_tbps", "memory_capacity_gb"):
        out[f"chip_{col}"] = out["chip_id"].map(chips[col]) if col in chips else np.nan
    out["platform"] = [plat(ent, e) for e in out.index]
    return out


def plat(ent: pd.DataFrame, entity_id: str) -> str:
    """Calibration platform of an entity: its instance family for AWS systems, else its family."""
    row = ent.loc[entity_id]
    fam = row.get("instance_family", "")
    if row["kind"] == "chip":
        return row["family"]
    return fam if isinstance(fam, str) and fam else row["family"]


def _fit_line(x: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    """y = a x + b with a >= 1 and b >= 0 (least squares on the feasible set)."""
    x, y = np.asarray(x, float), np.asarray(y, float)
    if len(x) >= 2 and np.ptp(x) > 0:
        a, b = np.polyfit(x, y, 1)
    else:
        a, b = float(np.median(y / x)), 0.0
    if b < 0:      # no overhead: slope through the origin
        a, b = float(np.sum(x * y) / np.sum(x * x)), 0.0
    if a < 1:      # efficiency cannot exceed 1: fix it and refit the intercept
        a = 1.0
        b = max(float(np.mean(y - x)), 0.0)
    return float(a), float(b)


@memo
def decode_runs(ds) -> pd.DataFrame:
    """Measured decode runs with a known model shape, with ideal memory and compute times."""
    sys_t = system_table(ds)
    m = ds.measurements.query("phase == 'decode' and model_id != ''").copy()
    m = m.drop_duplicates(["entity_id", "model_id", "batch", "input_len", "output_len", "tpot_ms", "weight_dtype"])
    shapes = {mid: perf.model_shape(ds, mid) for mid in m["model_id"].unique()}
    s = sys_t.loc[m["entity_id"]]
    chips = s["chips"].to_numpy(float)
    m["platform"] = s["platform"].to_numpy()
    m["chips"] = chips
    m["bandwidth_tbps"] = s["chip_memory_bandwidth_tbps"].to_numpy(float) * chips
    m["peak_tflops"] = s["chip_bf16_dense_tflops"].to_numpy(float) * chips
    m["params"] = [shapes[i].params for i in m["model_id"]]
    m["weight_bytes"] = [shapes[i].weight_bytes(d) for i, d in zip(m["model_id"], m["weight_dtype"])]
    m["kv_per_token"] = [shapes[i].kv_bytes_per_token("bf16") for i in m["model_id"]]
    ctx = m["input_len"].fillna(0) + m["output_len"].fillna(0) / 2
    m["ideal_decode_ms"] = (m["weight_bytes"] + m["kv_per_token"] * m["batch"] * ctx) / (m["bandwidth_tbps"] * 1e12) * 1e3
    layers = np.array([shapes[i].layers for i in m["model_id"]])
    hidden = np.array([shapes[i].hidden for i in m["model_id"]])
    m["ideal_prefill_ms"] = perf.prefill_flops(m["params"], m["input_len"], layers, hidden) \
        / (m["peak_tflops"] * 1e12) * 1e3
    return m


@memo
def training_runs(ds) -> pd.DataFrame:
    sys_t = system_table(ds)
    sysv = dataset.systems(ds)
    t = ds.measurements.query("phase == 'training' and model_id != ''").copy()
    t["platform"] = sys_t.loc[t["entity_id"], "platform"].to_numpy()
    t["params"] = [perf.model_shape(ds, i).params for i in t["model_id"]]
    t["tokens_per_s"] = t["sequences_per_s"] * t["seq_len"]
    t["peak_tflops"] = sysv.loc[t["entity_id"], "bf16_dense_tflops"].to_numpy(float) * t["nodes"]
    t["mfu"] = 6 * t["params"] * t["tokens_per_s"] / (t["peak_tflops"] * 1e12)
    return t


@memo
def fit(ds) -> pd.DataFrame:
    """One row per measured platform: fitted decode/prefill efficiencies and training MFU."""
    runs = decode_runs(ds)
    rows = []
    for platform, g in runs.groupby("platform"):
        a, b = _fit_line(g["ideal_decode_ms"], g["tpot_ms"])
        p = g.dropna(subset=["ttft_ms", "input_len"])
        pa, pb = _fit_line(p["ideal_prefill_ms"], p["ttft_ms"]) if len(p) else (np.nan, np.nan)
        rows.append(dict(platform=platform, bandwidth_efficiency=1 / a, step_overhead_ms=b, prefill_mfu=1 / pa,
                         prefill_overhead_ms=pb, decode_runs=len(g), prefill_runs=len(p)))
    out = pd.DataFrame(rows).set_index("platform")
    tr = training_runs(ds).groupby("platform")["mfu"].agg(["median", "size"])
    out = out.join(tr.rename(columns={"median": "training_mfu", "size": "training_runs"}), how="outer")
    return out


@memo
def calibration_table(ds) -> pd.DataFrame:
    """Predicted vs measured TPOT per decode run, before (100% bandwidth, no overhead) and after the fit."""
    runs = decode_runs(ds)
    f = fit(ds)
    after = runs["ideal_decode_ms"] / runs["platform"].map(f["bandwidth_efficiency"]) \
        + runs["platform"].map(f["step_overhead_ms"])
    return runs.assign(predicted_before_ms=runs["ideal_decode_ms"], predicted_after_ms=after,
                       error_before=lambda d: d["predicted_before_ms"] / d["tpot_ms"] - 1,
                       error_after=lambda d: d["predicted_after_ms"] / d["tpot_ms"] - 1)


def median_abs_error(table: pd.DataFrame) -> dict:
    return {"before": float(table["error_before"].abs().median()), "after": float(table["error_after"].abs().median())}


# --------------------------------------------------------------------------
# the efficiency a candidate gets

def published(ds, platform: str) -> dict:
    """Median and range of published figures in efficiency.csv for a platform."""
    e = ds.efficiency.query("platform == @platform")
    out = {}
    key = {("training", "mfu", "bf16"): "training_mfu", ("training", "mfu", "fp8"): "training_mfu_fp8",
           ("decode", "bandwidth_efficiency", ""): "bandwidth_efficiency",
           ("decode", "step_overhead_ms", ""): "step_overhead_ms", ("decode", "mfu", ""): "decode_mfu",
           ("prefill", "mfu", ""): "prefill_mfu"}
    for (phase, param, prec), g in e.groupby(["phase", "parameter", "precision"]):
        name = key.get((phase, param, prec))
        if name:
            out[name] = dict(value=float(g["value"].median()), low=float(g["value"].min()),
                             high=float(g["value"].max()),
                             source=f"median of {len(g)} published figure(s): " + ", ".join(sorted(set(g["source_id"]))))
    return out


def efficiency(ds, entity_id: str, overrides: dict | None = None) -> dict:
    """{parameter: {value, low, high, source}} for a system, or {} when nothing is known."""
    ent = ds.entities.set_index("entity_id")
    platform = plat(ent, entity_id)
    family = ent.loc[entity_id, "family"]
    f = fit(ds)
    out: dict = {}
    if family in NEURON_FAMILIES:
        used = platform if platform in f.index else FALLBACK.get(platform)
        if used in f.index:
            r = f.loc[used]
            src = f"fitted to {int(r['decode_runs'])} Neuron decode runs on {used}" + \
                  ("" if used == platform else f" (no {platform} measurement; {used}'s fit used)")
            for k in ("bandwidth_efficiency", "step_overhead_ms", "prefill_mfu"):
                if pd.notna(r[k]):
                    out[k] = dict(value=float(r[k]), low=float(r[k]), high=float(r[k]), source=src)
            out["decode_mfu"] = dict(out.get("prefill_mfu", {}), source=src + " (prefill MFU reused for decode compute)")
        train_src = platform if platform in f.index and pd.notna(f.loc[platform].get("training_mfu")) else "trn1"
        if "training_mfu" in f and train_src in f.index and pd.notna(f.loc[train_src, "training_mfu"]) \
                and family == "Trainium":
            v = float(f.loc[train_src, "training_mfu"])
            mfus = training_runs(ds).query("platform == @train_src")["mfu"]
            out["training_mfu"] = dict(value=v, low=float(mfus.min()), high=float(mfus.max()),
                                       source=f"median MFU of {len(mfus)} Neuron pre-training runs on {train_src}"
                                              + ("" if train_src == platform else f" (no {platform} training run)"))
    else:
        out = published(ds, family)
    for k, v in (overrides or {}).items():
        out[k] = dict(value=float(v), low=float(v), high=float(v), source="scenario override")
    return out
