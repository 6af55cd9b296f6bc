# what: model command on a config.json whose architectures lists two models ["LlamaForCausalLM", "MixtralForCausalLM"] with Mixtral's expert keys and no model_type: contradicting keys
# expect-rc: 1
# expect: cfg.json
# expect: architectures
$PY - <<'P'
import json, os
c = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
c["architectures"] = ["LlamaForCausalLM", "MixtralForCausalLM"]; c.pop("model_type", None)
c["num_local_experts"] = 8; c["num_experts_per_tok"] = 2
json.dump(c, open("cfg.json", "w"), indent=1)
P
"$TR" model cfg.json
