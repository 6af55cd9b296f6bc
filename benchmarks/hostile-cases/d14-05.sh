# what: specs.csv: tpu-v5p-pod's max_scale (line 206, 6144 chips) written 255 (one under checks.yaml max-scale's new floor of 256, 'a TPU v5e pod the least'): rc 1 naming specs.csv, line 206 and max-scale
# expect-rc: 1
# expect: specs.csv
# expect: 206
# expect: max-scale
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
setcell d/specs.csv 206 value 255
timeout 55 "$TR" validate d
