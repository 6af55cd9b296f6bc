# what: prices.csv: trn2.48xlarge's us-east-2 Capacity Block price (line 94, per system, 35.76) entered as its per-accelerator rate 2.235 (a 16x slip; 2.235/16 = 0.14 per chip-hour passes price-per-chip-hour's 0.05): price-history (6x within one offer: the same offer's 35.7608 rows, lines 155, 524, 525) names it: rc 1 naming prices.csv, 94, price-history
# expect-rc: 1
# expect: prices.csv
# expect: 94
# expect: price-history
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
setcell d/prices.csv 94 usd_per_hour 2.235
timeout 55 "$TR" validate d
