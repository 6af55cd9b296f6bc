# what: prices.csv: the same trn2.48xlarge Capacity Block price (line 94) dated 2023-12-03, 366 days before available_from 2024-12-03 (2024 a leap year; data/README: not more than 365 days): rc 1 naming prices.csv, line 94, as_of
# expect-rc: 1
# expect: prices.csv
# expect: 94
# expect: as_of
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
setcell d/prices.csv 94 as_of 2023-12-03
timeout 55 "$TR" validate d
