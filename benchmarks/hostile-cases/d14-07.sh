# what: checks.yaml (folder copy): max-scale's min moved back OUTWARD from 256 to 1 (its value before round 64; a loosening) while trn1-ultracluster's max_scale (specs.csv line 324, 30000) is written 30: rc 1 naming max-scale (the loosening refused, or the project's floor names line 324)
# expect-rc: 1
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
"$PY" - <<'PY'
t = open("d/checks.yaml").read()
i = t.index("id: max-scale"); j = t.index("min: 256", i)
open("d/checks.yaml", "w").write(t[:j] + "min: 1" + t[j + 8:])
PY
setcell d/specs.csv 324 value 30
timeout 55 "$TR" validate d
