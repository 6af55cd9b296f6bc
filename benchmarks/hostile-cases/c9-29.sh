# what: model command on a Llama 4 Scout-style wrapper config.json (Llama4ForConditionalGeneration) whose text_config holds no shape keys but a second text_config with them (nested twice, as a hand-merged config): refused naming cfg.json and text_config (the shape is not where the format puts it), or a correct result from the inner shape; never a traceback
# expect-rc: nonzero
# expect: cfg.json
# expect: text_config
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" inner.json
"$PY" - <<'PY'
import json
inner = json.load(open("inner.json"))
inner.pop("architectures", None); inner.pop("_note", None)
inner["model_type"] = "llama4_text"
cfg = {"architectures": ["Llama4ForConditionalGeneration"], "model_type": "llama4",
       "text_config": {"model_type": "llama4_text", "text_config": inner}, "vision_config": {"hidden_size": 1408}}
json.dump(cfg, open("cfg.json", "w"), indent=1)
PY
timeout 55 "$TR" model cfg.json
