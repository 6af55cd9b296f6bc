# what: claims.csv: a range claim whose claimed_high (20) is below its claimed (30)
# expect-rc: 1
# expect: claims.csv
# expect: claimed_high
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/claims.csv ",trn2.48xlarge,p5en.48xlarge,30,40,percent," ",trn2.48xlarge,p5en.48xlarge,30,20,percent,"
"$TR" validate d
