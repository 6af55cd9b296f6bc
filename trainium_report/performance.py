"""Roofline model of training and LLM serving, vectorised over numpy arrays.

Every function is pure and broadcasts over its array arguments, so a sweep of
a million scenario points is one call. Units: FLOP, bytes, seconds, TFLOPS
(10^12 FLOP/s) and TB/s (10^12 B/s) for peak figures.

Rules stated once:
- training FLOPs = 6 N D, plus (option) the attention term 12 L d T per token
  (PaLM appendix B): L layers, d = heads x head_dim, T sequence length;
- training memory = 16 bytes per parameter (BF16 weights 2 + BF16 gradients 2
  + FP32 master weights 4 + Adam moments 8) plus activations of
  ACTIVATION_BYTES x sequence x hidden per layer per micro-batch sequence
  (selective recomputation with flash attention);
- prefill FLOPs = 2 N per token + 2 L d T per token (causal attention over the
  prompt), times the prompts prefilled together; decode step = max(compute,
  memory) + communication + a fixed overhead, where memory = (weights + KV
  cache of the batch at the mean context, prompt + half the output) /
  (bandwidth x efficiency) and communication = two all-reduces per layer when
  a replica spans several chips, each a fitted latency plus its bytes over the
  chip-to-chip links, and the overhead is a fixed part per step plus a part per
  sequence in the batch (see `calibration`);
- memory is in GB (10^9 bytes); the loader converts GiB figures once;
- KV bytes per token = 2 (K and V) x layers x KV heads x head_dim x bytes; a decode
  step reads them 1 + gqa_kv_reread x (heads / KV heads - 1) times on a grouped-query
  model (0: each KV head read once for its query-head group; fitted in `calibration`);
  latent attention (MLA) caches layers x (kv_lora_rank + qk_rope_head_dim) values, read once;
- a mixture of experts (`Shape`): memory holds every expert; compute (decode, prefill,
  training) follows the active parameters; a decode step reads the non-expert weights and
  the distinct experts its batch touches, E (1 - (1 - k/E)^B) per MoE layer under uniform
  routing. Parallelism: a replica shards attention and every expert across its chips
  (tensor parallelism, the same two all-reduces per layer as a dense model); no
  expert-parallel all-to-all is modelled.
"""
from __future__ import annotations

import json
import weakref
from dataclasses import dataclass

import numpy as np

from . import hfconfig, inputs
from .shapes import BYTES, Shape  # noqa: F401  (performance.Shape, performance.BYTES: the names callers use)

TRAIN_BYTES_PER_PARAM = 2 + 2 + 4 + 8   # weights, grads, FP32 master, Adam m and v
ACTIVATION_BYTES = 34                     # per token per layer per hidden unit (Korthikanti et al. 2022)
TERA = 1e12


_SHAPES: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()   # dataset -> model_id -> Shape (frozen)


def model_shape(ds, model) -> Shape:
    """A scenario's model as a shape: a model_id of data/models.csv, a path to a Hugging Face
    `config.json`, or an inline mapping of the models.csv columns (`hfconfig`)."""
    if isinstance(model, str) and model.startswith("{"):      # an inline shape as a run's model_id
        model = json.loads(model)                                # carries it (`inline_model_id`)
    if isinstance(model, dict):
        return hfconfig.from_mapping(model, "")
    if isinstance(model, str) and model.endswith(".json"):
        return hfconfig.read(model)
    kept = _SHAPES.setdefault(ds, {})
    if model not in kept:
        rows = ds.models.set_index("model_id")
        if model not in rows.index:
            raise KeyError(f"unknown model {inputs.short(model, 80)}{inputs.unlisted_id(model)} "
                           f"(known: {', '.join(rows.index)})")
        kept[model] = Shape.from_row(rows.loc[model])
    return kept[model]


def configured(model_id: str) -> bool:
    """A run's model_id that is a config.json path or an inline shape (`inline_model_id`), not an id."""
    return isinstance(model_id, str) and (model_id.startswith("{") or model_id.endswith(".json"))


def inline_model_id(model) -> str:
    """A model as a run's model_id: an inline shape (a mapping) as its JSON text, which model_shape
    reads back; an id or a config.json path as it is."""
    return json.dumps(model, sort_keys=True, default=str) if isinstance(model, dict) else str(model)


def model_name(ds, model) -> str:
    """The model's name for sentences: models.csv's name, or the name a config gives."""
    names = _NAMES.get(ds)
    if names is None:
        names = _NAMES[ds] = {m: str(n) for m, n in zip(ds.models["model_id"], ds.models["name"])}
    if isinstance(model, str) and model in names:
        return names[model]
    return model_shape(ds, model).name or "your model"


_NAMES: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()     # dataset -> model_id -> name


# --------------------------------------------------------------------------
# training

def training_flops(params, tokens, layers=0, hidden=0, seq_len=0, attention: bool = False):
    """6 N D, plus 12 L d T per token when `attention` is set."""
    per_token = 6.0 * np.asarray(params, float)
    if attention:
        per_token = per_token + 12.0 * np.asarray(layers) * np.asarray(hidden) * np.asarray(seq_len)
    return per_token * np.asarray(tokens, float)


def training_seconds(flops, peak_tflops, mfu):
    """Wall time for `flops` on hardware of `peak_tflops` at a given MFU."""
    return np.asarray(flops, float) / (np.asarray(peak_tflops, float) * TERA * np.asarray(mfu, float))


def step_seconds(params, global_batch, seq_len, peak_tflops, mfu, **attention):
    """Time of one optimizer step over `global_batch` sequences of `seq_len` tokens."""
    tokens = np.asarray(global_batch) * np.asarray(seq_len)
    return training_seconds(training_flops(params, tokens, seq_len=seq_len, **attention), peak_tflops, mfu)


def training_memory_bytes(params, layers, hidden, seq_len, micro_batch=1):
    """Weights, gradients and optimizer state (16 B/param) plus one micro-batch of activations."""
    state = TRAIN_BYTES_PER_PARAM * np.asarray(params, float)
    act = ACTIVATION_BYTES * np.asarray(seq_len) * np.asarray(hidden) * np.asarray(layers) * np.asarray(micro_batch)
    return state + act


def min_chips_to_fit(bytes_needed, memory_gb_per_chip, headroom=0.9):
    """Fewest chips whose memory (times `headroom`, the usable share) holds `bytes_needed`."""
    return np.ceil(np.asarray(bytes_needed, float) / (np.asarray(memory_gb_per_chip, float) * 1e9 * headroom))


# --------------------------------------------------------------------------
# inference

def prefill_flops(params, prompt_len, layers, hidden):
    t = np.asarray(prompt_len, float)
    return 2.0 * np.asarray(params, float) * t + 2.0 * np.asarray(layers) * np.asarray(hidden) * t * t


def mean_decode_context(input_len, output_len):
    """Mean context a decode step attends over: the prompt plus half the generated tokens."""
    return np.asarray(input_len, float) + np.asarray(output_len, float) / 2.0


def memory_seconds(weight_bytes, kv_bytes_per_token, batch, context, bandwidth_tbps):
    """Ideal memory time of one decode step: weights plus the batch's KV cache over the bandwidth."""
    return (np.asarray(weight_bytes, float) + np.asarray(kv_bytes_per_token) * np.asarray(batch, float)
            * np.asarray(context, float)) / (np.asarray(bandwidth_tbps, float) * TERA)


def compute_seconds(flops, peak_tflops):
    """Ideal compute time of `flops` at `peak_tflops`."""
    return np.asarray(flops, float) / (np.asarray(peak_tflops, float) * TERA)


def collectives_per_pass(layers, chips):
    """All-reduces in one forward pass of a tensor-parallel replica: two per layer (attention
    output and MLP output), none on one chip."""
    return np.where(np.asarray(chips) > 1, 2.0 * np.asarray(layers, float), 0.0)


def link_seconds(layers, hidden, tokens, chips, link_tbps, dtype_bytes=2.0):
    """Time to move a forward pass's all-reduce bytes over the chip-to-chip links (ring:
    2 (c-1)/c x tokens x hidden x bytes per collective). 0 on one chip; nan where the link
    bandwidth is unknown."""
    c = np.asarray(chips, float)
    per = 2.0 * (c - 1) / np.maximum(c, 1) * np.asarray(tokens, float) * np.asarray(hidden, float) * dtype_bytes
    with np.errstate(invalid="ignore"):
        t = collectives_per_pass(layers, c) * per / (np.asarray(link_tbps, float) * TERA)
    return np.where(c > 1, t, 0.0)


def prefill_seconds(params, prompt_len, layers, hidden, peak_tflops, mfu, overhead_s=0.0, batch=1.0, link_s=0.0):
    """Time to first token for `batch` prompts prefilled together."""
    return compute_seconds(np.asarray(batch, float) * prefill_flops(params, prompt_len, layers, hidden),
                           np.asarray(peak_tflops) * np.asarray(mfu)) + np.asarray(overhead_s) + np.asarray(link_s)


def decode_step_seconds(weight_bytes, kv_bytes_per_token, batch, context, params, peak_tflops, bandwidth_tbps,
                        bw_eff, mfu=1.0, overhead_s=0.0, comm_s=0.0):
    """One decode step for `batch` sequences at average `context` tokens:
    max(memory / bw_eff, compute / mfu) + communication + overhead. Seconds."""
    memory = memory_seconds(weight_bytes, kv_bytes_per_token, batch, context, bandwidth_tbps) / np.asarray(bw_eff)
    compute = compute_seconds(2.0 * np.asarray(params) * np.asarray(batch, float),
                              np.asarray(peak_tflops) * np.asarray(mfu))
    return np.maximum(memory, compute) + np.asarray(comm_s) + np.asarray(overhead_s)


def max_batch(memory_gb, weight_bytes, kv_bytes_per_token, context, headroom=0.9):
    """Largest batch whose weights plus KV cache fit in `memory_gb` x headroom (0 if the weights do not fit)."""
    free = np.asarray(memory_gb, float) * 1e9 * headroom - np.asarray(weight_bytes, float)
    return np.maximum(np.floor(free / (np.asarray(kv_bytes_per_token) * np.asarray(context))), 0)


def replica_sizes(chips: int) -> list[int]:
    """Chips one model copy may span on a system: the powers of two that divide it, and the whole system."""
    return sorted({c for c in (1, 2, 4, 8, 16, 32, 64, 128, 256) if c <= chips and chips % c == 0} | {int(chips)})


def tensor_split(shape: Shape, chips: int) -> bool:
    """Whether a GPU serving stack can split the model's attention over `chips` GPUs by tensor parallelism
    (vLLM's rule: the attention heads divide evenly, and the KV heads divide evenly or each is copied to a
    whole number of GPUs)."""
    return shape.heads % chips == 0 and (shape.kv_heads % chips == 0 or chips % shape.kv_heads == 0)


def chips_per_replica(chips, memory_gb_per_chip, weight_bytes, kv_bytes_per_seq, headroom=0.9):
    """Fewest chips (a power of two dividing the system, or the whole system)
    that hold the weights plus one sequence's KV cache. 0 if even the whole system cannot."""
    need = float(weight_bytes) + float(kv_bytes_per_seq)
    for c in replica_sizes(chips):
        if c * memory_gb_per_chip * 1e9 * headroom >= need:
            return c
    return 0


def kv_read_factor(shape: Shape, gqa_kv_reread: float = 0.0) -> float:
    """How many times a decode step reads the KV cache: 1, plus the re-read share of a GQA group's
    other query heads (see `calibration`: 0 when the attention shares each KV head's reads); 1 for
    latent (MLA) attention, whose compressed cache is read once."""
    if shape.attention == "mla":
        return 1.0
    return 1.0 + float(gqa_kv_reread) * (shape.heads / shape.kv_heads - 1.0)


@dataclass(frozen=True)
class ServingPoint:
    batch: np.ndarray
    step_s: np.ndarray
    ttft_s: np.ndarray
    tokens_per_s_user: np.ndarray
    tokens_per_s_replica: np.ndarray


def comm_seconds(shape: Shape, chips, link_tbps, eff: dict, tokens):
    """Per forward pass: the fitted latency of each collective plus the bytes over the links
    (the link term is left out where the link bandwidth is unknown)."""
    n = collectives_per_pass(shape.layers, chips)
    link = np.nan_to_num(link_seconds(shape.layers, shape.hidden, tokens, chips, link_tbps))
    return n * eff.get("collective_ms", 0.0) / 1e3 + link


def serving_curve(shape: Shape, weight_dtype: str, input_len: int, output_len: int, chips: int,
                  peak_tflops_per_chip: float, bandwidth_tbps_per_chip: float, eff: dict,
                  batches=None, kv_dtype: str = "bf16", link_tbps: float = float("nan")) -> ServingPoint:
    """Latency-throughput curve of one replica over chips, for each batch size. TTFT is the
    prefill of one request (requests arrive one at a time and are prefilled as they come).
    `step_scale` / `prefill_scale` in `eff` (default 1) multiply the step and prefill times: a fit
    rescaled to a few of your runs, or the speed at which an option breaks even. `step_floor` (set
    with a rescale): no step under the roofline's (every byte at full bandwidth, every FLOP at peak),
    as a factor fitted on one replica size would otherwise take another's past it."""
    batches = np.asarray(batches if batches is not None else 2 ** np.arange(0, 10), float)
    ctx = mean_decode_context(input_len, output_len)
    kv_read = shape.kv_bytes_per_token(kv_dtype) * kv_read_factor(shape, eff.get("gqa_kv_reread", 0.0))
    step = decode_step_seconds(shape.step_weight_bytes(weight_dtype, batches), kv_read, batches, ctx,
                               shape.active_params, peak_tflops_per_chip * chips, bandwidth_tbps_per_chip * chips,
                               eff["bandwidth_efficiency"], eff.get("decode_mfu", 1.0),
                               (eff["step_overhead_ms"] + eff.get("sequence_ms", 0.0) * batches) / 1e3,
                               comm_seconds(shape, chips, link_tbps, eff, batches)) * eff.get("step_scale", 1.0)
    if eff.get("step_floor"):      # a fit rescaled to your runs: its factor never takes a step past the roofline
        step = np.maximum(step, decode_step_seconds(shape.step_weight_bytes(weight_dtype, batches),
                                                    shape.kv_bytes_per_token(kv_dtype), batches, ctx, shape.active_params,
                                                    peak_tflops_per_chip * chips, bandwidth_tbps_per_chip * chips, 1.0))
    ttft = prefill_seconds(shape.active_params, input_len, shape.layers, shape.hidden, peak_tflops_per_chip * chips,
                           eff["prefill_mfu"], eff.get("prefill_overhead_ms", 0.0) / 1e3, 1.0,
                           np.nan_to_num(link_seconds(shape.layers, shape.hidden, input_len, chips, link_tbps))) \
        * eff.get("prefill_scale", 1.0)
    return ServingPoint(batches, step, ttft if np.ndim(ttft) else float(ttft), 1.0 / step, batches / step)
