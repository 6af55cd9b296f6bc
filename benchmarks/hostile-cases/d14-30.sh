# what: entities.csv: trn3-ultraserver-gen2's family (line 42, Trainium) written 'NVIDIA GPU' (data/README: a system's family is its chip's; its chip trainium3 is Trainium): rc 1 naming entities.csv, 42, family
# expect-rc: 1
# expect: entities.csv
# expect: 42
# expect: family
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
setcell d/entities.csv 42 family 'NVIDIA GPU'
timeout 55 "$TR" validate d
