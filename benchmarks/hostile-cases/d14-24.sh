# what: sources.csv: glennklockwood-h100 (line 38, kind secondary, tier 6) with tier written 1 (data/README: the tier follows the kind, x-tier-by-kind: secondary 6; a tier-1 claim would make a wiki win every H100 conflict): rc 1 naming sources.csv, 38, tier
# expect-rc: 1
# expect: sources.csv
# expect: 38
# expect: tier
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
setcell d/sources.csv 38 tier 1
timeout 55 "$TR" validate d
