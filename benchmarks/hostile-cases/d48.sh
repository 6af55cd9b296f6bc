# what: measurements.csv: an inf2 decode run with seq_len 1024 but 128 input + 8,064 output tokens (longer than the sequence it was compiled for)
# expect-rc: 1
# expect: measurements.csv
# expect: seq_len
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/measurements.csv "inf2-throughput-l2,inf2.48xlarge,1,decode,Llama-3-8B,llama-3.1-8b,24,,,8,,8192,128,8064," "inf2-throughput-l2,inf2.48xlarge,1,decode,Llama-3-8B,llama-3.1-8b,24,,,8,,1024,128,8064,"
"$TR" validate d
