# what: specs.csv: trn3-ultracluster's max_scale (line 439, 1000000) written '1,000,000' (quoted, thousands separators: a spreadsheet's display form; not a number): rc 1 naming specs.csv, 439, value
# expect-rc: 1
# expect: specs.csv
# expect: 439
# expect: value
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
setcell d/specs.csv 439 value '1,000,000'
sed -n 439p d/specs.csv
timeout 55 "$TR" validate d
