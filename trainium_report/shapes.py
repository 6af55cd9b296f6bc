"""A model's shape: layers, widths, heads, experts, and the bytes and parameters that follow
from them (a leaf: `performance` computes times from it, `hfconfig` builds it from a config)."""

from __future__ import annotations

import contextlib

import re
from dataclasses import dataclass

import numpy as np

BYTES = {"fp32": 4.0, "bf16": 2.0, "fp16": 2.0, "fp8": 1.0, "int8": 1.0, "fp4": 0.5}


@dataclass(frozen=True)
class Shape:
    """A decoder-only transformer: Llama-style (SwiGLU MLP, GQA, untied embeddings), dense or a
    mixture of experts, with grouped-query or DeepSeek-style latent (MLA) attention.

    A mixture of experts has `experts` routed experts of `expert_ffn` width in `moe_layers` of its
    layers (the others dense, `ffn` wide), `experts_per_token` of them used by each token plus
    `shared_experts` always; memory holds every expert (`params`), compute follows the experts a
    token uses (`active_params`), and a decode step reads the experts its batch touches
    (`step_weight_bytes`)."""
    layers: int
    hidden: int
    ffn: int
    heads: int
    kv_heads: int
    head_dim: int
    vocab: int
    name: str = ""
    experts: int = 0
    experts_per_token: int = 0
    shared_experts: int = 0
    expert_ffn: int = 0
    moe_layers: int = 0
    attention: str = "gqa"
    kv_lora_rank: int = 0
    qk_rope_head_dim: int = 0
    tied_embeddings: bool = False
    q_lora_rank: int = 0              # MLA: the low-rank query projection's rank (0: full rank)
    v_head_dim: int = 0               # MLA: a value head's width (0: head_dim)

    @classmethod
    def from_row(cls, row) -> "Shape":
        def opt(k, default=0):
            v = row.get(k, None)
            return default if v is None or v == "" or (isinstance(v, float) and np.isnan(v)) else v

        experts = int(opt("experts"))
        return cls(int(row["layers"]), int(row["hidden_size"]), int(row["ffn_size"]), int(row["attention_heads"]),
                   int(row["kv_heads"]), int(row["head_dim"]), int(row["vocab_size"]), str(row.get("name", "")),
                   experts, int(opt("experts_per_token")), int(opt("shared_experts")), int(opt("expert_ffn_size")),
                   int(opt("moe_layers", row["layers"] if experts else 0)) if experts else 0,
                   str(opt("attention", "gqa")) or "gqa", int(opt("kv_lora_rank")), int(opt("qk_rope_head_dim")),
                   str(opt("tied_embeddings", False)).lower() in ("true", "1", "yes"), int(opt("q_lora_rank")),
                   int(opt("v_head_dim")))

    @property
    def moe(self) -> bool:
        return self.experts > 0

    def _attention_params(self) -> float:
        if self.attention == "mla":      # latent KV: down to the rank (+ the shared RoPE key), up to K and V heads
            v = self.v_head_dim or self.head_dim
            nope = self.head_dim - self.qk_rope_head_dim
            q = (self.hidden * self.q_lora_rank + self.q_lora_rank * self.heads * self.head_dim if self.q_lora_rank
                 else self.hidden * self.heads * self.head_dim)
            kv = self.hidden * (self.kv_lora_rank + self.qk_rope_head_dim) + self.kv_lora_rank * self.heads * (nope + v)
            return q + kv + self.heads * v * self.hidden
        return self.hidden * self.heads * self.head_dim * 2 + self.hidden * self.kv_heads * self.head_dim * 2

    def _expert_params(self) -> float:
        return 3.0 * self.hidden * self.expert_ffn

    def _dense_parts(self) -> float:
        """Every parameter that is not a routed expert: attention, dense MLPs, shared experts,
        routers, norms, embeddings and the output head."""
        dense_layers = self.layers - self.moe_layers
        per_layer = self._attention_params() + 2 * self.hidden
        moe = self.moe_layers * (self.shared_experts * self._expert_params() + self.hidden * self.experts)
        embeddings = (1 if self.tied_embeddings else 2) * self.vocab * self.hidden
        return float(self.layers * per_layer + dense_layers * 3 * self.hidden * self.ffn + moe + embeddings
                     + self.hidden)

    @property
    def params(self) -> float:
        """Every parameter (all experts): what memory holds."""
        return self._dense_parts() + self.moe_layers * self.experts * self._expert_params()

    @property
    def active_params(self) -> float:
        """The parameters one token uses (its experts and the shared ones): what compute follows."""
        return self._dense_parts() + self.moe_layers * self.experts_per_token * self._expert_params()

    def experts_touched(self, batch):
        """Expected distinct routed experts per MoE layer that a step over `batch` tokens reads,
        under uniform independent routing: E (1 - (1 - k/E)^B). It is k at B = 1 and tends to E; a
        skewed router touches fewer, so this is the upper end of what a real server reads."""
        if not self.moe:
            return np.zeros_like(np.asarray(batch, float))
        b = np.asarray(batch, float)
        return self.experts * (1.0 - (1.0 - self.experts_per_token / self.experts) ** b)

    def kv_bytes_per_token(self, dtype: str = "bf16") -> float:
        if self.attention == "mla":      # the compressed latent and the shared RoPE key, per layer
            return float(self.layers * (self.kv_lora_rank + self.qk_rope_head_dim) * BYTES[dtype])
        return 2.0 * self.layers * self.kv_heads * self.head_dim * BYTES[dtype]

    def weight_bytes(self, dtype: str = "bf16") -> float:
        return self.params * BYTES[dtype]

    def step_weight_bytes(self, dtype: str = "bf16", batch=1.0):
        """Weight bytes one decode step over `batch` sequences reads: every non-expert weight and the
        routed experts the batch touches (`experts_touched`); all weights for a dense model."""
        if not self.moe:
            return np.full_like(np.asarray(batch, float), self.weight_bytes(dtype))
        touched = self.experts_touched(batch)
        return (self._dense_parts() + self.moe_layers * touched * self._expert_params()) * BYTES[dtype]


#: a model name that states a size (70B) this far from a shape's (or a model's) count is another model
SIZE_SLACK = 1.5


def stated_size(name: str) -> float | None:
    """The parameter count a model name states ('Meta-Llama-3-70B-Instruct': 7e10; 'Qwen3-30B-A3B': 3e10,
    the total; 'Mixtral-8x7B': 5.6e10, eight experts of 7B, an upper bound since they share attention),
    or None."""
    tail = str(name).rsplit("/", 1)[-1]
    m = re.search(r"(?<![0-9.])(?:([0-9]+)x)?([0-9]+(?:\.[0-9]+)?)[bB](?![a-zA-Z0-9])", tail)
    if m:
        return float(m[1] or 1) * float(m[2]) * 1e9
    # in trillions ('Ling-1T', 'Kimi-K2-1T'), then in millions ('SmolLM2-360M', 'pythia-70m), only where no
    # billions are stated: 'Qwen2.5-7B-Instruct-1M' is 7B with a context of a million tokens
    m = re.search(r"(?<![0-9.])([0-9]+(?:\.[0-9]+)?)[tT](?![a-zA-Z0-9])", tail)
    if m:
        return float(m[1]) * 1e12
    m = re.search(r"(?<![0-9.])([0-9]+(?:\.[0-9]+)?)[mM](?![a-zA-Z0-9])", tail)
    return float(m[1]) * 1e6 if m else None


def stated_active(name: str) -> float | None:
    """The active parameter count a mixture of experts' name states ('Qwen3-30B-A3B': 3e9, 'Qwen3-235B-A22B':
    2.2e10), or None."""
    m = re.search(r"(?<![a-zA-Z0-9.])A([0-9]+(?:\.[0-9]+)?)B(?![a-zA-Z0-9])", str(name).rsplit("/", 1)[-1])
    return float(m[1]) * 1e9 if m else None


def active_problem(name: str, shape) -> str:
    """'' when the active size a name states ('-A3B') is the shape's within `SIZE_SLACK` (or none is stated);
    else what the shape adds up to."""
    said = stated_active(name)
    if not said or not shape.active_params or 1 / SIZE_SLACK <= shape.active_params / said <= SIZE_SLACK:
        return ""
    return (f"a model of {said / 1e9:g}B active parameters (its 'A{said / 1e9:g}B'), but the shape's experts per "
            f"token ({shape.experts_per_token} of {shape.experts}) make {shape.active_params / 1e9:.3g}B active")


#: the weight precision a quantized model's name states (Hugging Face naming: -FP8, -w4a16, -AWQ, -GPTQ,
#: llama.cpp's GGUF types -Q4_K_M, -Q8_0, ExLlamaV2's -4.0bpw-exl2, -8-bit, ...), each a word of the name
#: torchao's -int4wo, -float8dq, -int8dq; -8bits; HQQ and bitsandbytes of any width)
NAME_PRECISIONS = ((r"(?:fp8|float8)[a-z]*|e4m3|e5m2|mxfp8", "fp8"),
                   (r"int8[a-z]*|w8a8|w8a16|8bits?|q8", "int8"),
                   (r"mxfp4|nvfp4|fp4|float4[a-z]*", "fp4"),
                   (r"u?int4[a-z]*|w4a16|w4a8|w4a4|awq|gptq|nf4|4bits?|q4f(?:16|32)", "4-bit"),
                   (r"q[2-6]|iq[1-4]|gguf", "llama.cpp (GGUF) quantized"),
                   (r"exl2|exl3|\d+(?:\.\d+)?bpw|[2-6]bits?|hqq|bnb|quanto|q[1-35-7]f(?:16|32)",   # MLC: q4f16_1
                    "low-bit quantized"))


def stated_precision(name: str) -> str | None:
    """The weight precision a model name states as a word of its own ('Meta-Llama-3.1-8B-Instruct-FP8':
    fp8; '...-Q4_K_M': GGUF quantized), or None."""
    name = re.sub(r"(\d)[-_ ]bit\b", r"\1bit", name.lower())           # '8-bit' is one word, as '8bit'
    name = re.sub(r"(\d)\.(\d+)bpw", r"\1_\2bpw", name)                # '4.0bpw' is not cut at its dot
    words = re.split(r"[-_./:()\[\]\s]+", name)
    return next((precision for pattern, precision in NAME_PRECISIONS if any(re.fullmatch(pattern, w) for w in words)),
                None)


def size_fits(size: float, total: float, active: float | None = None) -> bool:
    """A size a name states is a shape's, within `SIZE_SLACK`: its total parameters, or those a token uses
    (Llama 4's names state the active size: Scout-17B-16E has 109B in all)."""
    return any(1 / SIZE_SLACK <= n / size <= SIZE_SLACK for n in (total, active) if n)


#: the columns of models.csv (and of a scenario's model_shape) a mixture of experts fills and a dense model
#: leaves empty, and those of latent attention (DeepSeek's MLA; empty for grouped-query attention); the
#: first two of each are required
MOE_COLUMNS = ("experts_per_token", "expert_ffn_size", "shared_experts", "moe_layers")
MLA_COLUMNS = ("kv_lora_rank", "qk_rope_head_dim", "q_lora_rank", "v_head_dim")


#: a vocabulary's tokens, at least (a byte-level one) and at most (published ones: 32,000 to 262,144)
MIN_VOCAB, MAX_VOCAB = 256, 1_048_576
#: routed (or shared) experts per MoE layer: published models have at most 384 (Kimi K2; DeepSeek-V3 256)
MAX_EXPERTS = 10_000
#: shared experts per MoE layer (always used by every token): published models have 1 or 2 (DeepSeek,
#: Llama 4; Qwen1.5-MoE's one shared expert is four experts wide); past this a count was mistyped
MAX_SHARED_EXPERTS = 16

#: the attention heads' total width (heads x head_dim) over hidden_size: published models lie from 0.76x
#: (Gemma 3 27B) to 3.4x (DeepSeek-V3's latent heads); outside this, head_dim was mistyped (a 70B model
#: with heads of width 1 holds a KV cache 128 times too small)
ATTENTION_WIDTH = (0.5, 4.0)


def attention_width_problem(hidden, heads, head_dim) -> str | None:
    """What is wrong with a head width that, with its heads, is far from the model's width, or None
    (values as text or numbers; a missing one is not this rule's to say)."""
    try:
        h, n, d = float(hidden), float(heads), float(head_dim)
    except (TypeError, ValueError):
        return None
    if not (h > 0 and n > 0 and d > 0):
        return None
    ratio = n * d / h
    low, high = ATTENTION_WIDTH
    if low <= ratio <= high:
        return None
    return (f"a head width that, times the {n:g} attention heads, spans {low:g}x to {high:g}x of hidden_size "
            f"({h:g}); it spans {ratio:.3g}x (published models: 0.76x to 3.4x; a mistyped head_dim?)")


#: other widths over hidden_size, bounds wide of the models of data/models.csv (outside, a width was
#: mistyped: an FFN 1 wide prices a 70B model as a 2B one; a latent rank of 1 holds a KV cache a tenth
#: of its size): the dense FFN (gpt-oss 1.0x to Qwen3 32B 5.0x), an expert's FFN (DeepSeek-V3 0.29x to
#: Llama 4 1.6x) and latent attention's KV rank (DeepSeek-V3 0.07x; a compression, under 1x by design)
WIDTHS = {"ffn_size": ((0.5, 16.0), "the dense FFN width", "1.0x (gpt-oss) to 5.0x (Qwen3 32B)"),
          "expert_ffn_size": ((1 / 32, 16.0), "an expert's FFN width", "0.29x (DeepSeek-V3) to 1.6x (Llama 4)"),
          "kv_lora_rank": ((1 / 64, 1.0), "latent attention's KV rank, a compression of hidden_size",
                           "0.07x (DeepSeek-V3)"),
          "q_lora_rank": ((1 / 64, 1.0), "latent attention's query rank, a compression of hidden_size",
                          "0.21x (DeepSeek-V3)")}


def width_problem(hidden, column: str, value) -> str | None:
    """What is wrong with a width (`WIDTHS`) far from the model's hidden_size, or None (a missing or
    zero value is not this rule's to say)."""
    try:
        h, v = float(hidden), float(value)
    except (TypeError, ValueError):
        return None
    if not (h > 0 and v > 0):
        return None
    (low, high), what, published = WIDTHS[column]
    if low <= v / h <= high:
        return None
    return (f"{what} from {low:.3g}x to {high:g}x of hidden_size ({h:g}): it is {v / h:.3g}x (published models: "
            f"{published}; a mistyped width?)")


def _number(v) -> float | None:
    """A cell as a number (text or a number), None when it is none."""
    try:
        return float(v)
    except (TypeError, ValueError):
        return None


def column_problems(row: dict) -> list[tuple[str, str, str]]:
    """(column, value, what is expected) for a model's shape columns not filled as its kind needs: a
    half-filled MoE or MLA row would be read as a dense or grouped-query model (its other fields
    ignored), or with a KV cache a fraction of its size. Values as text (a CSV row) or numbers."""
    def given(col):
        v = row.get(col)
        return v not in (None, "", 0, "0")
    out = []
    moe = given("experts")
    for col in MOE_COLUMNS:
        if moe and col in MOE_COLUMNS[:2] and not given(col):
            out.append((col, "", f"a value: a mixture of experts ({row['experts']} experts) needs {col}"))
        if not moe and given(col):
            out.append((col, str(row[col]), "empty: a model with no experts (experts empty) has no " + col))
    vocab = _number(row.get("vocab_size"))
    if vocab is not None and vocab > MAX_VOCAB:
        out.append(("vocab_size", str(row.get("vocab_size")), f"at most {MAX_VOCAB:,} tokens (the largest published "
                                                              "vocabulary is Gemma's 262,144)"))
    if vocab is not None and 0 < vocab < MIN_VOCAB:
        out.append(("vocab_size", str(row.get("vocab_size")), f"at least {MIN_VOCAB} tokens (one per byte; published "
                                                              "vocabularies hold 32,000 to 262,144)"))
    for col, most, said in (("experts", MAX_EXPERTS, "the most published is Kimi K2's 384"),
                            ("shared_experts", MAX_SHARED_EXPERTS, "published models have 1 or 2")):
        with contextlib.suppress(TypeError, ValueError):
            if float(row.get(col)) > most:
                out.append((col, str(row.get(col)), f"at most {most:,} {col.replace('_', ' ')} a layer ({said})"))
    if why := attention_width_problem(row.get("hidden_size"), row.get("attention_heads"), row.get("head_dim")):
        out.append(("head_dim", str(row.get("head_dim")), why))
    for col in WIDTHS:
        if given(col) and (why := width_problem(row.get("hidden_size"), col, row.get(col))):
            out.append((col, str(row.get(col)), why))
    mla = row.get("attention") == "mla"
    if mla and given("v_head_dim") and (why := attention_width_problem(row.get("hidden_size"), row.get("attention_heads"),
                                                                       row.get("v_head_dim"))):
        out.append(("v_head_dim", str(row.get("v_head_dim")), why))
    rope, width = _number(row.get("qk_rope_head_dim")), _number(row.get("head_dim"))
    if mla and rope and width and rope >= width:      # head_dim = qk_nope_head_dim + qk_rope_head_dim (data/README)
        out.append(("qk_rope_head_dim", str(row["qk_rope_head_dim"]),
                    f"less than head_dim ({row['head_dim']}): a query/key head is its part without RoPE plus its "
                    "RoPE part, so the RoPE part alone cannot fill or exceed it"))
    kv, heads = _number(row.get("kv_heads")), _number(row.get("attention_heads"))
    if mla and kv and heads and kv != heads:
        out.append(("kv_heads", str(row["kv_heads"]), f"the attention heads ({row['attention_heads']}): latent "
                                                      "attention (attention mla) expands its latent to K and V for "
                                                      "every head, so it has no grouped KV heads"))
    for col in MLA_COLUMNS:
        if mla and col in MLA_COLUMNS[:2] and not given(col):
            out.append((col, "", f"a value: latent attention (attention mla) needs {col} for its KV cache"))
        if not mla and given(col):
            out.append((col, str(row[col]), f"empty: {col} is latent attention's (attention mla), not "
                                            f"{row.get('attention') or 'gqa'}'s"))
    return out
