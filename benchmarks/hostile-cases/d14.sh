# what: models.csv: qwen3-235b-a22b with experts_per_token 200 of 128 experts
# expect-rc: 1
# expect: models.csv
# expect: experts_per_token
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/models.csv ",151936,128,8,0,1536," ",151936,128,200,0,1536,"
"$TR" validate d
