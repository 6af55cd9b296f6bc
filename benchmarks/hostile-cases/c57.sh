# what: Qwen3-MoE config.json with decoder_sparse_step 2 and mlp_only_layers [0, 1]: a correct result, experts in 23 of 48 layers
# expect-rc: 0
# expect: in 23 of 48 layers
$PY - <<'PY'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/qwen3-30b-a3b-config.json"))
d.update(decoder_sparse_step=2, mlp_only_layers=[0, 1], _name_or_path="my-sparse-moe")
json.dump(d, open("cfg.json", "w"))
PY
"$TR" model cfg.json --candidates trn2.48xlarge
