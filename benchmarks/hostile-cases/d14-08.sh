# what: prices.csv: trn2.48xlarge's us-east-2 Capacity Block price (line 94) dated 2023-12-04, exactly 365 days before its available_from 2024-12-03 (entities.csv line 31; data/README: a price may lie at most 365 days before its hardware's available_from, a preview): legal; a correct result, validate OK with 549 prices
# expect-rc: 0
# expect: OK:
# expect: 549 prices
setcell() { "$PY" - "$@" <<'PYEOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline="", encoding="utf-8").read().split("\n")
hdr = next(csv.reader([raw[0].lstrip("\ufeff")]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator="").writerow(row)
raw[line - 1] = b.getvalue()
open(path, "w", newline="", encoding="utf-8").write("\n".join(raw))
PYEOF
}
cp -r "$PROJECT/data" d
setcell d/prices.csv 94 as_of 2023-12-04
timeout 55 "$TR" validate d
