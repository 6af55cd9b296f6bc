# what: measurements.csv: trn2-llama70b-l2 run with tp 64, pp 4, dp 4 (1,024 cores on a 128-core instance)
# expect-rc: 1
# expect: measurements.csv
# expect: line 82
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/measurements.csv "trn2-llama70b-l2,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1," "trn2-llama70b-l2,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,4,4,1,"
"$TR" validate d
