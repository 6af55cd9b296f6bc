# what: models.csv: a new MoE model (my-moe: 8 experts, 2 per token) with expert_ffn_size and moe_layers empty, used by a scenario
# expect-rc: 1
# expect: models.csv
# expect: expert_ffn_size
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import csv,io
p="d/models.csv"; t=open(p,newline="",encoding="utf-8").read()
nl="\r\n" if "\r\n" in t else "\n"
if not t.endswith(nl): t+=nl
t+="my-moe,My MoE,47000000000,32,4096,14336,32,8,128,32000,8,2,,,,,,,,,,,llama3-herd-paper,2024-07,made up"+nl
open(p,"w",newline="",encoding="utf-8").write(t)
PY
[ $? = 0 ] || exit 99
printf 'data_dir: d\nmodel: my-moe\n' > s.yaml
"$TR" estimate s.yaml
