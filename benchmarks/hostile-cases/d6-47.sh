# what: claims.csv: the ratio claim inf1-vs-ec2-throughput-2.3x with claimed written '2.3x' (the unit pasted into the number)
# expect-rc: 1
# expect: claims.csv
# expect: claimed
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/claims.csv "throughput,inferentia,,2.3,,ratio,up to," "throughput,inferentia,,2.3x,,ratio,up to,"
"$TR" validate d
