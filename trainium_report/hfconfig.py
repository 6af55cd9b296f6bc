"""Your model: a Hugging Face `config.json` (read as JSON; nothing downloaded, no `transformers`)
or an inline mapping, as a `shapes.Shape`.

Architectures read (by `architectures`, else `model_type`):

- dense: Llama, Mistral, Qwen2, Qwen3 (`num_hidden_layers`, `hidden_size`, `intermediate_size`,
  `num_attention_heads`, `num_key_value_heads`, `head_dim`, `vocab_size`, `tie_word_embeddings`);
- Qwen3-MoE (`num_experts`, `num_experts_per_tok`, `moe_intermediate_size`, `decoder_sparse_step`,
  `mlp_only_layers`), Mixtral (`num_local_experts`; its `intermediate_size` is an expert's),
  gpt-oss (the same keys as Mixtral; attention sinks and sliding-window layers are not modelled),
  Llama 4 (the keys under `text_config`; one shared expert; MoE every `interleave_moe_layer_step`
  layers, the others `intermediate_size_mlp` wide);
- DeepSeek-V3 (latent attention, MLA: `kv_lora_rank`, `q_lora_rank`, `qk_rope_head_dim`,
  `qk_nope_head_dim`, `v_head_dim`; `n_routed_experts`, `n_shared_experts`,
  `first_k_dense_replace` dense layers; the multi-token-prediction module is not counted).

Keys a shape does not need are ignored. An architecture not listed stops the load, naming the
file and its `architectures`/`model_type`; a missing key or an impossible value names the file
and the key (`ConfigError`).
"""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from . import inputs
from .shapes import (MAX_EXPERTS, active_problem, MAX_SHARED_EXPERTS, stated_precision, MAX_VOCAB, MIN_VOCAB, Shape, attention_width_problem, column_problems, size_fits,
                     stated_size, width_problem)

MAX_BYTES = 2_000_000
MAX_DIMENSION = 10_000_000      # any one size or count in a config (the largest real one, a vocabulary, is ~2.6e5)
ATTENTION_KINDS = ("gqa", "mla")  # the attention a shape models (models.csv's enum)
MAX_LAYERS = 10_000               # decoder layers (published models: at most about 130)
#: a key of an inline model_shape held to its own limit, where tighter than MAX_DIMENSION
KEY_LIMITS = {"layers": MAX_LAYERS, "vocab_size": MAX_VOCAB, "experts": MAX_EXPERTS, "shared_experts": MAX_SHARED_EXPERTS}
DENSE = {"LlamaForCausalLM": "llama", "MistralForCausalLM": "mistral", "Qwen2ForCausalLM": "qwen2",
         "Qwen3ForCausalLM": "qwen3"}
MOE = {"Qwen3MoeForCausalLM": "qwen3_moe", "MixtralForCausalLM": "mixtral", "GptOssForCausalLM": "gpt_oss",
       "Llama4ForConditionalGeneration": "llama4", "Llama4ForCausalLM": "llama4_text",
       "DeepseekV3ForCausalLM": "deepseek_v3"}
KNOWN = {**DENSE, **MOE}
#: the inline `model_shape:` mapping of a scenario: the columns of data/models.csv
SHAPE_KEYS = ("layers", "hidden_size", "ffn_size", "attention_heads", "kv_heads", "head_dim", "vocab_size",
              "experts", "experts_per_token", "shared_experts", "expert_ffn_size", "moe_layers", "attention",
              "kv_lora_rank", "qk_rope_head_dim", "q_lora_rank", "v_head_dim", "tied_embeddings", "name")


class ConfigError(ValueError):
    """A model configuration that cannot be read as a shape; the message names the file and the key,
    on one line (a line break in the file's name written as an escape)."""

    def __init__(self, message: str | list[str]):
        # several problems (an inline shape's keys): one line each
        lines = [message] if isinstance(message, str) else message
        super().__init__("\n".join(inputs.printable(line) for line in lines))


def _document(path: Path) -> dict:
    """A config.json read to its limit and parsed, as an object; a ConfigError naming what is wrong."""
    where = str(path)
    text = ""
    try:
        text = inputs.read_bytes(path, MAX_BYTES).decode("utf-8-sig")
        doc = inputs.json_loads(text)
    except inputs.Changed:
        raise
    except inputs.InputError as exc:
        raise ConfigError(str(exc)) from None
    except inputs.DuplicateKey as exc:
        raise ConfigError(f"{where}: {exc}") from None
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{where}: not UTF-8 text (byte {exc.start})" + inputs.utf16_hint(exc.object[:4])) from None
    except json.JSONDecodeError as exc:
        raise ConfigError(f"{where}: not JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except RecursionError:
        raise ConfigError(f"{where}: the JSON is nested too deeply for a model config") from None
    except ValueError as exc:          # e.g. an integer of more digits than Python converts
        if at := inputs.long_number_at(text):
            raise ConfigError(f"{where}: {at}: a number of thousands of digits, expected a model dimension") from None
        raise ConfigError(f"{where}: not a model config's JSON ({str(exc)[:120]})") from None
    if not isinstance(doc, dict):
        raise ConfigError(f"{where}: a JSON object is expected, got {type(doc).__name__}")
    if isinstance(doc.get("_name_or_path"), str) and not doc["_name_or_path"].strip(" ./\\"):
        del doc["_name_or_path"]        # '.' or './': save_pretrained's word for 'this folder', not a name
    return doc


def folder_name(path: Path) -> str:
    """The name a config's folder gives its model: the folder's own, or in the Hugging Face cache
    (`models--org--name/snapshots/<commit>/config.json`) the model's 'org/name', not the commit."""
    parent = path.parent
    if parent.parent.name == "snapshots" and parent.parent.parent.name.startswith("models--"):
        return parent.parent.parent.name[len("models--"):].replace("--", "/")
    return parent.name


def read(path: str | Path) -> Shape:
    """The shape of the model a Hugging Face `config.json` describes."""
    path = Path(path)
    return from_config(_document(path), str(path), default_name=folder_name(path) or path.stem)


#: the weight precision a config's quantization_config states, by its quant_method (Hugging Face's names);
#: a method not listed is said as quantized, of a precision not known here
QUANT_METHODS = {"fp8": "fp8", "fbgemm_fp8": "fp8", "mxfp4": "fp4", "awq": "4-bit", "gptq": "4-bit",
                 "bitsandbytes": "4-bit or int8", "compressed-tensors": "quantized"}
#: an integer weight width (GPTQ's and AWQ's `bits`, compressed-tensors' `num_bits`) as a precision
BITS = {8: "int8", 4: "4-bit"}


#: torch_dtype values that are themselves a quantized weight precision (transformers' names)
QUANT_DTYPES = {"float8_e4m3fn": "fp8", "float8_e4m3fnuz": "fp8", "float8_e5m2": "fp8", "float8_e5m2fnuz": "fp8",
                "int8": "int8", "uint8": "int8", "int4": "4-bit", "uint4": "4-bit"}


def quantization(path: str | Path) -> tuple[str, str] | None:
    """(weight precision, what states it) for a config.json whose checkpoint is quantized, or None (it
    holds its weights unquantized). Stated by its `quantization_config` (quant_method), else by a
    torch_dtype that is a quantized type (float8_e4m3fn, int8), else by its model's name (`_name_or_path`
    or the folder's: '...-AWQ', '...-FP8'). A config `read` refuses states nothing here."""
    path = Path(path)
    try:
        doc = _document(path)
    except ConfigError:
        return None
    q = doc.get("quantization_config")
    if isinstance(q, dict) and q:
        method = str(q.get("quant_method") or "not named")[:40]
        return _quant_precision(q, method.lower()), f"quantization_config.quant_method {method}"
    for key in ("torch_dtype", "dtype"):
        if isinstance(doc.get(key), str) and doc[key].lower() in QUANT_DTYPES:
            return QUANT_DTYPES[doc[key].lower()], f"{key} {doc[key][:40]}"
    for name in (doc.get("_name_or_path"), folder_name(path)):
        if isinstance(name, str) and (stated := stated_precision(name)):
            return stated, f"its model's name {inputs.short(name.rsplit('/', 1)[-1], 60)}"
    return None


def _quant_precision(q: dict, method: str) -> str:
    """The weight precision a quantization_config states: by its method, refined by the width it gives
    (bitsandbytes' load_in_8bit / load_in_4bit, GPTQ's and AWQ's bits, compressed-tensors' weight groups)."""
    if method == "bitsandbytes":
        return "int8" if q.get("load_in_8bit") is True else "4-bit" if q.get("load_in_4bit") is True else \
            QUANT_METHODS[method]
    if method in ("gptq", "awq") and isinstance(q.get("bits"), int) and not isinstance(q.get("bits"), bool):
        return BITS.get(q["bits"], f"{q['bits']}-bit")
    if method == "compressed-tensors" and isinstance(q.get("config_groups"), dict):
        said = set()
        for group in q["config_groups"].values():
            w = group.get("weights") if isinstance(group, dict) else None
            if not isinstance(w, dict) or isinstance(w.get("num_bits"), bool) or not isinstance(w.get("num_bits"), int):
                return "quantized"
            said.add(f"fp{w['num_bits']}" if w.get("type") == "float" else BITS.get(w["num_bits"], f"{w['num_bits']}-bit"))
        return said.pop() if len(said) == 1 else "quantized"
    return QUANT_METHODS.get(method, "quantized")


def _arch(doc: dict, where: str) -> str:
    archs = doc.get("architectures") or []
    if not isinstance(archs, list):
        raise ConfigError(f"{where}: key 'architectures' is {inputs.short(archs, 60)}, expected a list of class "
                          "names (e.g. [\"LlamaForCausalLM\"]), as transformers writes it")
    mt = doc.get("model_type")
    named = {a: KNOWN[a] for a in archs if isinstance(a, str) and a in KNOWN}
    if len({t.removesuffix("_text") for t in named.values()}) > 1:
        raise ConfigError(f"{where}: key 'architectures' names {len(named)} models' classes ({', '.join(named)}: "
                          f"model_type {' and '.join(repr(t) for t in dict.fromkeys(named.values()))}): the file mixes "
                          "two models' configs; give the config.json of one checkpoint")
    for a in archs:
        if isinstance(a, str) and a in KNOWN:
            if mt in KNOWN.values() and mt.removesuffix("_text") != KNOWN[a].removesuffix("_text"):
                raise ConfigError(f"{where}: key 'model_type' is {mt!r}, but key 'architectures' names {a} (model_type "
                                  f"{KNOWN[a]!r}): the file mixes two models' configs; give the config.json of "
                                  "one checkpoint")
            return KNOWN[a]
    if mt in KNOWN.values():
        return mt
    raise ConfigError(f"{where}: the architecture {archs!r} (model_type {mt!r}) is not one this project models "
                      f"(known: {', '.join(KNOWN)})")


def from_config(doc: dict, where: str, default_name: str = "") -> Shape:
    """A config.json's model as a shape (ConfigError naming the file and key of what is wrong); a name
    stating a size the shape does not add up to (a 70B name on an 8B's config: the wrong file copied)
    is refused, since every report would head the 8B's numbers with the 70B's name."""
    q = doc.get("quantization_config")
    if q is not None and not isinstance(q, dict):      # a list or a text would read as no quantization at all
        raise ConfigError(f"{where}: key 'quantization_config' is {inputs.short(q, 60)}, expected a mapping (as "
                          "transformers writes it: {\"quant_method\": \"fp8\", ...})")
    shape = _has_kv(_from_config(doc, where, default_name), where)
    cfg = doc.get("text_config") if isinstance(doc.get("text_config"), dict) else doc
    for value, column, keys in ((shape.ffn, "ffn_size", ("intermediate_size_mlp", "intermediate_size")),
                                (shape.expert_ffn, "expert_ffn_size", ("moe_intermediate_size", "intermediate_size")),
                                (shape.kv_lora_rank, "kv_lora_rank", ("kv_lora_rank",)),
                                (shape.q_lora_rank, "q_lora_rank", ("q_lora_rank",))):
        if why := width_problem(shape.hidden, column, value):     # models.csv's rule for the width, the same here
            key = next((k for k in keys if cfg.get(k) == value), keys[-1])
            raise ConfigError(f"{where}: key '{key}' is {value}, expected {why}")
    if shape.experts and not shape.moe_layers:    # no layer has experts (a Qwen3-MoE config listing every
        # layer in mlp_only_layers, a DeepSeek one whose first_k_dense_replace is every layer): a dense model
        shape = replace(shape, experts=0, experts_per_token=0, shared_experts=0, expert_ffn=0)
    if why := active_problem(shape.name, shape):
        said = "key '_name_or_path'" if doc.get("_name_or_path") else "the config's folder name"
        raise ConfigError(f"{where}: {said} is {shape.name!r}, {why}: num_experts_per_tok (or the experts) "
                          "mistyped, or the config of another model?")
    size = stated_size(shape.name)
    if size and not size_fits(size, shape.params, shape.active_params):
        said = "key '_name_or_path'" if doc.get("_name_or_path") else "the config's folder name"
        raise ConfigError(f"{where}: {said} is {shape.name!r}, a model of {size / 1e9:g}B parameters, but the "
                          f"config's shape adds up to {shape.params / 1e9:.3g}B ({shape.layers} layers, hidden "
                          f"{shape.hidden}, ffn {shape.ffn}, {shape.heads} heads, vocabulary {shape.vocab}"
                          + (f", {shape.experts} experts of {shape.expert_ffn}" if shape.experts else "") +
                          "): the config of another model, or one of these mistyped? (give the config of the model "
                          "named, or name it as it is)")
    return shape


def _from_config(doc: dict, where: str, default_name: str = "") -> Shape:
    arch = _arch(doc, where)
    cfg = doc.get("text_config") if arch == "llama4" else doc
    if not isinstance(cfg, dict):
        raise ConfigError(f"{where}: key 'text_config': a mapping is expected (Llama 4 keeps its text model there)")
    at = f"{where}" + (": text_config" if arch == "llama4" else "")

    def get(key, default=None, minimum=1, kind=int, maximum=MAX_DIMENSION):
        v = cfg.get(key)
        v = default if v is None else v           # null reads as absent, as transformers' configs read it
        if v is None:
            raise ConfigError(f"{at}: key '{key}' is {'null' if key in cfg else 'missing'}, expected a whole "
                              f"number (a {arch} shape needs it)")
        if kind is int and (isinstance(v, bool) or not isinstance(v, int)):
            raise ConfigError(f"{at}: key '{key}' is {v!r}, expected a whole number")
        if kind is int and not minimum <= v <= maximum:
            raise ConfigError(f"{at}: key '{key}' is {str(v)[:40]}, expected a whole number from {minimum} to "
                              f"{maximum:,}")
        return v

    # the deepest published models have about a hundred layers: the range said is the range applied
    layers = get("num_hidden_layers", maximum=MAX_LAYERS)
    hidden, heads = get("hidden_size"), get("num_attention_heads")
    kv = get("num_key_value_heads", heads)
    if heads % kv:
        raise ConfigError(f"{at}: key 'num_key_value_heads' is {kv}, which does not divide num_attention_heads "
                          f"({heads})")
    if hidden < heads:
        raise ConfigError(f"{at}: key 'hidden_size' is {hidden}, fewer than num_attention_heads ({heads}): "
                          "each head needs at least one dimension")
    head_dim = get("head_dim") if cfg.get("head_dim") is not None else hidden // heads
    if why := attention_width_problem(hidden, heads, head_dim):
        raise ConfigError(f"{at}: key 'head_dim' is {head_dim}, expected {why}")
    vocab = get("vocab_size", minimum=MIN_VOCAB, maximum=MAX_VOCAB)              # models.csv's and model_shape's limit too
    tied = cfg.get("tie_word_embeddings", doc.get("tie_word_embeddings", False))
    if not isinstance(tied, bool):                 # bool("false") is True: 0.5B parameters lost
        raise ConfigError(f"{at}: key 'tie_word_embeddings' is {inputs.short(tied, 40)}, expected true or false "
                          "(a JSON boolean, not text)")
    name = str(doc.get("_name_or_path") or default_name or arch)[:200]
    # the name is shown on one line in every report, index and headline
    if not name.strip():
        said = "key '_name_or_path'" if doc.get("_name_or_path") else "the config's folder name"
        raise ConfigError(f"{at}: {said} is {inputs.short(name, 40)}, blank; expected the model's name (every "
                          "sentence of the report names it): give _name_or_path in the config")
    if odd := inputs.mark_stack(name):
        said = "key '_name_or_path'" if doc.get("_name_or_path") else "the config's folder name"
        raise ConfigError(f"{at}: {said} holds {odd}")
    if c := inputs.CONTROL_RE.search(name) or inputs.ONE_LINE_RE.search(name):
        said = "key '_name_or_path'" if doc.get("_name_or_path") else "the config's folder name"
        raise ConfigError(f"{at}: {said} holds {inputs.what_char(c[0])}; expected {inputs.NO_CONTROL}, "
                          "on one line (no tab or line break)")
    common = dict(layers=layers, hidden=hidden, heads=heads, kv_heads=kv, head_dim=int(head_dim), vocab=vocab,
                  name=name, tied_embeddings=tied)
    if arch in DENSE.values():
        return Shape(ffn=get("intermediate_size"), **common)
    if arch == "qwen3_moe":
        step = get("decoder_sparse_step", 1, maximum=layers)          # every step-th layer has experts
        dense_set = set(_layer_list(cfg, "mlp_only_layers", layers, at) or [])
        moe_layers = sum(1 for i in range(layers) if i not in dense_set and (i + 1) % step == 0)
        e, k = get("num_experts", maximum=MAX_EXPERTS), get("num_experts_per_tok")
        _check_k(e, k, at, "num_experts")
        return Shape(ffn=get("intermediate_size"), experts=e, experts_per_token=k, shared_experts=0,
                     expert_ffn=get("moe_intermediate_size"), moe_layers=moe_layers, **common)
    if arch in ("mixtral", "gpt_oss"):
        e, k = get("num_local_experts", maximum=MAX_EXPERTS), get("num_experts_per_tok")
        if cfg.get("experts_per_token") is not None and cfg.get("experts_per_token") != k:   # gpt-oss writes both
            raise ConfigError(f"{at}: key 'experts_per_token' is {str(cfg['experts_per_token'])[:40]}, but key "
                              f"'num_experts_per_tok' is {k}: one count of the experts a token uses; give one value")
        _check_k(e, k, at, "num_local_experts")
        f = get("intermediate_size")
        return Shape(ffn=f, experts=e, experts_per_token=k, expert_ffn=f, moe_layers=layers, **common)
    if arch in ("llama4", "llama4_text"):
        e, k = get("num_local_experts", maximum=MAX_EXPERTS), get("num_experts_per_tok")
        _check_k(e, k, at, "num_local_experts")
        step = get("interleave_moe_layer_step", 1, maximum=layers)       # every step-th layer has experts,
        listed = _layer_list(cfg, "moe_layers", layers, at)             # unless they are listed
        moe_layers = layers // step if listed is None else len(listed)
        return Shape(ffn=get("intermediate_size_mlp", cfg.get("intermediate_size")), experts=e, experts_per_token=k,
                     shared_experts=1, expert_ffn=get("intermediate_size"), moe_layers=moe_layers, **common)
    # deepseek_v3: latent attention
    e, k = get("n_routed_experts", maximum=MAX_EXPERTS), get("num_experts_per_tok")
    _check_k(e, k, at, "n_routed_experts")
    first_dense = get("first_k_dense_replace", 0, minimum=0)
    if first_dense > layers:
        raise ConfigError(f"{at}: key 'first_k_dense_replace' is {first_dense}, more than num_hidden_layers "
                          f"({layers})")
    rope, nope = get("qk_rope_head_dim"), get("qk_nope_head_dim")
    common["head_dim"] = nope + rope
    if why := attention_width_problem(hidden, heads, nope + rope):     # the rule of the other configs' head_dim
        raise ConfigError(f"{at}: keys 'qk_nope_head_dim' + 'qk_rope_head_dim' are {nope} + {rope}, expected {why}")
    v_head = get("v_head_dim", nope + rope)
    if why := attention_width_problem(hidden, heads, v_head):
        raise ConfigError(f"{at}: key 'v_head_dim' is {v_head}, expected {why}")
    shared = get("n_shared_experts", 0, minimum=0, maximum=MAX_SHARED_EXPERTS)
    freq = get("moe_layer_freq", 1, maximum=layers)            # layer i has experts past the dense ones, every freq-th
    return Shape(ffn=get("intermediate_size"), experts=e, experts_per_token=k, shared_experts=shared,
                 expert_ffn=get("moe_intermediate_size"),
                 moe_layers=sum(1 for i in range(first_dense, layers) if i % freq == 0), attention="mla",
                 kv_lora_rank=get("kv_lora_rank"), qk_rope_head_dim=rope, q_lora_rank=get("q_lora_rank", 0, minimum=0),
                 v_head_dim=v_head, **common)


def _check_k(experts: int, k: int, where: str, key: str) -> None:
    if k > experts:
        raise ConfigError(f"{where}: key 'num_experts_per_tok' is {k}, more than {key} ({experts})")


def _layer_list(cfg: dict, key: str, layers: int, at: str) -> list[int] | None:
    """A config's list of layer numbers (Qwen3-MoE's mlp_only_layers, Llama 4's moe_layers), each once and
    each a layer of the model; None when the key is absent or null. 0 or {} is no list: refused."""
    value = cfg.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(i, int) and not isinstance(i, bool) and 0 <= i < layers
                                              for i in value) or len(set(value)) != len(value):
        raise ConfigError(f"{at}: key '{key}' is {str(value)[:40]}, expected a list of layer numbers, each once, "
                          f"from 0 to {layers - 1} (num_hidden_layers is {layers})")
    return value


def from_mapping(m: dict, where: str) -> Shape:
    """An inline `model_shape:` mapping (the columns of data/models.csv) as a shape; `where`, when given,
    leads each message (the keys are named in full, 'model_shape.experts')."""
    at = f"{where}: " if where else ""
    # every problem in one message (a user fixing one at a time would run once per key), each key against its
    # real limit (layers, vocabulary and experts have tighter ones than any other size)
    unknown = [k for k in m if k not in SHAPE_KEYS]
    said = [f"key 'model_shape' has unknown keys {', '.join(map(str, unknown))} (known: {', '.join(SHAPE_KEYS)})"] \
        if unknown else []
    missing = [f"key 'model_shape.{k}' is missing" for k in ("layers", "hidden_size", "ffn_size", "attention_heads",
                                                               "vocab_size") if k not in m]
    said += missing
    numbers = not missing
    for k, v in m.items():
        if k in ("attention", "name", "tied_embeddings") or k in unknown:
            continue
        zero = k in ("experts", "experts_per_token", "shared_experts", "expert_ffn_size", "moe_layers",
                     "kv_lora_rank", "qk_rope_head_dim", "q_lora_rank", "v_head_dim")     # 0: none, or dense
        low, top = 0 if zero else MIN_VOCAB if k == "vocab_size" else 1, KEY_LIMITS.get(k, MAX_DIMENSION)
        if isinstance(v, bool) or not isinstance(v, int) or not low <= v <= top:
            said.append(f"key 'model_shape.{k}' is {str(v)[:40]}, expected a whole number from {low:,} to {top:,}")
            numbers = False
    if "name" in m and not (isinstance(m["name"], str) and m["name"].strip()):
        said.append(f"key 'model_shape.name' is {str(m['name'])[:40]!r}, expected a text (the name the report "
                    "gives your model)")
    if "tied_embeddings" in m and not isinstance(m["tied_embeddings"], bool):
        said.append(f"key 'model_shape.tied_embeddings' is {str(m['tied_embeddings'])[:40]!r}, expected true or false")
    if m.get("attention", "gqa") not in ATTENTION_KINDS:
        said.append(f"key 'model_shape.attention' is {str(m['attention'])[:40]!r}, expected one of "
                    f"{', '.join(ATTENTION_KINDS)} (grouped-query or DeepSeek-style latent attention)")
    if numbers:                                    # the sizes are whole numbers: how they go together
        heads, kv, experts = m["attention_heads"], m.get("kv_heads", m["attention_heads"]), m.get("experts", 0)
        if m["hidden_size"] < heads:
            said.append(f"key 'model_shape.hidden_size' is {m['hidden_size']}, fewer than attention_heads "
                        f"({heads}): each head needs at least one dimension")
        else:                                      # models.csv's rule for these columns, the same here
            said += [f"key 'model_shape.{col}' is {m.get(col, 'missing')}, expected {expected}"
                     for col, _, expected in column_problems(m)]
        if heads % kv:
            said.append(f"key 'model_shape.kv_heads' is {kv}, expected a divisor of attention_heads ({heads}): "
                        "each KV head serves whole query heads")
        if experts and m.get("experts_per_token", 0) > experts:
            said.append(f"key 'model_shape.experts_per_token' is {m['experts_per_token']}, expected at most experts "
                        f"({experts}): a token is routed to some of the experts")
        if experts and m.get("moe_layers") == 0:
            said.append(f"key 'model_shape.moe_layers' is 0 with {experts} experts, expected at least 1 (experts in "
                        "no layer are no experts: leave experts out for a dense model)")
        if experts and m.get("moe_layers", 0) > m["layers"]:
            said.append(f"key 'model_shape.moe_layers' is {m['moe_layers']}, expected at most layers "
                        f"({m['layers']}): a layer with experts is one of the model's layers")
    if said:
        raise ConfigError([at + line for line in dict.fromkeys(said)])
    row = {"kv_heads": m["attention_heads"], "head_dim": m["hidden_size"] // m["attention_heads"],
           "name": "your model", **m}
    shape = Shape.from_row(row)
    if why := active_problem(shape.name, shape):
        raise ConfigError(f"{at}key 'model_shape.name' is {shape.name[:60]!r}, {why}: experts_per_token mistyped, "
                          "or the name of another model?")
    size = stated_size(shape.name)
    if size and not size_fits(size, shape.params, shape.active_params):
        raise ConfigError(f"{at}key 'model_shape.name' is {shape.name[:60]!r}, a model of {size / 1e9:g}B parameters, "
                          f"but the shape adds up to {shape.params / 1e9:.3g}B: one of the sizes mistyped, or the "
                          "name of another model?")
    return _has_kv(shape, f"{at}key 'model_shape'")


def _has_kv(shape: Shape, where: str) -> Shape:
    """A shape whose KV cache is 0 bytes per token (latent attention without kv_lora_rank, a head of 0
    dimensions) would serve an infinite batch: refused, naming what is missing."""
    if not shape.kv_bytes_per_token("bf16") > 0:
        raise ConfigError(f"{where}: its KV cache comes to 0 bytes per token (latent attention needs kv_lora_rank "
                          "and qk_rope_head_dim; every head at least one dimension)")
    return shape
