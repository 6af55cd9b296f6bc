"""Your model (issue 21): a Hugging Face config.json or an inline shape, dense or a mixture of
experts; the distinct-experts rule; errors that name the file and the key."""
import json
from pathlib import Path

import numpy as np
import pytest

from trainium_report import costs, hfconfig, performance as perf, scenario
from helpers import run_main

ROOT = Path(__file__).resolve().parent.parent
CONFIGS = ROOT / "scenarios" / "examples" / "configs"


def test_a_dense_config_is_the_dataset_row(ds):
    mine = hfconfig.read(CONFIGS / "llama-3.1-8b-config.json")
    row = perf.model_shape(ds, "llama-3.1-8b")
    keys = ("layers", "hidden", "ffn", "heads", "kv_heads", "head_dim", "vocab", "experts", "tied_embeddings")
    assert {k: getattr(mine, k) for k in keys} == {k: getattr(row, k) for k in keys}
    assert mine.params == row.params == mine.active_params


def test_a_config_gives_the_same_estimate_as_the_model_id(ds, tmp_path):
    a = scenario.load(None, {"model": "llama-3.1-8b", "tokens_per_day": 2e8})
    b = scenario.load(None, {"model": str(CONFIGS / "llama-3.1-8b-config.json"), "tokens_per_day": 2e8})
    ea, eb = costs.inference_estimate(ds, a)[0], costs.inference_estimate(ds, b)[0]
    cols = ["candidate", "batch", "chips_per_replica", "usd_per_m_tokens", "monthly_bill_usd"]
    assert ea[cols].equals(eb[cols])


def test_the_distinct_experts_rule():
    s = perf.Shape(layers=2, hidden=64, ffn=128, heads=4, kv_heads=2, head_dim=16, vocab=100, experts=64,
                   experts_per_token=4, expert_ffn=32, moe_layers=2)
    assert s.experts_touched(1) == pytest.approx(4)                       # one token: its k experts
    assert s.experts_touched(10_000) == pytest.approx(64)                 # a large batch: every expert
    assert s.experts_touched(2) == pytest.approx(64 * (1 - (1 - 4 / 64) ** 2))   # E (1 - (1 - k/E)^B)
    # bytes a step reads grow from the active weights to all of them
    assert float(s.step_weight_bytes("bf16", 1)) == pytest.approx(s.active_params * 2)
    assert float(s.step_weight_bytes("bf16", 10_000)) == pytest.approx(s.params * 2)
    # worked by hand: each expert 3 x 64 x 32 = 6,144; 2 layers x 64 experts; active: 2 x 4
    assert s.params - s.active_params == pytest.approx(2 * (64 - 4) * 6144)


@pytest.mark.parametrize("doc,key", [
    ({"architectures": ["WhisperForConditionalGeneration"], "model_type": "whisper"}, "whisper"),
    ({"architectures": ["LlamaForCausalLM"], "hidden_size": 4096}, "num_hidden_layers"),
    ({"architectures": ["LlamaForCausalLM"], "num_hidden_layers": 32, "hidden_size": 4096,
      "num_attention_heads": 32, "num_key_value_heads": 5, "vocab_size": 32000, "intermediate_size": 14336}, "num_key_value_heads"),
    ({"architectures": ["MixtralForCausalLM"], "num_hidden_layers": 32, "hidden_size": 4096, "num_attention_heads": 32,
      "vocab_size": 32000, "intermediate_size": 14336, "num_local_experts": 8, "num_experts_per_tok": 9}, "num_experts_per_tok"),
    ({"architectures": ["LlamaForCausalLM"], "num_hidden_layers": "32"}, "num_hidden_layers"),
])
def test_a_bad_config_names_the_file_and_the_key(tmp_path, doc, key):
    f = tmp_path / "config.json"
    f.write_text(json.dumps(doc))
    with pytest.raises(hfconfig.ConfigError, match=key) as exc:
        hfconfig.read(f)
    assert str(f) in str(exc.value)


def test_not_json_and_a_bad_config_stop_the_scenario_up_front(tmp_path):
    (tmp_path / "config.json").write_text("{nope")
    (tmp_path / "s.yaml").write_text("model: config.json\n")          # relative to the scenario file
    with pytest.raises(scenario.ScenarioError, match=r"config.json: not JSON \(line 1"):
        scenario.load(tmp_path / "s.yaml")


def test_an_inline_shape_is_the_model(ds):
    row = ds.models.set_index("model_id").loc["llama-3.1-8b"]
    inline = {k: int(row[k]) for k in ("layers", "hidden_size", "ffn_size", "attention_heads", "kv_heads", "head_dim",
                                       "vocab_size")}
    p = scenario.load(None, {"model_shape": inline})
    assert perf.model_shape(ds, p["model"]).params == perf.model_shape(ds, "llama-3.1-8b").params
    with pytest.raises(scenario.ScenarioError, match="model_shape.*unknown keys wings"):
        scenario.load(None, {"model_shape": {**inline, "wings": 2}})


def test_the_model_command_prints_the_shape(capsys):
    r = run_main(capsys, "model", CONFIGS / "llama-3.1-8b-config.json", "--candidates", "p5.4xlarge", "inf2.xlarge")
    assert r.returncode == 0 and "8.03 B total" in r.stdout and "p5.4xlarge: 1 of its 1 chip(s)" in r.stdout
    r = run_main(capsys, "model", "no-such-model")
    assert r.returncode == 1 and "unknown model" in r.stderr


def test_a_moe_config_gives_its_total_and_active_parameters(ds):
    """Qwen3-30B-A3B: about 30.5 B total and 3.3 B active (the model card's figures; the data row
    cites the Qwen3 report's rounded 30 B / 3 B). Worked: 48 layers x 128 experts x 3 x 2,048 x 768
    = 28.99 B of experts; 8 of 128 of them a token."""
    s = hfconfig.read(CONFIGS / "qwen3-30b-a3b-config.json")
    assert s.moe and s.experts == 128 and s.experts_per_token == 8 and s.moe_layers == 48
    assert s.params / 1e9 == pytest.approx(30.5, rel=0.01) and s.active_params / 1e9 == pytest.approx(3.3, rel=0.02)
    assert s.params - s.active_params == pytest.approx(48 * 120 * 3 * 2048 * 768)
    row = perf.model_shape(ds, "qwen3-30b-a3b")
    assert (row.params, row.active_params) == (s.params, s.active_params)


@pytest.mark.parametrize("model_id", ["qwen3-235b-a22b", "llama-4-maverick-17b-128e"])
def test_shipped_moe_shapes_match_their_model_cards(ds, model_id):
    row = ds.models.set_index("model_id").loc[model_id]
    s = perf.model_shape(ds, model_id)
    assert s.params == pytest.approx(row["params_total_card"], rel=0.02)
    assert s.active_params == pytest.approx(row["params_active_card"], rel=0.02)


def test_moe_compute_follows_the_active_parameters_and_memory_the_total(ds):
    s = perf.model_shape(ds, "qwen3-235b-a22b")
    pt1 = perf.serving_curve(s, "bf16", 1500, 250, 16, 667.0, 2.9, {"bandwidth_efficiency": 1.0, "decode_mfu": 1.0,
                             "prefill_mfu": 1.0, "step_overhead_ms": 0.0}, [1])
    # batch 1: the step reads the non-expert weights and one token's 8 experts, not all 128
    ideal = (float(s.step_weight_bytes("bf16", 1)) + s.kv_bytes_per_token() * 1 * (1500 + 125)) / (16 * 2.9e12)
    assert pt1.step_s[0] == pytest.approx(ideal, rel=1e-9)
    assert float(s.step_weight_bytes("bf16", 1)) < 0.15 * s.weight_bytes("bf16")
    # the memory fit holds every expert: 235 B x 2 bytes
    assert s.weight_bytes("bf16") / 1e9 == pytest.approx(470, rel=0.01)


def test_latent_attention_counts_and_caches_like_deepseek_v3(ds):
    """DeepSeek-V3: 671 B total, 37 B active (the card); its cache per token per layer is the 512-wide
    latent plus the 64-wide RoPE key: 61 x 576 x 2 bytes = 70,272 bytes in BF16."""
    s = perf.model_shape(ds, "deepseek-v3")
    row = ds.models.set_index("model_id").loc["deepseek-v3"]
    assert s.attention == "mla" and s.params == pytest.approx(row["params_total_card"], rel=0.02)
    assert s.active_params == pytest.approx(row["params_active_card"], rel=0.02)
    assert s.kv_bytes_per_token("bf16") == 61 * 576 * 2


def test_a_huge_size_in_a_config_is_named(tmp_path):
    f = tmp_path / "config.json"
    f.write_text(json.dumps({"architectures": ["LlamaForCausalLM"], "num_hidden_layers": 10 ** 30, "hidden_size": 64,
                             "num_attention_heads": 4, "vocab_size": 10, "intermediate_size": 8}))
    with pytest.raises(hfconfig.ConfigError, match="num_hidden_layers.*from 1 to 10,000$"):
        hfconfig.read(f)
