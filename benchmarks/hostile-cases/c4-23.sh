# what: model command given a Hugging Face model.safetensors.index.json (metadata + weight_map, a real JSON but not a config) in place of config.json
# expect-rc: 1
# expect: model.safetensors.index.json
# expect: architecture
$PY - <<'P'
import json
wm = {f"model.layers.{i}.mlp.down_proj.weight": f"model-0000{i % 4 + 1}-of-00004.safetensors" for i in range(32)}
json.dump({"metadata": {"total_size": 16060522496}, "weight_map": wm}, open("model.safetensors.index.json", "w"), indent=2)
P
"$TR" model model.safetensors.index.json
