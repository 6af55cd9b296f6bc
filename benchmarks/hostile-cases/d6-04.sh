# what: measurements.csv: the first run's ttft_ms (68.95) entered in seconds (0.06895): a prefill of 128 tokens on Llama 8B 1000x faster than reported
# expect-rc: 1
# expect: measurements.csv
# expect: ttft_ms
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/measurements.csv "8064,int8,bf16,2.18.1,649.17,68.95,15.22," "8064,int8,bf16,2.18.1,649.17,0.06895,15.22,"
"$TR" validate d
