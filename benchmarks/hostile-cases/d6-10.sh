# what: efficiency.csv: the first NVIDIA training mfu row's as_of written 2025-02-29 (no 29 February in 2025)
# expect-rc: 1
# expect: efficiency.csv
# expect: as_of
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/efficiency.csv "NVIDIA GPU,training,mfu,bf16,0.43,fraction,llama3-herd-paper,2024-07," "NVIDIA GPU,training,mfu,bf16,0.43,fraction,llama3-herd-paper,2025-02-29,"
"$TR" validate d
