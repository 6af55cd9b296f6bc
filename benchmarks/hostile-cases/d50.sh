# what: measurements.csv: the trn1 Llama-3.1-8B training run with a per-replica batch 2048 above its global_batch 1024 (dp 32)
# expect-rc: 1
# expect: measurements.csv
# expect: batch
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/measurements.csv "trn1-training-l2,trn1.32xlarge,32,training,Llama-3.1-8B pre-training,llama-3.1-8b,32,1,32,1,1024,8192," "trn1-training-l2,trn1.32xlarge,32,training,Llama-3.1-8B pre-training,llama-3.1-8b,32,1,32,2048,1024,8192,"
"$TR" validate d
