# what: specs.csv: h100-sxm's memory_capacity from the H200 comparison table (line 157, lzwjava, 80 GB) entered as 800 (a 10x slip still under chip-memory-capacity's 2000 GB, so only sources-agree sees it) in a two-row group with line 148 (80 GB); data/README: of two rows both are named: rc 1 naming specs.csv, lines 157 and 148, sources-agree
# expect-rc: 1
# expect: specs.csv
# expect: 157
# expect: 148
# expect: sources-agree
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
setcell d/specs.csv 157 value 800
timeout 55 "$TR" validate d
