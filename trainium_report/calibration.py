"""Fit the serving roofline's efficiencies to measured runs, with one procedure
for every platform (Neuron and GPU alike), and score the fit out of sample.

A platform is the chip a run used (`trainium2`, `h100-sxm`, ...): every system
built from that chip shares the fit. Memory is in GB (10^9 bytes) throughout;
the loader has already converted GiB figures.

Decode, one step for a batch (per output token of each sequence):

    TPOT = max(M / bandwidth_efficiency, C / decode_mfu) + n x collective_ms + X + step_overhead_ms
           + batch x sequence_ms

- M: weights plus the batch's KV cache at the mean context, over the chips' HBM
  bandwidth (the ideal memory time); the cache is FP8 on runs that compute in FP8
  (TensorRT-LLM's FP8 engines use an FP8 KV cache), else BF16. On a grouped-query
  (GQA) model the attention reads KV x (1 + gqa_kv_reread x (heads / kv_heads - 1)):
  gqa_kv_reread = 0 when each KV head is read once for its whole group of query
  heads, 1 when it is read once per query head (attention kernels that do not share
  the reads, e.g. TensorRT-LLM's before its v0.7 GQA kernels, 2.4x slower on Llama 2
  70B by NVIDIA's H200 blog; or KV heads replicated to the tensor-parallel degree when
  it exceeds the KV heads, as Neuron's libraries can shard GQA); fitted in [0, 1], 0
  where a platform has no GQA run. Like every efficiency here it is a property of the
  serving software as much as of the chip, and a platform's fit pools the stacks of
  its runs; C = 2 N batch / (chips x peak);
- n = 2 x layers when a replica spans more than one chip (two all-reduces per
  layer under tensor parallelism), else 0; collective_ms is the fitted latency
  of one collective;
- X: the all-reduce bytes (ring: 2 (c-1)/c x tokens x hidden x 2 B per
  collective) over the chip-to-chip bandwidth from the dataset, computed, not
  fitted (0 where the dataset has no link bandwidth, and the provenance says so);
- sequence_ms: a fitted cost per sequence in the batch each step (sampling, scheduling).

Prefill, the time to first token:

    TTFT = k x prefill FLOPs / (chips x peak x prefill_mfu) + X_prefill + prefill_overhead_ms

with k = the batch for a static batch (prefilled together) and 1 under continuous
batching (a request's own prompt; the column `batching` of measurements.csv).

What a run's TPOT measures: a static batch timed by throughput (`static_batch`) is
the step plus the batch's prefill spread over its output tokens; a mean inter-token
latency under continuous batching at concurrency c (`measured`, `continuous`: NIM's
genai-perf ITL) is the step plus the prefills of the other c - 1 requests that join
the running batch during the request's output_len steps, (c - 1) x TTFT(1) / output_len
(in steady state each of the c requests is prefilled once per output_len steps, and
the server runs that prefill in the batch's iterations); `includes_ttft`: (TTFT +
(n - 1) steps) / n.

Both are fitted by bounded least squares on log(predicted / measured), so every
run weighs by its relative error. A parameter the runs cannot identify is not
invented: decode_mfu when no run is compute-bound (then the smallest value that
keeps every measured run memory-bound, or the prefill MFU if larger, and the
provenance says so); collective_ms when every run has the same collective count;
gqa_kv_reread when no run is of a grouped-query model (then 0).

Validation is grouped cross-validation per platform and phase: leave one model
out, and leave one batch size out; a run is only ever scored by a fit that did
not see it. A platform with fewer than `THIN_RUNS` independent runs is
"thinly validated" wherever its efficiency is used.

Training MFU stays a median per platform: MFU = 6 N x tokens/s / peak.

The fits and the grouped cross-validation are deterministic given the runs: they
are kept in the project cache (`cache.py`), keyed by the runs and the source of
this module and `performance`. Length: about 600 lines, about 60 of them
this description of the model.
"""
from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import resource
import sys
from dataclasses import dataclass, replace

from pathlib import Path

import numpy as np
import pandas as pd

from . import cache, dataset, performance as perf, present, yourruns
from .dataset import NEURON_FAMILIES, memo, memo_raw

#: a platform's mixture-of-experts runs are fitted apart from its dense runs, under this key
MOE = "/moe"
THIN_RUNS = 6
OOS_TARGET = 0.20     # median out-of-sample TPOT error at or below which a fit counts as validated
DECODE_PARAMS = ("bandwidth_efficiency", "decode_mfu", "collective_ms", "step_overhead_ms", "sequence_ms",
                 "gqa_kv_reread")
PREFILL_PARAMS = ("prefill_mfu", "prefill_overhead_ms")
#: grouped cross-validation: a held-out group is one model shape (models with the same layers, widths and
#: heads count as one: Llama 2 70B and Llama 3.1 70B differ only in vocabulary), one batch size, or one
#: source (a publisher's table or benchmark: one serving stack and its settings)
GROUPINGS = {"model": "shape_key", "batch": "batch", "source": "source_id"}
SCHEMES = tuple(f"leave one {g} out" for g in GROUPINGS)
STACK_TARGET = 0.25   # leave-one-source-out median TPOT error above which a fit "depends on the serving stack"


def platform_of(ds, entity_id: str) -> str:
    """The chip an entity is built from (a chip is its own platform)."""
    return dataset.chip_of(ds, entity_id)


# --------------------------------------------------------------------------
# runs with their ideal (roofline) times

def your_runs(ds, params: dict) -> pd.DataFrame | None:
    """The scenario's own measured runs (key `measurements`: a CSV, or a benchmark's JSON with what it
    lacks, `yourruns`), checked like data/measurements.csv."""


    spec = yourruns.spec_of(params.get("measurements"))
    if spec is None:
        return None
    try:
        st = os.stat(spec["file"])
        stamp = (st.st_mtime_ns, st.st_size)
    except (OSError, TypeError):
        stamp = None
    if stamp is None:        # read (and fail) as the file is
        return yourruns.read(spec, ds, params)
    runs = _your_runs_kept(ds, json.dumps(spec, sort_keys=True, default=str), stamp,
                           perf.inline_model_id(params.get("model")), params.get("precision"))
    out = runs.copy()
    out.attrs = dict(runs.attrs)
    return out


@memo_raw
def _your_runs_kept(ds, spec: str, stamp: tuple, model, precision) -> pd.DataFrame:
    """A scenario's runs file read and checked once per dataset, file version and the scenario
    values a benchmark's JSON takes from the scenario."""


    runs = yourruns.read(json.loads(spec), ds, {"model": model, "precision": precision})
    runs.attrs["content_key"] = runs_key(runs)
    return runs


def chips_used(ds, entity_id: str, tp, pp, nodes=1, dp=1) -> float:
    """Chips one replica of a run used. GPUs: TP x PP on the chip entity, a GPU system's GPUs x nodes
    shared by DP replicas. Neuron (TP counts NeuronCores): the system's chips x nodes, or `nodes` chips
    on a chip entity, shared by DP replicas."""
    row = dataset.entity_index(ds).loc[entity_id]
    nodes = 1 if pd.isna(nodes) else int(nodes)
    dp = 1 if pd.isna(dp) else int(dp)
    if row["family"] in NEURON_FAMILIES:
        total = int(row["chips"]) * nodes if row["kind"] != "chip" else nodes
        return total / dp
    if row["kind"] != "chip":                 # the whole system(s), shared by DP replicas (`_too_many_cores`)
        return float(row["chips"]) * nodes / dp
    tp = 1 if pd.isna(tp) else int(tp)
    pp = 1 if pd.isna(pp) else int(pp)
    return float(max(tp * pp, 1))


def _peak_column(dtype: str) -> str:
    return {"fp8": "fp8_dense_tflops", "int8": "int8_dense_tops"}.get(dtype, "bf16_dense_tflops")


def _peak(spec: pd.Series, dtype: str) -> float:
    col = _peak_column(dtype)
    v = spec.get(col, np.nan)
    return float(v) if pd.notna(v) else float(spec.get("bf16_dense_tflops", np.nan))


def kv_dtype(compute_dtype) -> list[str]:
    """The KV cache's precision per run: FP8 where the run computes in FP8 (TensorRT-LLM's FP8
    engines are built with an FP8 KV cache, `--fp8_kv_cache` in the build commands its
    performance pages publish), else BF16 (the Neuron runs keep BF16/FP16 caches)."""
    return ["fp8" if d == "fp8" else "bf16" for d in compute_dtype]


def serving_runs(ds, runs: pd.DataFrame | None = None) -> pd.DataFrame:
    """Decode/prefill runs with a known model shape, with the roofline's ideal times (ms)."""
    runs = ds.measurements if runs is None else runs
    chips_t = dataset.chips(ds)
    m = runs.query("phase == 'decode' and model_id != ''").copy()
    m = m.drop_duplicates(["entity_id", "nodes", "model_id", "tp", "pp", "dp", "batch", "input_len", "output_len",
                           "tpot_ms", "ttft_ms", "weight_dtype"])      # pp 2 and pp 1 on the same tp: two runs
    if m.empty:
        return m.assign(platform=[], chips=[], ideal_decode_ms=[], memory_bytes=[], weight_bytes=[],
                        kv_bytes_per_token=[], ideal_compute_ms=[], collectives=[],
                        link_ms=[], ideal_prefill_ms=[], prefill_link_ms=[], has_link=[], kv_ms=[], gqa=[],
                        shape_key=[], moe=[], chip=[], config=[])
    shapes = {mid: perf.model_shape(ds, mid) for mid in m["model_id"].unique()}
    m["platform"] = [platform_of(ds, e) for e in m["entity_id"]]
    m["chips"] = [chips_used(ds, e, t, p, n, d) for e, t, p, n, d in zip(m["entity_id"], m["tp"], m["pp"], m["nodes"],
                                                                          m["dp"])]
    m["batch"] = m["batch"].fillna(1).astype(float)
    spec = chips_t.loc[m["platform"]]
    # pipeline stages run one after another for each token: a stage's chips read its share of the weights
    # (and do its share of the FLOPs) while the others wait, so a token's time is the whole model over one
    # stage's chips (pp 2 on 16 GPUs: the bound of 8, not 16)
    stage = m["chips"].to_numpy(float) / m["pp"].fillna(1).clip(lower=1).to_numpy(float)
    bw = spec["memory_bandwidth_tbps"].to_numpy(float) * stage
    link = spec["chip_to_chip_bandwidth_tbps"].to_numpy(float) if "chip_to_chip_bandwidth_tbps" in spec else \
        np.full(len(m), np.nan)
    compute_dtype = m["compute_dtype"].where(m["compute_dtype"] != "", m["weight_dtype"])
    peak = np.array([_peak(chips_t.loc[p], d) for p, d in zip(m["platform"], compute_dtype)]) * stage
    sh = [shapes[i] for i in m["model_id"]]
    params = np.array([s.active_params for s in sh])      # compute follows a token's experts (all, when dense)
    layers = np.array([s.layers for s in sh])
    hidden = np.array([s.hidden for s in sh])
    wbytes = np.array([float(s.step_weight_bytes(d, b)) for s, d, b in zip(sh, m["weight_dtype"], m["batch"])])
    kv = np.array([s.kv_bytes_per_token(d) for s, d in zip(sh, kv_dtype(compute_dtype))])
    batch = m["batch"].to_numpy(float)
    ctx = perf.mean_decode_context(m["input_len"].fillna(0).to_numpy(float), m["output_len"].fillna(0).to_numpy(float))
    chips = m["chips"].to_numpy(float)
    m["ideal_decode_ms"] = perf.memory_seconds(wbytes, kv, batch, ctx, bw) * 1e3
    m["memory_bytes"] = spec["memory_capacity_gb"].to_numpy(float) * 1e9 * chips
    m["weight_bytes"] = [float(s.weight_bytes(d)) for s, d in zip(sh, m["weight_dtype"])]
    m["kv_bytes_per_token"] = kv
    m["kv_ms"] = perf.memory_seconds(0.0, kv, batch, ctx, bw) * 1e3          # the KV cache's part of it
    m["gqa"] = np.array([s.heads / s.kv_heads for s in sh], float)           # query heads per KV head
    m["shape_key"] = [shape_key(s) for s in sh]
    m["moe"] = [s.moe for s in sh]
    m["chip"] = m["platform"]
    m["platform"] = np.where(m["moe"], m["platform"] + MOE, m["platform"])     # MoE runs: a fit of their own
    m["ideal_compute_ms"] = perf.compute_seconds(2.0 * params * batch, peak) * 1e3
    m["collectives"] = perf.collectives_per_pass(layers, stage)       # a stage's tensor-parallel group
    m["has_link"] = ~np.isnan(link) | (stage <= 1)
    m["link_ms"] = perf.link_seconds(layers, hidden, batch, stage, link) * 1e3
    together = np.where(m["batching"].to_numpy() == "continuous", 1.0, batch)   # prompts prefilled at once
    tokens = together * m["input_len"].fillna(0).to_numpy(float)
    m["ideal_prefill_ms"] = perf.compute_seconds(
        together * perf.prefill_flops(params, m["input_len"].to_numpy(float), layers, hidden), peak) * 1e3
    m["prefill_link_ms"] = perf.link_seconds(layers, hidden, tokens, stage, link) * 1e3
    cfg = ["platform", "model_id", "chips", "batch", "input_len", "output_len", "weight_dtype"]
    m["config"] = ["|".join(map(str, t)) for t in m[cfg].itertuples(index=False)]
    return m


#: how much faster than the roofline at full peak a measured time may be: not at all. A time under the
#: bound (every weight and KV byte read at full bandwidth, every prefill FLOP at full peak) is an
#: efficiency above 1: a unit slip (seconds for milliseconds), the wrong system or TP, or a run this
#: model cannot describe (speculative decoding emits several tokens per weight read). Every published
#: run lies at 1.28x the decode bound or slower, and 2.0x the prefill bound (data/measurements.csv)
IMPOSSIBLE = 1.0

#: a TPOT this many times the memory-bandwidth bound is refused too: the published runs lie at most 44x
#: it (median 3.9x), so 100x (1% of the bandwidth) is a unit slip (microseconds as milliseconds,
#: milliseconds in a field of seconds, or a 100x slip), not a slow stack
SLOWEST = 100.0

#: the same for a TTFT against the compute bound of its prefill, and against the run's own TPOT: the
#: published runs lie at most 910x the bound (a mixture-of-experts model at small batch, queueing
#: included; median 9x) and 615x their TPOT (8,192-token prompts; median 22x): 5,000x the bound is a
#: unit slip
SLOWEST_TTFT = 5000.0

#: ... and a TTFT over this many times the run's own TPOT: twice the published 615x
TTFT_PER_TPOT = 1250.0

#: a run's output tokens a second over its batch at its own TPOT (batch x replicas x 1000 / tpot_ms)
#: is at most this: each sequence gives one token per step. The published runs lie at most 1.24x it
#: (medians against means); far above, the TPOT or the throughput is in another unit
CONSISTENT = 2.0

#: ... and at least this share of it: prefill, queueing and the last steps of a batch take their part, so
#: the published runs lie from 0.31x (synchronous runs, each request waiting for the one before) to 1.24x;
#: under a tenth, the throughput is per GPU or core, or in tokens a minute, or the TPOT in another unit
CONSISTENT_LOW = 0.1

#: a TPOT that counts the first token (`includes_ttft`: (TTFT + (n - 1) steps) / n) times its n output
#: tokens is at least the TTFT, request by request; medians of requests of somewhat different lengths
#: may fall a little under, so the rule holds it to this share (the published runs lie at 2.1x to 10x)
WITH_TTFT = 0.9


def lnc2(ds, entity_id: str) -> bool:
    """Can a run on this Neuron chip or system group two physical NeuronCores into one logical core
    (LNC=2)? The chip's `logical_core_max` in specs.csv says (Neuron's LNC page: "LNC applies only to
    Trn2 and Trn3 instances"); a chip that gives none is taken to have one core per logical core."""
    most = dataset.chips(ds).get("logical_core_max", pd.Series(dtype=float)).get(dataset.chip_of(ds, entity_id))
    return bool(pd.notna(most) and most >= 2)


def _largest_system(ds, chip: str) -> tuple[str, float] | None:
    """(id, chips) of the largest system entities.csv builds on `chip` (None: none listed)."""
    ent = dataset.entity_index(ds)
    built = ent[(ent["chip_id"] == chip) & ent["kind"].isin(dataset.SYSTEM_KINDS)]
    chips = pd.to_numeric(built["chips"], errors="coerce").dropna()
    return (str(chips.idxmax()), float(chips.max())) if len(chips) else None


def _too_many_cores(ds, runs: pd.DataFrame, path: str) -> list["dataset.Problem"]:
    """Neuron runs whose tensor-parallel degree (NeuronCores) exceeds the cores of the chips they
    ran on (the system's cores times its nodes; a chip entity's times the chips named by `nodes`)."""
    ent = dataset.entity_index(ds)
    cores = pd.concat([v["neuron_cores"] for v in (dataset.chips(ds), dataset.systems(ds))    # a data folder
                       if "neuron_cores" in v] or [pd.Series(dtype=float)])           # may give no cores
    cores = cores[~cores.index.duplicated()]
    out = []
    for r in runs.itertuples():
        e = getattr(r, "entity_id", "")
        if e in ent.index and ent.loc[e, "kind"] not in ("chip", *dataset.SYSTEM_KINDS):
            # a cluster has no fixed size: the chips a run used cannot be read from it
            out.append(dataset.Problem(path, int(getattr(r, "line", 0) or 0), "entity_id", e,
                                       f"the system or chip the run used: {e} is a {ent.loc[e, 'kind']} of no fixed "
                                       "size (give its instance or UltraServer, and nodes for how many)"))
            continue
        if e in ent.index and pd.isna(getattr(r, "tp", np.nan)) and ent.loc[e, "kind"] == "chip" \
                and ent.loc[e, "family"] not in NEURON_FAMILIES:
            # a GPU chip entity's run is modelled on tp x pp GPUs: an empty tp would be read as one GPU
            out.append(dataset.Problem(path, int(getattr(r, "line", 0) or 0), "tp", "",
                                       f"the run's tensor-parallel GPUs: on a GPU chip entity ({e}) the run is "
                                       "modelled on tp x pp GPUs, and an empty tp would be read as one"))
            continue
        if e in ent.index and ent.loc[e, "kind"] == "chip" and ent.loc[e, "family"] in NEURON_FAMILIES \
                and pd.notna(getattr(r, "nodes", np.nan)) and (biggest := _largest_system(ds, e)) \
                and float(r.nodes) > biggest[1]:
            # a run on a Neuron chip id used part of one system (data/README): more chips than the largest system
            # built on the chip is a run across several (give the system and nodes), or a slip. (A GPU chip id's
            # tp x pp GPUs may span servers: modelled as those GPUs.)
            out.append(dataset.Problem(path, int(getattr(r, "line", 0) or 0), "nodes", f"{r.nodes:g}",
                                       f"at most the {biggest[1]:g} chips of {biggest[0]}, the largest system built "
                                       f"on {e}: a run on a Neuron chip id uses part of one system; for a run across "
                                       "several give entity_id as the system and nodes as their number"))
            continue
        if e not in ent.index or pd.isna(getattr(r, "tp", np.nan)):
            continue
        nodes = 1 if pd.isna(getattr(r, "nodes", np.nan)) else float(r.nodes)
        if ent.loc[e, "family"] not in NEURON_FAMILIES:      # a GPU system: tp counts its GPUs
            gpus = pd.to_numeric(ent.loc[e, "chips"], errors="coerce") if ent.loc[e, "kind"] != "chip" else np.nan
            line = int(getattr(r, "line", 0) or 0)
            pp, dp = (1.0 if pd.isna(getattr(r, k, np.nan)) else float(getattr(r, k)) for k in ("pp", "dp"))
            used = float(r.tp) * pp * dp
            if ent.loc[e, "kind"] == "chip" and nodes not in (1, used):
                # a GPU chip entity's run is modelled on its tp x pp x dp GPUs; nodes, when given, counts the
                # same GPUs (as it counts the chips of a run on a Neuron chip), and is not read otherwise
                out.append(dataset.Problem(path, line, "nodes", f"{nodes:g}",
                                           f"1, or the GPUs of the run, tp x pp x dp ({used:g}), on a GPU chip entity "
                                           f"({e}): the run is modelled on tp x pp x dp GPUs; for a run across several "
                                           "servers give entity_id as the server (p5.48xlarge, ...) and nodes as "
                                           "their number"))
                continue
            if pd.notna(gpus) and float(r.tp) > gpus * nodes:
                out.append(dataset.Problem(path, line, "tp", f"{r.tp:g}",
                                           f"at most the {gpus * nodes:,.0f} GPUs of {nodes:g} x {e} (tp counts "
                                           "GPUs on GPU systems; give nodes for a run across several)"))
                continue
            if pd.notna(gpus) and used != gpus * nodes:
                # as on Neuron: a run on part of a system would be fitted with the whole system's bandwidth
                chip = dataset.chip_of(ds, e)
                out.append(dataset.Problem(path, line, "tp", f"{r.tp:g}",
                                           f"tp x pp x dp ({float(r.tp) * pp * dp:g} GPUs) to use the "
                                           f"{gpus * nodes:,.0f} GPUs of {nodes:g} x {e}: a {e} run uses the whole "
                                           f"system; for part of it give entity_id as the chip ({chip}) and tp as "
                                           "its GPUs; give dp for replicas run side by side"))
            continue
        per = cores.get(e, np.nan)
        line = int(getattr(r, "line", 0) or 0)
        if pd.notna(per) and float(r.tp) > per * nodes:
            out.append(dataset.Problem(path, line, "tp", f"{r.tp:g}",
                                       f"at most the {per * nodes:,.0f} NeuronCores of {nodes:g} x {e} (tp counts "
                                       "NeuronCores on Neuron systems)"))
            continue
        pp, dp = (1.0 if pd.isna(getattr(r, k, np.nan)) else float(getattr(r, k)) for k in ("pp", "dp"))
        used, have, grouped = float(r.tp) * pp * dp, per * nodes, lnc2(ds, e)
        if pd.notna(per) and used not in ((have, have / 2) if grouped else (have,)):
            # a run uses every core of its chips, one per logical core (LNC=1) or, where the chip allows it,
            # two (LNC=2): one that leaves chips idle would be fitted with their bandwidth (every published
            # run uses them all)
            chip = ent.loc[e, "kind"] == "chip"
            out.append(dataset.Problem(path, line, "nodes" if chip else "tp", f"{nodes:g}" if chip else f"{r.tp:g}",
                                       f"tp x pp x dp ({used:g} NeuronCores) to use the {have:,.0f} NeuronCores of "
                                       f"{nodes:g} x {e}"
                                       + (f", or their {have / 2:,.0f} logical cores at LNC=2: " if grouped else
                                          f" (it has no LNC=2: specs.csv gives {dataset.chip_of(ds, e)} no "
                                          "logical_core_max of 2, two NeuronCores to one logical core): ")
                                       + ("nodes counts the chips of the run" if chip else
                                          f"a {e} run uses the whole system; for part of it give entity_id as "
                                          "the chip and nodes as its chips")
                                       + "; give dp for replicas run side by side"))
            continue
        total = nodes * (1.0 if ent.loc[e, "kind"] == "chip" else float(ent.loc[e, "chips"]))
        if pd.notna(per) and dp > total:
            # one replica on a fraction of a chip: Neuron runs a replica on whole chips, and the fit would
            # give it a fraction of one chip's bandwidth
            out.append(dataset.Problem(path, line, "dp", f"{dp:g}",
                                       f"at most the {total:,.0f} chip(s) of {nodes:g} x {e}: dp replicas each run on "
                                       f"whole chips ({dp:g} would give each {total / dp:.3g} of one)"))
    return out


def _unheld(ds, r, path: str, line: int) -> "dataset.Problem | None":
    """A serving run (a `serving_runs` row) whose system cannot hold its model's weights, or the weights
    and the KV cache of one request of its lengths, in the memory of the chips it used; None when it can.
    Every published run holds its whole batch (at most 97% of the memory)."""
    mem, weights = r.memory_bytes, r.weight_bytes
    if not (pd.notna(mem) and mem > 0 and pd.notna(weights)):
        return None
    chips = f"{r.chips:g} {r.chip} chip(s)"
    if weights > mem:
        field, value = "entity_id", r.entity_id                  # a system: the wrong one
        if r.entity_id == r.chip:                                   # a chip entity: too few of them
            neuron = dataset.entity_index(ds).loc[r.entity_id, "family"] in NEURON_FAMILIES
            field = "nodes" if neuron else "tp"
            count = getattr(r, field)
            value = f"{count:g}" if pd.notna(count) else "1"
        return dataset.Problem(path, line, field, value,
                               f"a system that holds the model: {r.model_id}'s weights in {r.weight_dtype} are "
                               f"{weights / 1e9:,.0f} GB, over the {mem / 1e9:,.0f} GB of the {chips} the run used "
                               "(the wrong system, TP or weight_dtype?)")
    n_in, n_out = (0.0 if pd.isna(v) else float(v) for v in (r.input_len, r.output_len))
    kv = r.kv_bytes_per_token * (n_in + n_out)
    batch = float(r.batch) if pd.notna(r.batch) and r.batch > 1 else 1.0
    held = batch                             # the sequences one replica holds at once (`batch` is per replica)
    if weights + kv <= mem < weights + kv * held:
        return dataset.Problem(path, line, "batch", f"{r.batch:g}",
                               f"a batch the system holds at once: {held:g} request(s) of {n_in:,.0f} + {n_out:,.0f} "
                               f"tokens need {kv * held / 1e9:,.4g} GB of KV cache beside {weights / 1e9:,.0f} GB of "
                               f"weights, over the {mem / 1e9:,.0f} GB of the {chips} the run used (every published "
                               "run holds its batch; requests past what fits wait, so give the batch that ran at once)")
    if weights + kv > mem:
        field, value = ("input_len", n_in) if n_in >= n_out else ("output_len", n_out)
        return dataset.Problem(path, line, field, f"{value:g}",
                               f"a request the system can hold: one of {n_in:,.0f} + {n_out:,.0f} tokens needs "
                               f"{kv / 1e9:,.3g} GB of KV cache beside {weights / 1e9:,.0f} GB of weights, over the "
                               f"{mem / 1e9:,.0f} GB of the {chips} the run used (tokens of the whole run, not "
                               "of one request?)")
    return None


#: two runs of one configuration (system, model, parallelism, batch, lengths, precision, stack) whose TPOT or
#: TTFT differ more than this: one is a slip (a decimal point, another unit); the published repeats lie within 1.61x
DISAGREE = 3.0

#: what makes two runs the same configuration
CONFIGURATION = ("entity_id", "nodes", "model_id", "tp", "pp", "dp", "batch", "input_len", "output_len",
                 "weight_dtype", "compute_dtype", "sdk", "tpot_kind", "batching")


def _disagreeing(runs: pd.DataFrame, path: str) -> list["dataset.Problem"]:
    """Runs of one configuration whose times lie over `DISAGREE` apart, each named against the fastest."""
    cols = [c for c in CONFIGURATION if c in runs]
    out = []
    for _, g in runs.groupby(cols, dropna=False, sort=False) if len(runs) > 1 and cols else ():
        for field in ("tpot_ms", "ttft_ms"):
            t = pd.to_numeric(g.get(field), errors="coerce") if field in g else pd.Series(dtype=float)
            t = t[t > 0]
            if len(t) < 2 or t.max() <= DISAGREE * t.min():
                continue
            fast = g.loc[t.idxmin()]
            for i in t.index[t > DISAGREE * t.min()]:
                out.append(dataset.Problem(path, int(g.loc[i].get("line", 0) or 0), field, f"{t[i]:g}",
                                           f"a time near that of the same configuration's run on line "
                                           f"{int(fast.get('line', 0) or 0)} ({t.min():g} ms): {t[i] / t.min():.3g}x it, "
                                           f"where repeats lie within {DISAGREE:g}x (a decimal slip, another unit?)"))
    return out


def _inconsistent(r, replicas: float, path: str, line: int) -> list["dataset.Problem"]:
    """A run's TPOT and output throughput that cannot both hold (`CONSISTENT`, `CONSISTENT_LOW`), or a
    TPOT counting the first token shorter than the TTFT spread over the tokens (`WITH_TTFT`): no model
    shape is needed, so runs shown but not fitted are held to it too."""
    out = []
    kind = getattr(r, "tpot_kind", "")
    if kind in ("includes_ttft", "static_batch") and pd.notna(r.tpot_ms) and pd.notna(r.ttft_ms) \
            and pd.notna(r.output_len) and r.output_len > 0 and r.tpot_ms * r.output_len < WITH_TTFT * r.ttft_ms:
        what = "counts the first token" if kind == "includes_ttft" else "spreads the batch's prefill over its tokens"
        out.append(dataset.Problem(path, line, "tpot_ms", f"{r.tpot_ms:g}",
                                   f"a TPOT that {what} (tpot_kind {kind}) of at least the "
                                   f"TTFT over the output tokens, {r.ttft_ms:g} / {r.output_len:g} = "
                                   f"{r.ttft_ms / r.output_len:.3g} ms: a request's {r.output_len:g} tokens cannot "
                                   f"take less time than its first (the TPOT without the first token, tpot_kind "
                                   "measured? or the TTFT in another unit?)"))
        return out
    got = getattr(r, "output_tokens_per_s", np.nan)
    own = r.batch * replicas * 1000.0 / r.tpot_ms if pd.notna(r.tpot_ms) and r.tpot_ms > 0 else np.nan
    if pd.notna(got) and pd.notna(own) and got > CONSISTENT * own:
        out.append(dataset.Problem(path, line, "tpot_ms", f"{r.tpot_ms:g}",
                                   f"a TPOT that fits the run's own throughput: {r.batch:g} sequence(s) x "
                                   f"{replicas:g} replica(s) at {r.tpot_ms:g} ms a token give at most {own:.3g} "
                                   f"tokens/s, and the run's throughput says {got:g} ({got / own:,.0f}x): one of "
                                   "them in another unit (microseconds as milliseconds?)"))
    if pd.notna(got) and pd.notna(own) and got > 0 and got < CONSISTENT_LOW * own:
        out.append(dataset.Problem(path, line, "output_tokens_per_s", f"{got:g}",
                                   f"a throughput that fits the run's own TPOT: {r.batch:g} sequence(s) x "
                                   f"{replicas:g} replica(s) at {r.tpot_ms:g} ms a token give {own:.3g} tokens/s, "
                                   f"{own / got:,.0f}x it, and over {1 / CONSISTENT_LOW:g}x is a slip (per GPU "
                                   "or core, tokens a minute, or the TPOT in another unit?)"))
    return out


def impossible(ds, runs: pd.DataFrame, path: str) -> list["dataset.Problem"]:
    """Your runs faster than the system could be at all (`IMPOSSIBLE`): a TPOT under the
    memory-bandwidth bound, a TTFT under the compute bound at full peak, or more output tokens a
    second than the batch at the bound's step (per replica; `dp` replicas when given); or a TPOT
    slower than any stack (`SLOWEST`), or too slow for the run's own throughput (`CONSISTENT`).
    Each names the file, line and field: almost always a unit slip or the wrong system."""
    out = _too_many_cores(ds, runs, path)
    said = {p.line for p in out}            # a run whose cores do not add up: that said, not its follow-ons
    m = serving_runs(ds, runs[~runs["line"].isin(said)] if "line" in runs and said else runs)
    seen = published_extremes(ds) if len(m) else {}
    family = dataset.entity_index(ds)["family"]
    chips_t = dataset.chips(ds)
    for r in m.itertuples():
        line = int(getattr(r, "line", 0) or 0)
        if line in said:
            continue
        dtype = r.compute_dtype or r.weight_dtype
        if dtype in ("fp8", "int8") and pd.isna(chips_t.loc[r.chip].get(_peak_column(dtype), np.nan)):
            # the fit would take the BF16 peak for it: a precision the chip has no figure for is a slip
            out.append(dataset.Problem(path, line, "compute_dtype" if r.compute_dtype else "weight_dtype", dtype,
                                       f"a precision {r.chip} computes in: specs.csv gives it no {dtype} peak "
                                       f"(the run's precision, or the wrong system?)"))
            continue
        heads = perf.model_shape(ds, r.model_id).heads
        if family.get(r.entity_id) not in NEURON_FAMILIES and pd.notna(r.tp) and heads % float(r.tp):
            # GPU stacks split the attention heads evenly over the tensor-parallel GPUs (vLLM refuses
            # a TP that does not divide them); a run that says otherwise would be fitted at the wrong batch
            out.append(dataset.Problem(path, line, "tp", f"{r.tp:g}",
                                       f"a divisor of {r.model_id}'s {heads} attention heads: a GPU run splits the "
                                       "heads evenly over its tensor-parallel GPUs (the GPUs of the run, not of "
                                       "the system?)"))
            continue
        layers = perf.model_shape(ds, r.model_id).layers
        if pd.notna(getattr(r, "pp", np.nan)) and float(r.pp) > layers:
            out.append(dataset.Problem(path, line, "pp", f"{r.pp:g}",
                                       f"at most {r.model_id}'s {layers} layers: a pipeline stage holds at least one "
                                       "layer (pp counts stages, not GPUs?)"))
            continue
        if pd.notna(r.tpot_ms) and pd.notna(r.output_len) and r.output_len < yourruns.MIN_OUTPUT_TOKENS:
            out.append(dataset.Problem(path, line, "output_len", f"{r.output_len:g}",
                                       f"at least {yourruns.MIN_OUTPUT_TOKENS} output tokens per request for a run "
                                       "with a TPOT (over fewer it measures no decode step)"))
            continue
        if too_big := _unheld(ds, r, path, line):
            out.append(too_big)
            continue
        replicas = max(float(r.dp), 1.0) if pd.notna(getattr(r, "dp", np.nan)) else 1.0
        ceiling = r.batch * replicas * 1000.0 / r.ideal_decode_ms if r.ideal_decode_ms > 0 else np.nan
        checks = (("tpot_ms", r.tpot_ms, r.ideal_decode_ms, "the memory-bandwidth bound", "ms"),
                  ("ttft_ms", r.ttft_ms, r.ideal_prefill_ms, "the compute bound at full peak", "ms"))
        for field, got, bound, what, unit in checks:
            if pd.notna(got) and pd.notna(bound) and bound > 0 and got * IMPOSSIBLE < bound:
                out.append(dataset.Problem(path, line, field, f"{got:g}",
                                           f"a time in milliseconds {present.article(r.entity_id)} {r.entity_id} could reach: {what} of "
                                           f"{r.model_id} at this batch and {r.input_len:,.0f} input / "
                                           f"{r.output_len:,.0f} output tokens is {bound:.3g} ms, {bound / got:.3g}x "
                                           "slower (a time in seconds, the wrong system or TP, token counts that "
                                           "are not the run's, or speculative decoding, which this model cannot fit?)"))
        slow = (("tpot_ms", r.tpot_ms, r.ideal_decode_ms, SLOWEST, "a time per output token",
                 f"{r.model_id}'s memory-bandwidth bound", f"at most {seen['tpot_per_bound']:,.0f}x it"),
                ("ttft_ms", r.ttft_ms, r.ideal_prefill_ms, SLOWEST_TTFT, "a time to first token",
                 f"{r.model_id}'s compute bound at full peak", f"at most {seen['ttft_per_bound']:,.0f}x it, queueing "
                 "included"),
                ("ttft_ms", r.ttft_ms, r.tpot_ms, TTFT_PER_TPOT, "a time to first token",
                 "the run's own TPOT", f"at most {seen['ttft_per_tpot']:,.0f}x theirs"))
        for field, got, bound, limit, what, of, published in slow:
            if pd.notna(got) and pd.notna(bound) and bound > 0 and got > limit * bound:
                out.append(dataset.Problem(path, line, field, f"{got:g}",
                                           f"{what} in milliseconds: {got / bound:,.0f}x {of} of {bound:.3g} ms on "
                                           f"{r.entity_id} at batch {r.batch:g} and {r.input_len:,.4g} input / "
                                           f"{r.output_len:,.4g} output tokens, where the published runs lie "
                                           f"{published} (microseconds, milliseconds in a field of seconds, token "
                                           f"counts that are not the run's, or a peak figure of {r.entity_id}'s in "
                                           "specs.csv too high?)"))
                break                     # one slip said once
        out += _inconsistent(r, replicas, path, line)
        got = getattr(r, "output_tokens_per_s", np.nan)
        if pd.notna(got) and pd.notna(ceiling) and got > ceiling / IMPOSSIBLE:
            out.append(dataset.Problem(path, line, "output_tokens_per_s", f"{got:g}",
                                       f"at most {ceiling:.3g} tokens/s: {r.batch:g} sequence(s) x {replicas:g} "
                                       f"replica(s) at {r.model_id}'s memory-bandwidth bound of "
                                       f"{r.ideal_decode_ms:.3g} ms a step on {r.entity_id} (the throughput "
                                       "of several replicas? give dp)"))
    shown = runs[(runs["phase"] == "decode") & (runs["model_id"].fillna("") == "")] if "phase" in runs else runs[:0]
    for r in shown.itertuples():          # runs of a model with no shape: shown, not fitted, still consistent
        replicas = max(float(r.dp), 1.0) if pd.notna(getattr(r, "dp", np.nan)) else 1.0
        batch = float(r.batch) if pd.notna(r.batch) else 1.0
        out += _inconsistent(r._replace(batch=batch), replicas, path, int(getattr(r, "line", 0) or 0))
    if "line" in runs:                 # repeats that disagree, among the runs nothing above names
        out += _disagreeing(runs[~runs["line"].isin({p.line for p in out})], path)
    return out


#: a training run's MFU (6 N x tokens/s over peak) outside this is a unit slip: above 1 it beats the chips'
#: peak; the published runs lie at 0.19 to 0.28 (data/measurements.csv) and 0.3 to 0.5 (efficiency.csv)
TRAINING_MFU = (dataset.MIN_MFU, 1.0)


def training_problems(ds, runs: pd.DataFrame, path: str) -> list["dataset.Problem"]:
    """Training runs whose MFU lies outside `TRAINING_MFU`, naming the file, line and field."""
    out = []
    t = runs[runs["phase"] == "training"]
    if t.empty:
        return out
    for r in training_frame(ds, t).itertuples():
        if pd.notna(r.mfu) and not TRAINING_MFU[0] <= r.mfu <= TRAINING_MFU[1]:
            out.append(dataset.Problem(path, int(getattr(r, "line", 0) or 0), "sequences_per_s", f"{r.sequences_per_s:g}",
                                       f"a throughput whose MFU (6 N x tokens/s over {r.peak_tflops:,.0f} TFLOPS of {r.precision} "
                                       f"peak) lies from {TRAINING_MFU[0]:g} to {TRAINING_MFU[1]:g}: it is "
                                       f"{r.mfu:.3g} (per second, per system, sequences of seq_len?)"))
    return out


@memo
@memo_raw
def published_extremes(ds) -> dict:
    """The slowest of the dataset's own serving runs against the bounds `impossible` holds runs to
    (their TPOT over the memory-bandwidth bound, TTFT over the prefill's compute bound, TTFT over
    their own TPOT), among the runs within those limits: what its messages say a real stack
    reaches. NaN when no run gives one."""
    m = serving_runs(ds, ds.measurements[ds.measurements["phase"] != "training"])
    ratio = {"tpot_per_bound": (m["tpot_ms"] / m["ideal_decode_ms"], SLOWEST),
             "ttft_per_bound": (m["ttft_ms"] / m["ideal_prefill_ms"], SLOWEST_TTFT),
             "ttft_per_tpot": (m["ttft_ms"] / m["tpot_ms"], TTFT_PER_TPOT)}
    return {k: float(v[v <= limit].max()) for k, (v, limit) in ratio.items()}   # a run refused is not a stack


#: a model's parameters computed from its shape (layers, widths, heads, experts) may differ from its
#: stated size by this factor at most: the models.csv rows agree within 4%; a shape 8x off (8 layers
#: for 80) would size every memory and bandwidth bound wrong
SHAPE_VS_SIZE = 1.25


def _times(x: float) -> str:
    """A factor as it reads: 1.1x, 0.13x, 112x, 90,000x (never 1.1e+02x)."""
    return f"{x:,.0f}x" if x >= 100 else f"{x:.2g}x"


def shape_problems(ds) -> list["dataset.Problem"]:
    """models.csv rows whose shape does not add up to their stated size (`parameters_nominal`, or the
    model card's `params_total_card` when given) or whose active count is not the card's
    `params_active_card` (within the same factor), naming the file and line."""
    path, out = str(Path(ds.data_dir) / "models.csv"), []
    for r in ds.models.itertuples():
        try:
            shape = perf.Shape.from_row(pd.Series(r._asdict()))
        except (ValueError, TypeError, KeyError, ZeroDivisionError):
            continue                          # a cell's own check names it
        got, active, line = shape.params, shape.active_params, int(getattr(r, "line", 0) or 0)
        for field in ("params_total_card", "parameters_nominal"):     # each size stated, the card's and the name's
            stated = getattr(r, field, np.nan)
            if pd.notna(stated) and stated > 0 and not 1 / SHAPE_VS_SIZE <= got / stated <= SHAPE_VS_SIZE:
                out.append(dataset.Problem(path, line, field, f"{stated:,.0f}",
                                           f"the size the shape adds up to within {SHAPE_VS_SIZE:g}x: layers, "
                                           f"hidden_size, ffn_size, vocab_size, heads and experts give {got:,.0f} "
                                           f"({_times(got / stated)}); one of them is off"))
        card = getattr(r, "params_active_card", np.nan)
        if pd.notna(card) and card > 0 and not 1 / SHAPE_VS_SIZE <= active / card <= SHAPE_VS_SIZE:
            out.append(dataset.Problem(path, line, "params_active_card", f"{card:,.0f}",
                                       f"the active count the shape adds up to within {SHAPE_VS_SIZE:g}x: its "
                                       f"layers, widths and experts per token give {active:,.0f} "
                                       f"({_times(active / card)}); the card or one of them is off"))
    return out


def lenders(ds) -> dict[str, str]:
    """{chip: the chip whose fitted serving efficiencies it borrows}: entities.csv's `fit_from` (a
    modelling choice in the data, said in each estimate's provenance; its foreign key is checked)."""
    e = ds.entities
    lent = e[(e["kind"] == "chip") & e["fit_from"].fillna("").astype(str).ne("")]
    return dict(zip(lent["entity_id"], lent["fit_from"]))


def fallback_problems(ds) -> list["dataset.Problem"]:
    """A `fit_from` chip with no serving runs of its own (or one that itself borrows): the borrower
    would drop out of every estimate without a word; named on the borrower's row."""
    e, lent = ds.entities.set_index("entity_id"), lenders(ds)
    measured = set(decode_runs(ds)["platform"]) if lent else set()
    path, out = str(Path(ds.data_dir) / "entities.csv"), []
    for r in ds.entities[(ds.entities["kind"] != "chip") & ds.entities["fit_from"].fillna("").astype(str).ne("")] \
            .itertuples():            # a system's fit is its chip's: a loan on it would be ignored unsaid
        out.append(dataset.Problem(path, int(getattr(r, "line", 0) or 0), "fit_from", r.fit_from,
                                   f"empty on {present.article(r.kind)} {r.kind}: a chip borrows a fit (give fit_from on {r.entity_id}'s "
                                   "chip, if it has no runs of its own)"))
    for borrower, lender in lent.items():
        line = int(e.loc[borrower].get("line", 0) or 0) if borrower in e.index else 0
        if lender in lent:
            out.append(dataset.Problem(path, line, "fit_from", lender,
                                       f"a chip that does not borrow itself ({lender} borrows {lent[lender]}'s fit)"))
        elif lender not in measured:
            out.append(dataset.Problem(path, line, "fit_from", lender,
                                       f"a chip with decode runs in measurements.csv, whose fitted efficiencies "
                                       f"{borrower} (no runs of its own) can borrow; {lender} has none"))
    return out


@memo
def dataset_impossible(ds) -> list["dataset.Problem"]:
    """`impossible` on the dataset's own serving runs (data/measurements.csv): a published run
    faster than its system could be at all is refused like one of yours, never fitted; and a model
    whose shape does not add up to its size (`shape_problems`), named first (the runs' bounds rest on it).
    Computed once per dataset: every scenario check of a build asks (the build's own, each section's, the default's)."""
    path = str(Path(ds.data_dir) / "measurements.csv")
    shapes = shape_problems(ds)
    if shapes:
        return shapes
    training = ds.measurements[ds.measurements["phase"] == "training"]
    return impossible(ds, ds.measurements[ds.measurements["phase"] != "training"], path) + \
        _too_many_cores(ds, training, path) + training_problems(ds, ds.measurements, path)


def shape_key(s: "perf.Shape") -> str:
    """What makes two models one model for validation: layers, widths and heads (not the vocabulary)."""
    return f"{s.layers}L-{s.hidden}h-{s.ffn}f-{s.heads}q-{s.kv_heads}kv"


@memo
def decode_runs(ds) -> pd.DataFrame:
    return serving_runs(ds)


@memo
def training_runs(ds) -> pd.DataFrame:
    return training_frame(ds, ds.measurements.query("phase == 'training'"))


def run_precision(compute_dtype: str, weight_dtype: str = "") -> str:
    """The precision a training run's MFU is of: FP8 when it computes in FP8, else BF16."""
    return "fp8" if (compute_dtype or weight_dtype) == "fp8" else "bf16"


def training_frame(ds, runs: pd.DataFrame) -> pd.DataFrame:
    """Training runs (the dataset's or yours) with their platform, tokens/s, peak and MFU."""
    sysv = dataset.systems(ds)
    t = runs[(runs["phase"] == "training") & (runs["model_id"] != "")].copy()
    t["platform"] = [platform_of(ds, e) for e in t["entity_id"]]
    shapes = [perf.model_shape(ds, i) for i in t["model_id"]]
    t["params"] = [s.active_params for s in shapes]                                  # 6 N: N active
    t["moe"] = [s.moe for s in shapes]
    t["tokens_per_s"] = t["sequences_per_s"] * t["seq_len"]
    # the peak of the precision the run computes in: an FP8 run's MFU is of the FP8 peak (as the FP8
    # estimate applies it), not twice that of the BF16 one
    t["precision"] = [run_precision(c, w) for c, w in zip(t["compute_dtype"], t["weight_dtype"])]
    t["peak_tflops"] = np.array([_peak(sysv.loc[e], d) for e, d in zip(t["entity_id"], t["precision"])]) \
        * t["nodes"].to_numpy(float)
    t["mfu"] = perf.training_flops(t["params"], t["tokens_per_s"]) / (t["peak_tflops"] * perf.TERA)   # 6 N x tokens/s
    return t


# --------------------------------------------------------------------------
# the two models and their fits (pure: runs in, parameters out)

_COLS = ("ideal_decode_ms", "ideal_compute_ms", "collectives", "link_ms", "batch", "ideal_prefill_ms",
         "prefill_link_ms", "output_len", "kv_ms", "gqa")


def _arrays(runs) -> dict:
    """The columns the predictions use, as float arrays (a dict passes through: fits call this once)."""
    if isinstance(runs, dict):
        return runs
    a = {c: runs[c].to_numpy(float) for c in _COLS}
    a["static"] = (runs["tpot_kind"] == "static_batch").to_numpy()
    a["with_ttft"] = (runs["tpot_kind"] == "includes_ttft").to_numpy()
    a["continuous"] = ((runs["tpot_kind"] == "measured") & (runs["batching"] == "continuous")).to_numpy()
    a["ttft_ms"] = runs["ttft_ms"].to_numpy(float) if "ttft_ms" in runs else np.full(len(runs), np.nan)
    for c in ("link_ms", "prefill_link_ms", "ttft_ms"):     # once here, not in every call of a fit's residual
        a[f"{c}_0"] = np.nan_to_num(a[c])
    return a


def memory_ms(runs, p: dict) -> np.ndarray:
    """The decode step's memory time (ms): weights plus KV reads (GQA re-reads included) over the bandwidth."""
    a = _arrays(runs)
    reread = a["kv_ms"] * p.get("gqa_kv_reread", 0.0) * (a["gqa"] - 1.0)
    return (a["ideal_decode_ms"] + reread) / p["bandwidth_efficiency"]


def predict_step(runs: pd.DataFrame, p: dict) -> np.ndarray:
    """Predicted decode step time (ms) of each run for parameters `p`."""
    a = _arrays(runs)
    t = np.maximum(memory_ms(a, p), a["ideal_compute_ms"] / p["decode_mfu"])
    return (t + a["collectives"] * p["collective_ms"] + a["link_ms_0"] + p["step_overhead_ms"]
            + a["batch"] * p["sequence_ms"]) * p.get("step_scale", 1.0)


def predict_prefill(runs: pd.DataFrame, p: dict) -> np.ndarray:
    """Predicted TTFT (ms) of each run: its batch of prompts prefilled together."""
    a = _arrays(runs)
    return (a["ideal_prefill_ms"] / p["prefill_mfu"] + a["prefill_link_ms_0"] + p["prefill_overhead_ms"]) \
        * p.get("prefill_scale", 1.0)


def predict_decode(runs: pd.DataFrame, p: dict) -> np.ndarray:
    """Predicted TPOT (ms) as each run reports it: the step time; for a static batch measured by
    throughput, the step time plus the batch's prefill spread over its output tokens; for an
    inter-token latency under continuous batching at concurrency c, the step time plus the other
    c - 1 requests' prefills spread over the request's output tokens; for a mean inter-token
    latency that counts the first token, (measured TTFT + (n-1) steps) / n."""
    a = _arrays(runs)
    step = predict_step(a, p)
    static, cont = a["static"], a.get("continuous", np.zeros(len(step), bool))
    if static.any() or cont.any():
        extra = predict_prefill(a, p) / a["output_len"]
        step = np.where(static, step + extra, step)
        step = np.where(cont, step + (a["batch"] - 1.0) * extra, step)
    with_ttft = a.get("with_ttft", np.zeros(len(step), bool))
    if with_ttft.any():
        n = a["output_len"]
        step = np.where(with_ttft, (a["ttft_ms_0"] + (n - 1) * step) / n, step)
    return step


PARAMS = ("bandwidth_efficiency", "decode_mfu", "collective_ms", "step_overhead_ms", "sequence_ms",
          "prefill_mfu", "prefill_overhead_ms", "gqa_kv_reread")
LOWER = (1e-3, 0.05, 0.0, 0.0, 0.0, 1e-3, 0.0, 0.0)  # a decode MFU under 5% would be per-sequence cost: sequence_ms
UPPER = (1.0, 1.0, 5.0, 1e3, 50.0, 1.0, 1e4, 1.0)
START = (0.5, 0.9, 0.001, 0.5, 0.01, 0.3, 1.0, 0.1)
ZERO_WHEN_FIXED = ("collective_ms", "sequence_ms", "prefill_overhead_ms", "step_overhead_ms", "gqa_kv_reread")


def _phases(runs: pd.DataFrame) -> tuple[pd.DataFrame, pd.DataFrame, pd.Series]:
    """(runs with a TPOT to score, runs with a TTFT to score, which TPOT runs carry prefills:
    static-batch throughput, or continuous batching at a concurrency above 1)."""
    dec = runs.dropna(subset=["tpot_ms", "output_len"])
    dec = dec[dec["tpot_ms"] > 0]
    pre = runs.dropna(subset=["ttft_ms", "input_len"])
    pre = pre[(pre["ttft_ms"] > 0) & (pre["ideal_prefill_ms"] > 0)]
    shares = (dec["tpot_kind"] == "static_batch") | \
        ((dec["tpot_kind"] == "measured") & (dec["batching"] == "continuous") & (dec["batch"] > 1))
    return dec, pre, shares


#: address space SciPy's optimiser takes as it loads (113 MB measured, with one OpenBLAS thread), with room
#: for its first work: below it, under `ulimit -v`, OpenBLAS retries a buffer it cannot map without end
SCIPY_ROOM_KB = 160_000


def _least_squares():
    """SciPy's least_squares, loaded here (a report whose fits are cached never loads SciPy); under an
    address-space limit with too little room left for it, a MemoryError instead of OpenBLAS's silent hang."""
    limit = resource.getrlimit(resource.RLIMIT_AS)[0]
    if limit != resource.RLIM_INFINITY and "scipy.optimize" not in sys.modules:
        with contextlib.suppress(OSError, AttributeError):      # no /proc (not Linux): no check
            used = int(re.search(r"VmSize:\s+(\d+)", Path("/proc/self/status").read_text()).group(1))
            if limit // 1024 - used < SCIPY_ROOM_KB:
                raise MemoryError(f"{SCIPY_ROOM_KB:,} KB of address space needed to load SciPy's optimiser")
    from scipy.optimize import least_squares
    return least_squares


def fit_platform(runs: pd.DataFrame, pin: dict | None = None) -> dict:
    """All serving parameters of one platform, fitted jointly to its TPOT and TTFT measurements
    (bounded least squares on log error); parameters the runs cannot identify are pinned and flagged.
    `pin`: parameters held at a given value instead of fitted (a modelling choice the specification
    curve varies, e.g. {"gqa_kv_reread": 0.0})."""
    pin = dict(pin or {})
    least_squares = _least_squares()

    dec, pre, shares_prefill = _phases(runs)
    if dec.empty and pre.empty:
        return {}
    free = dict.fromkeys(PARAMS, True)
    free["collective_ms"] = dec["collectives"].nunique() > 1
    free["sequence_ms"] = dec["batch"].nunique() > 1
    free["gqa_kv_reread"] = bool((dec["gqa"] > 1).any())
    uses_prefill = not pre.empty or shares_prefill.any()
    if dec.empty:
        for k in DECODE_PARAMS:
            free[k] = False
    if not uses_prefill:
        free["prefill_mfu"] = free["prefill_overhead_ms"] = False
    for k in pin:
        free[k] = False
    names = [k for k in PARAMS if free[k]]
    fixed = {k: pin.get(k, 0.0 if k in ZERO_WHEN_FIXED else START[PARAMS.index(k)]) for k in PARAMS if not free[k]}
    y_dec, y_pre = np.log(dec["tpot_ms"].to_numpy(float)), np.log(pre["ttft_ms"].to_numpy(float))

    def unpack(x):
        return {**fixed, **dict(zip(names, x))}

    a_dec, a_pre = _arrays(dec), _arrays(pre)

    def resid(x):
        q = unpack(x)
        return np.concatenate([np.log(predict_decode(a_dec, q)) - y_dec, np.log(predict_prefill(a_pre, q)) - y_pre])

    idx = [PARAMS.index(k) for k in names]
    x = least_squares(resid, [START[i] for i in idx], bounds=([LOWER[i] for i in idx], [UPPER[i] for i in idx]),
                      method="trf", x_scale="jac").x
    p = unpack(x)
    out = {k: (p[k] if (free[k] or k in ("collective_ms", "sequence_ms", "step_overhead_ms", "gqa_kv_reread"))
               else np.nan) for k in PARAMS}
    if not dec.empty:
        mem_t = memory_ms(a_dec, p)
        comp = dec["ideal_compute_ms"].to_numpy(float)
        out["decode_mfu_identified"] = bool(np.any(comp / p["decode_mfu"] > mem_t))
        if not out["decode_mfu_identified"]:      # no run is compute-bound: not invented, bounded below
            floor = float(np.max(comp / mem_t))
            out["decode_mfu"] = min(max(out["prefill_mfu"] if pd.notna(out["prefill_mfu"]) else floor, floor), 1.0)
        out["collective_identified"] = bool(free["collective_ms"])
        out["gqa_kv_reread_identified"] = bool(free["gqa_kv_reread"]) or "gqa_kv_reread" in pin
        out["link_missing"] = bool((~dec["has_link"]).any())
    out.update(decode_runs=len(dec), decode_configs=dec["config"].nunique() if len(dec) else 0,
               static_batch_runs=int((dec["tpot_kind"] == "static_batch").sum()) if len(dec) else 0,
               prefill_runs=len(pre), prefill_configs=pre["config"].nunique() if len(pre) else 0,
               sources=runs["source_id"].nunique() if "source_id" in runs else 0,
               precisions=",".join(sorted(set(runs["weight_dtype"]))))
    return out


def queued_ttft(runs: pd.DataFrame) -> pd.Series:
    """Which runs' TTFT cannot be a prefill's time (bool, by row): under continuous batching at a
    concurrency c above 1 the model reads a TPOT as the step plus the other c - 1 requests' prefills
    spread over the output, and a TTFT so long that those prefills leave the step less than its
    memory-bandwidth bound counts time queued (a vLLM run at concurrency 16: TTFT 900 ms, TPOT 25 ms)."""
    cont = (runs["batching"] == "continuous") & (runs["tpot_kind"] == "measured") & (runs["batch"] > 1)
    others = (runs["batch"] - 1.0) * runs["ttft_ms"] / runs["output_len"]
    return (cont & (runs["tpot_ms"] - others < runs["ideal_decode_ms"])).fillna(False).astype(bool)


def rescale(runs: pd.DataFrame, p: dict) -> tuple[float, float]:
    """(step_scale, prefill_scale): the factors on a fit's decode step and prefill times that best
    match a few runs (least squares on log error, as `fit_platform`), the fit's other parameters
    kept. For runs too few (under `THIN_RUNS` configurations) to fit a platform's parameters:
    they say how much faster or slower your stack is than the published ones, not the shape of
    its latency curve. The prefill factor stays 1 when no run measures a prefill (`queued_ttft`)."""
    least_squares = _least_squares()

    dec, pre, _ = _phases(runs)
    # a TTFT that counts time queued is no measure of a prefill's speed (read as one, a vLLM run at concurrency
    # 16 made prefill 4x slower and, spread over its TPOT, the step 6x faster); its run still rescales the step
    pre = pre[~queued_ttft(pre)]
    free_pre = not pre.empty
    if dec.empty and not free_pre:
        return 1.0, 1.0
    a_dec, a_pre = _arrays(dec), _arrays(pre)
    y_dec, y_pre = np.log(dec["tpot_ms"].to_numpy(float)), np.log(pre["ttft_ms"].to_numpy(float))

    def scales(x):
        return float(np.exp(x[0])) if not dec.empty else 1.0, float(np.exp(x[-1])) if free_pre else 1.0

    def resid(x):
        step, pre_ = scales(x)
        q = dict(p, step_scale=step, prefill_scale=pre_)
        return np.concatenate([np.log(predict_decode(a_dec, q)) - y_dec, np.log(predict_prefill(a_pre, q)) - y_pre])

    n = int(not dec.empty) + int(free_pre)
    low, high = np.full(n, -np.log(1e3)), np.full(n, np.log(1e3))
    if not dec.empty:        # no step of a fitted run under its memory-bandwidth bound (all of peak): a TPOT the model
        floor = np.nanmax(a_dec["ideal_decode_ms"] / predict_step(a_dec, dict(p, step_scale=1.0)))  # reads as
        low[0] = min(max(low[0], np.log(floor)), high[0] - 1e-9)          # the other requests' prefills would
    return scales(least_squares(resid, np.clip(np.zeros(n), low, high), bounds=(low, high)).x)  # drive it to 0


def fit_runs(runs: pd.DataFrame, pin: dict | None = None) -> pd.DataFrame:
    """One row per platform of `runs` (a `serving_runs` frame); `pin` as in `fit_platform`."""
    rows = [dict(platform=plat, **fit_platform(g, pin)) for plat, g in runs.groupby("platform")]
    return pd.DataFrame(rows).set_index("platform") if rows else pd.DataFrame()


@memo
def fit(ds) -> pd.DataFrame:
    """Fitted serving efficiencies per platform (dataset runs), joined with training MFU."""
    out = _on_disk("fit", decode_runs(ds), fit_runs)
    tr = training_runs(ds).groupby("platform")["mfu"].agg(["median", "size"])
    return out.join(tr.rename(columns={"median": "training_mfu", "size": "training_runs"}), how="outer")


# --------------------------------------------------------------------------
# validation: in sample and grouped out of sample

def _score(runs: pd.DataFrame, p: dict, phase: str) -> pd.Series:
    if phase == "decode":
        if not p.get("decode_runs"):
            return pd.Series(np.nan, index=runs.index)
        return pd.Series(predict_decode(runs, p) / runs["tpot_ms"].to_numpy(float) - 1, index=runs.index)
    if pd.isna(p.get("prefill_mfu", np.nan)):
        return pd.Series(np.nan, index=runs.index)
    return pd.Series(predict_prefill(runs, p) / runs["ttft_ms"].to_numpy(float) - 1, index=runs.index)


def cross_validate(runs: pd.DataFrame) -> pd.DataFrame:
    """Every run's relative error in sample and left out by each grouping (`GROUPINGS`: model
    shape, batch, source).

    One row per (run, phase, scheme): scheme 'in-sample' uses the fit on all the
    platform's runs; 'leave one model out' / 'leave one batch out' / 'leave one source out'
    fit without the run's whole group. `seen` lists the run ids the scoring fit used."""
    rows, fits = [], {}

    def fitted(train: pd.DataFrame) -> dict:       # a training set held out by both phases is fitted once
        key = tuple(train["run_id"])
        if key not in fits:
            fits[key] = fit_platform(train)
        return fits[key]

    for plat, g in runs.groupby("platform"):
        full = fitted(g)
        for phase, col in (("decode", "tpot_ms"), ("prefill", "ttft_ms")):
            have = g.dropna(subset=[col, "input_len", "output_len"] if phase == "decode" else [col, "input_len"])
            if have.empty:
                continue
            err = _score(have, full, phase)
            for rid, e in zip(have["run_id"], err):
                rows.append(dict(platform=plat, phase=phase, scheme="in-sample", run_id=rid, error=e,
                                 held_out="", seen=tuple(g["run_id"])))
            for scheme, key in GROUPINGS.items():
                if key not in have:
                    continue
                values = have[key].unique()
                if len(values) < 2:
                    continue
                for v in values:
                    train, test = g[g[key] != v], have[have[key] == v]
                    err = _score(test, fitted(train), phase)
                    for rid, e in zip(test["run_id"], err):
                        rows.append(dict(platform=plat, phase=phase, scheme=f"leave one {scheme} out", run_id=rid,
                                         error=e, held_out=str(v), seen=tuple(train["run_id"])))
    return pd.DataFrame(rows, columns=["platform", "phase", "scheme", "run_id", "error", "held_out", "seen"])


def validation_summary(cv: pd.DataFrame, runs: pd.DataFrame) -> pd.DataFrame:
    """Per platform and phase: runs, independent configurations among that phase's runs, median
    and worst |error| in sample and out of sample (each grouping, and the worst of the grouped
    medians as the headline, `oos_median`, with the scheme that gave it); `stack_dependent` when
    leaving one source out errs by more than `STACK_TARGET`."""
    rows = []
    configs = {"decode": runs.dropna(subset=["tpot_ms", "output_len"]).groupby("platform")["config"].nunique(),
               "prefill": runs.dropna(subset=["ttft_ms", "input_len"]).groupby("platform")["config"].nunique()}
    for (plat, phase), g in cv.groupby(["platform", "phase"]):
        row = dict(platform=plat, phase=phase, runs=int((g["scheme"] == "in-sample").sum()),
                   configs=int(configs[phase].get(plat, 0)))
        for scheme, short in (("in-sample", "in"),) + tuple((f"leave one {k} out", k) for k in GROUPINGS):
            e = g.loc[g["scheme"] == scheme, "error"].abs().dropna()
            row[f"{short}_median"] = float(e.median()) if len(e) else np.nan
            row[f"{short}_worst"] = float(e.max()) if len(e) else np.nan
        oos = [row.get(f"{k}_median", np.nan) for k in GROUPINGS]
        row["oos_median"] = float(np.nanmax(oos)) if not all(np.isnan(oos)) else np.nan
        row["oos_scheme"] = SCHEMES[int(np.nanargmax(oos))] if not all(np.isnan(oos)) else ""
        row["thin"] = row["configs"] < THIN_RUNS
        row["stack_dependent"] = bool(row.get("source_median", np.nan) > STACK_TARGET)
        rows.append(row)
    return pd.DataFrame(rows)


def error_by_kind(cv: pd.DataFrame, runs: pd.DataFrame, phase: str = "decode") -> pd.DataFrame:
    """Median |error| per platform, kind of model (dense or mixture of experts) and scheme: the MoE
    runs' error shown apart from the dense runs' they are pooled with."""
    kind = runs.drop_duplicates("run_id").set_index("run_id")["moe"].map({True: "mixture of experts", False: "dense"})
    e = cv[cv["phase"] == phase].assign(kind=lambda d: d["run_id"].map(kind), err=lambda d: d["error"].abs())
    out = e.dropna(subset=["err"]).pivot_table(index=["platform", "kind"], columns="scheme", values="err",
                                               aggfunc="median")
    runs_n = e[e["scheme"] == "in-sample"].groupby(["platform", "kind"]).size().rename("runs")
    return out.join(runs_n).reset_index()


def dominant_groups(cv: pd.DataFrame) -> pd.DataFrame:
    """Held-out groups that hold more than half of a platform's runs of one phase. Their fold is
    fitted on the few runs left, so its error measures extrapolation from those few, not the
    error on a run like the others: a reader should know which out-of-sample figures those are.
    Columns: platform, phase, scheme, held_out, held (runs in the group), runs (of the phase)."""
    runs = cv[cv["scheme"] == "in-sample"].groupby(["platform", "phase"]).size().rename("runs")
    held = cv[cv["scheme"] != "in-sample"].groupby(["platform", "phase", "scheme", "held_out"]).size().rename("held")
    out = held.reset_index().join(runs, on=["platform", "phase"])
    return out[out["held"] * 2 > out["runs"]].reset_index(drop=True)


def unmet(cv: pd.DataFrame, summary: pd.DataFrame, runs: pd.DataFrame, phase: str = "decode") -> pd.DataFrame:
    """Per platform with at least `THIN_RUNS` independent runs whose leave-one-model-out or
    leave-one-batch-out median TPOT error exceeds `OOS_TARGET`: the scheme, its error, the held-out
    group that misses most and what the runs cover (model shapes with their parameters, batches,
    sources), with the runs that would settle it, in words computed from those."""
    rows = []
    info = runs.drop_duplicates("run_id").set_index("run_id")
    for r in summary[(summary["phase"] == phase) & (summary["configs"] >= THIN_RUNS)].itertuples():
        for short, scheme in (("model", "leave one model out"), ("batch", "leave one batch out")):
            err = getattr(r, f"{short}_median")
            if pd.isna(err) or err <= OOS_TARGET:
                continue
            g = cv[(cv["platform"] == r.platform) & (cv["phase"] == phase) & (cv["scheme"] == scheme)]
            worst = g.assign(e=g["error"].abs()).groupby("held_out")["e"].median().idxmax()
            mine = info.loc[info.index.intersection(cv.loc[(cv["platform"] == r.platform) & (cv["phase"] == phase)
                                                            & (cv["scheme"] == "in-sample"), "run_id"])]
            sizes = mine.groupby("shape_key").size()
            if short == "model":
                names = ", ".join(sorted(mine.loc[mine["shape_key"] == worst, "model_id"].unique()))
                others = ", ".join(sorted(mine.loc[mine["shape_key"] != worst, "model_id"].unique()))
                need = (f"{names} ({int(sizes.get(worst, 0))} of {len(mine)} runs), held out, is predicted from "
                        f"{others} only: runs of another model of its size, on a stack already in the data, "
                        f"would settle it")
            else:
                others = sorted(b for b in mine["batch"].unique() if b != float(worst))
                where = (f"above {others[-1]:g}" if float(worst) > others[-1] else
                         f"below {others[0]:g}" if float(worst) < others[0] else "between those")
                need = (f"batch {float(worst):g}, held out, is predicted from batches "
                        f"{', '.join(f'{b:g}' for b in others)}: runs at batches {where}, same models and stack, "
                        f"would settle it")
            rows.append(dict(platform=r.platform, scheme=scheme, median_error=float(err), worst_group=str(worst),
                             shapes=len(sizes), batches=int(mine["batch"].nunique()), runs=len(mine),
                             settle=need))
    return pd.DataFrame(rows, columns=["platform", "scheme", "median_error", "worst_group", "shapes", "batches",
                                       "runs", "settle"])


@memo
def validation(ds) -> tuple[pd.DataFrame, pd.DataFrame]:
    """(per-run cross-validation errors, per-platform summary) for the dataset's runs."""
    runs = decode_runs(ds)
    cv = _on_disk("cross-validation", runs, cross_validate)
    return cv, validation_summary(cv, runs)


def _on_disk(kind: str, runs: pd.DataFrame, compute):
    """`compute(runs)`, kept in the project cache (`cache.py`) under the runs' content and the
    source of this module and `performance`: the fits are deterministic given both, and the
    grouped cross-validation takes seconds per process."""
    content = pd.util.hash_pandas_object(runs.astype(str), index=True).to_numpy().tobytes()
    k = cache.key(kind, list(runs.columns), content, cache.code_version())
    return cache.cached(f"calibration-{kind}", k, lambda: compute(runs), check=lambda v: isinstance(v, pd.DataFrame))


def oos_multipliers(cv: pd.DataFrame, platform: str, phase: str = "decode") -> np.ndarray:
    """Efficiency multipliers implied by out-of-sample errors: a run that took (1 + e) x the
    prediction's time ran at 1 / (1 + e) of the fitted efficiency. The errors are those of the
    platform's worst grouped scheme (largest median |error|): the band the label quotes."""
    e = cv.query("platform == @platform and phase == @phase and scheme != 'in-sample'").dropna(subset=["error"])
    if e.empty:
        return np.array([])
    worst = e.assign(a=e["error"].abs()).groupby("scheme")["a"].median().idxmax()
    return 1.0 + e.loc[e["scheme"] == worst, "error"].to_numpy(float)


def fit_for(fitted: pd.DataFrame, platform: str, lent: dict[str, str]) -> str | None:
    """The platform whose fit predicts a run on `platform`: its own fit, else its lender's (`fit_chain`)."""
    for p in fit_chain(platform, lent):
        if p in fitted.index and pd.notna(fitted.loc[p].get("bandwidth_efficiency")):
            return p
    return None


def predicted(runs: pd.DataFrame, fitted: pd.DataFrame, lent: dict[str, str]) -> pd.DataFrame:
    """Per run of a `serving_runs` frame: the fit used and the predicted TTFT and TPOT (ms, as the
    run reports them), scored against the measured values where there are any. Never fits: the one
    function behind `predict` and the calibration tables."""
    out = runs[["run_id", "platform", "source_id", "ttft_ms", "tpot_ms"]].rename(
        columns={"ttft_ms": "measured_ttft_ms", "tpot_ms": "measured_tpot_ms"})
    out = out.assign(fit="", predicted_ttft_ms=np.nan, predicted_tpot_ms=np.nan)
    for plat, g in runs.groupby("platform"):
        used = fit_for(fitted, plat, lent)
        if used is None:
            continue
        p = fitted.loc[used].to_dict()
        out.loc[g.index, "fit"] = used
        if p.get("decode_runs"):
            out.loc[g.index, "predicted_tpot_ms"] = predict_decode(g, p)
        if pd.notna(p.get("prefill_mfu", np.nan)):
            out.loc[g.index, "predicted_ttft_ms"] = predict_prefill(g, p)
    return out.assign(ttft_error=out["predicted_ttft_ms"] / out["measured_ttft_ms"] - 1,
                      tpot_error=out["predicted_tpot_ms"] / out["measured_tpot_ms"] - 1)


def predict(ds, runs: pd.DataFrame) -> tuple[pd.DataFrame, pd.DataFrame]:
    """(predictions, runs not predicted with the reason) for runs in the columns of
    measurements.csv, by the fits to the dataset's published runs; scored, never fitted."""
    dec = runs[runs["phase"] == "decode"]
    shaped = dec[dec["model_id"] != ""]
    known = set(ds.models["model_id"])
    skipped = [dict(run_id=r.run_id, reason="a training run" if r.phase != "decode" else
                    "no model_id (no model shape)" if not r.model_id else f"unknown model_id {r.model_id!r}")
               for r in runs.itertuples() if r.phase != "decode" or not r.model_id or r.model_id not in known]
    sr = serving_runs(ds, shaped[shaped["model_id"].isin(known)].drop_duplicates("run_id"))
    fitted = fit(ds)
    pred = predicted(sr, fitted, lenders(ds)) if len(sr) else pd.DataFrame(columns=["run_id"])
    if len(pred):                 # a platform the dataset has no fit for: nothing predicted, said why
        none = pred["predicted_ttft_ms"].isna() & pred["predicted_tpot_ms"].isna()
        skipped += [dict(run_id=r.run_id, reason=f"no fit for its platform {r.platform} (the published runs fit "
                         f"{', '.join(fitted.index)})" if not r.fit else
                         f"the {r.fit} fit predicts neither its TTFT nor its TPOT")
                    for r in pred[none].itertuples()]
        pred = pred[~none]
    done = set(pred["run_id"]) | {s["run_id"] for s in skipped}
    skipped += [dict(run_id=r, reason="the same run as another row (same configuration and measurements)")
                for r in runs["run_id"] if r not in done]
    return pred.reset_index(drop=True), pd.DataFrame(skipped, columns=["run_id", "reason"])


@memo_raw
def oos_draws(ds, platform: str, phase: str = "decode") -> np.ndarray:
    """`oos_multipliers` of the dataset's cross-validation, once per dataset and platform."""
    cv, _ = validation(ds)
    return oos_multipliers(cv, platform, phase)


@memo
def calibration_table(ds) -> pd.DataFrame:
    """Predicted vs measured TPOT per decode run: before (100% bandwidth, no overhead), in sample,
    and left out (leave one model out where the platform has two models or more)."""
    runs = decode_runs(ds).dropna(subset=["tpot_ms"])
    f = fit(ds)
    cv, _ = validation(ds)
    after = predicted(runs, f, lenders(ds))["predicted_tpot_ms"]
    oos = cv[(cv.phase == "decode") & (cv.scheme == "leave one model out")].set_index("run_id")["error"]
    return runs.assign(predicted_before_ms=runs["ideal_decode_ms"], predicted_after_ms=after,
                       error_before=lambda d: d["predicted_before_ms"] / d["tpot_ms"] - 1,
                       error_after=lambda d: d["predicted_after_ms"] / d["tpot_ms"] - 1,
                       error_out_of_sample=runs["run_id"].map(oos))


def median_abs_error(table: pd.DataFrame) -> dict:
    return {"before": float(table["error_before"].abs().median()), "after": float(table["error_after"].abs().median()),
            "out_of_sample": float(table["error_out_of_sample"].abs().median())}


# --------------------------------------------------------------------------
# the efficiency a candidate gets

@dataclass(frozen=True)
class Evidence:
    """What a platform's serving efficiency rests on."""
    platform: str                 # the platform whose runs were fitted
    runs: int
    configs: int
    oos_median: float             # worst of the grouped out-of-sample median |TPOT error|
    in_median: float
    thin: bool
    origin: str                   # "published runs" or "your runs"
    precisions: str = ""          # weight precisions of the runs fitted
    source_median: float = np.nan     # leave one source (serving stack, publisher's table) out
    sources: int = 0                  # sources among the fitted runs
    for_platform: str = ""            # the platform it is used for, when that is not `platform` (a transfer)
    why_transferred: str = ""         # e.g. "no trainium3 run"
    rescaled: str = ""                # e.g. "rescaled to 2 of your runs (step x0.85, prefill x1.10)"

    @property
    def transferred(self) -> bool:
        return bool(self.for_platform) and self.for_platform != self.platform

    @property
    def label(self) -> str:
        on = f" on {self.precisions} runs" if self.precisions else ""
        if self.transferred:
            other_chip = self.for_platform.split(MOE)[0] != self.platform.split(MOE)[0]
            return (f"transferred from {self.platform} ({self.why_transferred})"
                    + (f": {self.platform}'s efficiencies on {self.for_platform.split(MOE)[0]}'s peak figures"
                       if other_chip else "") + f"; {self.platform}'s fit {self._label}{on}") + self._rescaled
        return self._label + on + self._rescaled

    @property
    def _rescaled(self) -> str:
        return f"; {self.rescaled}" if self.rescaled else ""

    @property
    def status(self) -> str:
        """'transferred', 'thin', 'stack', 'in-sample', 'fails' or 'validated': what `label` says in
        words ('stack': leaving one source out errs by more than `STACK_TARGET`; 'transferred':
        another platform's fit, whatever its own status)."""
        if self.transferred:
            return "transferred"
        if self.thin:
            return "thin"
        if self.source_median > STACK_TARGET:
            return "stack"
        if np.isnan(self.oos_median):
            return "in-sample"
        return "fails" if self.oos_median > OOS_TARGET else "validated"

    @property
    def _label(self) -> str:
        status = replace(self, for_platform="").status     # the fit's own status, transferred or not
        if status == "thin":
            return f"thinly validated ({self.configs} independent runs)"
        if status == "stack":
            return (f"depends on the serving stack (median TPOT error {self.source_median:.0%} with one of its "
                    f"{self.sources} sources left out; worst grouped scheme {self.oos_median:.0%}; over "
                    f"{self.configs} runs)")
        if status == "in-sample":
            return f"in-sample only ({self.configs} runs, no second model or batch to hold out)"
        if status == "fails":
            return f"fails out-of-sample validation (median TPOT error {self.oos_median:.0%} over {self.configs} runs)"
        return f"out-of-sample validated (median TPOT error {self.oos_median:.0%} over {self.configs} runs)"

    @property
    def short(self) -> str:
        """`label` in a few words (page 1's table; the label itself is in the decision section)."""
        own = replace(self, for_platform="")
        over = f"over {self.configs} runs"
        words = {"thin": f"thinly validated ({self.configs} runs)",
                 "stack": f"depends on the serving stack ({self.oos_median:.0%} out of sample {over})",
                 "in-sample": f"in-sample only ({self.configs} runs)",
                 "fails": f"fails out-of-sample validation ({self.oos_median:.0%} {over})",
                 "validated": f"validated out of sample ({self.oos_median:.0%} {over})"}[own.status]
        return (f"transferred from {self.platform} ({self.why_transferred}); its fit {words}" if self.transferred
                else words) + self._rescaled

    @property
    def validated(self) -> bool:
        return self.status == "validated"


def published(ds, platform: str) -> dict:
    """Median and range of published figures in efficiency.csv for a platform (training MFU)."""
    e = ds.efficiency.query("platform == @platform")
    out = {}
    key = {("training", "mfu", "bf16"): "training_mfu", ("training", "mfu", "fp8"): "training_mfu_fp8"}
    for (phase, param, prec), g in e.groupby(["phase", "parameter", "precision"]):
        name = key.get((phase, param, prec))
        if name:
            out[name] = dict(value=float(g["value"].median()), low=float(g["value"].min()),
                             high=float(g["value"].max()),
                             source=f"median of {len(g)} published figure(s): " + ", ".join(sorted(set(g["source_id"]))),
                             status="published")
    return out


def _usable(fitted: pd.DataFrame, platform: str) -> bool:
    """A platform's own fit is used when it rests on at least one directly measured TPOT (not only
    static-batch throughput) and an identified prefill; otherwise its lender's fit is."""
    if platform not in fitted.index or pd.isna(fitted.loc[platform].get("bandwidth_efficiency")):
        return False
    r = fitted.loc[platform]
    return r["decode_runs"] - r.get("static_batch_runs", 0) >= 1 and pd.notna(r.get("prefill_mfu"))


def fit_chain(platform: str, lent: dict[str, str], moe: bool = False) -> list[str]:
    """The fits a platform's serving efficiency may come from, in order: its own, its lender's (`lenders`);
    for a mixture of experts the MoE fits first, then the dense ones."""
    dense = [platform] + ([lent[platform]] if platform in lent else [])
    return [p + MOE for p in dense] + dense if moe else dense


def serving_efficiency(fitted: pd.DataFrame, summary: pd.DataFrame, platform: str, lent: dict[str, str],
                       origin: str = "published runs", moe: bool = False) -> tuple[dict, Evidence | None]:
    """Serving parameters for a platform from a fit table (the first usable fit of `fit_chain`),
    with their evidence; ({}, None) if none."""
    chain = fit_chain(platform, lent, moe)
    used = next((p for p in chain if _usable(fitted, p)), None)
    if used is None and not moe:
        used = lent.get(platform)
    if used is None or used not in fitted.index or pd.isna(fitted.loc[used].get("bandwidth_efficiency")):
        return {}, None
    r = fitted.loc[used]
    s = summary.query("platform == @used and phase == 'decode'")
    ev = Evidence(used, int(r["decode_runs"]), int(r["decode_configs"]),
                  float(s["oos_median"].iloc[0]) if len(s) else np.nan,
                  float(s["in_median"].iloc[0]) if len(s) else np.nan,
                  bool(r["decode_configs"] < THIN_RUNS), origin, str(r.get("precisions", "")),
                  float(s["source_median"].iloc[0]) if len(s) and "source_median" in s else np.nan,
                  int(r.get("sources", 0)) if pd.notna(r.get("sources", np.nan)) else 0)
    wanted = chain[0]
    if used == wanted:
        why = ""
    elif moe and not used.endswith(MOE):
        why = f" (no mixture-of-experts run on {platform}: its dense runs' fit)"
    elif wanted in fitted.index and pd.notna(fitted.loc[wanted].get("bandwidth_efficiency")):
        why = f" ({wanted}'s own runs are static-batch tables only: no decode step apart from the prefill)"
    else:
        why = f" (no {platform} run)"
    if why:
        ev = replace(ev, for_platform=wanted, why_transferred=why.strip(" ()"))
    src = f"fitted to {ev.configs} {origin} on {used}{why}; {ev.label}"
    out = {}
    for k in DECODE_PARAMS + PREFILL_PARAMS:
        if pd.notna(r.get(k)):
            note = src
            if k == "decode_mfu" and not r.get("decode_mfu_identified", True):
                note += "; decode MFU not identified (no measured run is compute-bound): prefill MFU or the floor " \
                        "that keeps every run memory-bound, whichever is larger"
            if k == "gqa_kv_reread" and not r.get("gqa_kv_reread_identified", True):
                note += "; GQA re-read not identified (no grouped-query run): 0, each KV head read once"
            if k == "collective_ms" and not r.get("collective_identified", True):
                note += "; collective latency not separable from the per-step overhead (one collective count)"
            bound = UPPER[PARAMS.index(k)]
            if bound == 1.0 and r[k] >= bound - 1e-3 and not (k == "decode_mfu" and not r.get("decode_mfu_identified",
                                                                                                True)):
                note += "; at the fit's bound of 1 (all of peak): the runs ask for more than the model allows, " \
                        "and its other terms take up the difference"
            out[k] = dict(value=float(r[k]), low=float(r[k]), high=float(r[k]), source=note)
    return out, ev


def efficiency(ds, entity_id: str, overrides: dict | None = None, runs: pd.DataFrame | None = None,
               moe: bool = False) -> dict:
    """{parameter: {value, low, high, source}} for a system, plus '_evidence'; {} when nothing is known.
    `runs`: your own runs (a measurements frame) fitted with the same procedure; they take precedence.
    Without your runs the result is computed once per dataset and system (`_efficiency_published`)."""
    if runs is None or runs.empty:
        kept = _efficiency_published(ds, entity_id, moe)
    else:       # your runs: kept per dataset, system and the runs' content (a decision asks again and again)
        key = runs.attrs.get("content_key") or runs_key(runs)
        _YOUR_RUNS.setdefault(key, runs.copy())
        kept = _efficiency_yours(ds, entity_id, key, moe)
    out = {k: (dict(v) if isinstance(v, dict) else v) for k, v in kept.items()}
    for k, v in (overrides or {}).items():
        out[k] = dict(value=float(v), low=float(v), high=float(v), source="scenario override", status="override")
    return out


#: what a serving estimate needs of a system's efficiency (the others default: decode MFU to 1, the
#: per-sequence, collective and prefill overheads to 0): a system with no fit needs all three overridden
SERVING_NEEDS = ("bandwidth_efficiency", "step_overhead_ms", "prefill_mfu")

#: how far an efficiency override may lie from what the dataset gives the same system (fitted,
#: transferred or published), or from the span over every chip when it gives that system none,
#: before it is taken for a slip of unit (a percent for a fraction, seconds for milliseconds)
OVERRIDE_FAR = 10


def override_problem(ds, entity_id: str, key: str, value: float, moe: bool = False) -> str | None:
    """Why an efficiency override for `entity_id` looks like a slip of unit, or None."""
    own = _efficiency_published(ds, entity_id, moe).get(key)
    if isinstance(own, dict) and own["value"] > 0:
        lo = hi = own["value"]
        whose = f"the dataset's {own['value']:.4g} for this system ({own['source'].split(';')[0]})"
    else:
        chips = dataset.entity_index(ds).query("kind == 'chip'").index
        vals = {c: _efficiency_published(ds, c, moe).get(key) for c in chips}
        vals = {c: v["value"] for c, v in vals.items() if isinstance(v, dict) and v["value"] > 0}
        if not vals:
            return None
        lo, hi = min(vals.values()), max(vals.values())
        whose = (f"the dataset's span for other chips, {lo:.4g} ({min(vals, key=vals.get)}) to {hi:.4g} "
                 f"({max(vals, key=vals.get)}), since it has none for this system")
    unit = "milliseconds" if key.endswith("_ms") else "a fraction of peak (0.4 for 40%)"
    if value < lo / OVERRIDE_FAR:
        return f"{value:.4g} is under 1/{OVERRIDE_FAR} of {whose}; {key} is in {unit}"
    if value > hi * OVERRIDE_FAR:
        return f"{value:.4g} is over {OVERRIDE_FAR}x {whose}; {key} is in {unit}"
    return None


@memo_raw
def _efficiency_published(ds, entity_id: str, moe: bool = False) -> dict:
    return _efficiency(ds, entity_id, None, moe)


_YOUR_RUNS: dict[str, pd.DataFrame] = {}     # content hash -> a scenario's own runs (`efficiency`)


def runs_key(runs: pd.DataFrame) -> str:
    """A runs frame's content as a key (`your_runs` puts it in the frame's attrs once)."""
    return hashlib.sha256(pd.util.hash_pandas_object(runs.astype(str), index=False).to_numpy().tobytes()
                          + repr(list(runs.columns)).encode()).hexdigest()


@memo_raw
def _efficiency_yours(ds, entity_id: str, key: str, moe: bool = False) -> dict:
    return _efficiency(ds, entity_id, _YOUR_RUNS[key], moe)


def _efficiency(ds, entity_id: str, runs: pd.DataFrame | None, moe: bool = False) -> dict:
    platform = platform_of(ds, entity_id)
    family = dataset.entity_index(ds).loc[entity_id, "family"]
    serving = runs[runs["phase"] != "training"] if runs is not None and not runs.empty else None
    mine = serving_runs(ds, serving) if serving is not None and not serving.empty and \
        platform in {platform_of(ds, e) for e in serving["entity_id"]} else None
    mine = mine[mine["chip"] == platform] if mine is not None else None
    # runs of the other class (MoE or dense) say nothing of this one's speed: they neither fit nor rescale it
    same = mine[mine["moe"] == moe] if mine is not None else None
    if same is not None and same.dropna(subset=["tpot_ms", "output_len"])["config"].nunique() >= THIN_RUNS:
        out, ev = serving_efficiency(_on_disk("fit", mine, fit_runs),
                                     validation_summary(_on_disk("cross-validation", mine, cross_validate), mine),
                                     platform, lenders(ds), "of your runs", moe)
    elif mine is not None and not mine.empty:          # a few runs: the published fit, rescaled to them
        _, summ = validation(ds)
        out, ev = serving_efficiency(fit(ds), summ, platform, lenders(ds), "published runs", moe)
        if ev is not None and same.empty:
            text = (f"not rescaled to your {mine['config'].nunique()} run(s) on {platform}: they are of "
                    f"{'dense' if moe else 'mixture-of-experts'} models, and a "
                    f"{'mixture-of-experts' if moe else 'dense'} model's speed is fitted apart")
            for k in out:
                out[k]["source"] += f"; {text}"
        elif ev is not None:
            step, pre = rescale(same, {k: v["value"] for k, v in out.items()})
            text = (f"rescaled to {same['config'].nunique()} of your run(s) (step x{step:.3g}, prefill x{pre:.3g}; "
                    f"under {THIN_RUNS} configurations fix a speed, not a curve)")
            ev = replace(ev, rescaled=text, origin="published runs, rescaled to yours")
            for k in out:
                out[k]["source"] += f"; {text}"
            out["step_scale"] = dict(value=step, low=step, high=step, source=text, status="rescaled")
            out["prefill_scale"] = dict(value=pre, low=pre, high=pre, source=text, status="rescaled")
            out["step_floor"] = dict(value=1.0, low=1.0, high=1.0, source=text, status="rescaled")
    else:
        _, summ = validation(ds)
        out, ev = serving_efficiency(fit(ds), summ, platform, lenders(ds), "published runs", moe)
    if ev is not None:
        out["_evidence"] = ev
    f = fit(ds)
    if family in NEURON_FAMILIES:
        train_src = platform if platform in f.index and pd.notna(f.loc[platform].get("training_mfu")) else "trainium"
        if "training_mfu" in f and train_src in f.index and pd.notna(f.loc[train_src, "training_mfu"]) \
                and family == "Trainium":
            v = float(f.loc[train_src, "training_mfu"])
            mfus = training_runs(ds).query("platform == @train_src")["mfu"]
            runs_text = f"median MFU of {len(mfus)} Neuron pre-training runs on {train_src}"
            if train_src != platform:
                runs_text = (f"transferred from {train_src} (no {platform} training run): the median MFU of its "
                             f"{len(mfus)} pre-training runs")
            out["training_mfu"] = dict(value=v, low=float(mfus.min()), high=float(mfus.max()),
                                       source=runs_text + (f"; thinly validated ({len(mfus)} runs)"
                                                           if len(mfus) < THIN_RUNS else ""),
                                       status="thin" if len(mfus) < THIN_RUNS else "in-sample")
    else:
        out.update(published(ds, family))
    mine_t = training_frame(ds, runs) if runs is not None and not runs.empty and (runs["phase"] == "training").any() \
        else None
    for prec, key in (("bf16", "training_mfu"), ("fp8", "training_mfu_fp8")):   # your training runs take
        mine = mine_t[(mine_t["platform"] == platform) & (mine_t["precision"] == prec)] \
            if mine_t is not None else None                                          # precedence, per precision
        if mine is None or mine.empty:
            continue
        # as for serving: runs of the other class (MoE or dense) neither set nor move this one's MFU
        if (mine["moe"] != moe).all():
            if key in out:
                out[key] = dict(out[key], source=out[key]["source"] + (
                    f"; your {len(mine)} {prec} training run(s) on {platform} not used: they are of "
                    f"{'dense' if moe else 'mixture-of-experts'} models, and this one is "
                    f"{'a mixture of experts' if moe else 'dense'}"))
            continue
        mine = mine[mine["moe"] == moe]
        mfus = mine["mfu"].astype(float)
        out[key] = dict(value=float(mfus.median()), low=float(mfus.min()), high=float(mfus.max()),
                        source=f"median MFU of your {len(mfus)} {prec} training run(s) on {platform}, of its {prec} peak"
                               + (f"; thinly validated ({len(mfus)} runs)" if len(mfus) < THIN_RUNS else ""),
                        status="thin" if len(mfus) < THIN_RUNS else "in-sample")
    return out
