# what: entities.csv: trn2.48xlarge's chips slipped from 16 to 8 (its specs totals still 16 chips' worth): the message must point at entities.csv's chips, not only at the specs rows
# expect-rc: 1
# expect: entities.csv
# expect: field 'chips'
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/entities.csv "trn2.48xlarge,trn2.48xlarge,instance,AWS,Trainium,2,trainium2,16,trn2," "trn2.48xlarge,trn2.48xlarge,instance,AWS,Trainium,2,trainium2,8,trn2,"
"$TR" validate d
