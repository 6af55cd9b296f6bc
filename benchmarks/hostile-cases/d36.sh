# what: efficiency.csv: a training mfu row (0.43) given the unit 'ms' instead of 'fraction'
# expect-rc: 1
# expect: efficiency.csv
# expect: unit
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/efficiency.csv "NVIDIA GPU,training,mfu,bf16,0.43,fraction," "NVIDIA GPU,training,mfu,bf16,0.43,ms,"
"$TR" validate d
