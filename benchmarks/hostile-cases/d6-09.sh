# what: measurements.csv: the first run's model_id written 'llama-3.1-8B' (the model's id with an upper-case B: a foreign key to no row of models.csv)
# expect-rc: 1
# expect: measurements.csv
# expect: model_id
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/measurements.csv "inf2-throughput-l2,inf2.48xlarge,1,decode,Llama-3-8B,llama-3.1-8b," "inf2-throughput-l2,inf2.48xlarge,1,decode,Llama-3-8B,llama-3.1-8B,"
"$TR" validate d
