# what: entities.csv: trn3-ultraserver-gen2's name (line 42) written 'Trn3 Gen2 UltraSеrver' with a Cyrillic е (U+0435) among Latin letters (data/README: a word in letters of two scripts is refused: it prints as another row's name): rc 1 naming entities.csv, 42, name
# expect-rc: 1
# expect: entities.csv
# expect: 42
# expect: name
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
setcell d/entities.csv 42 name 'Trn3 Gen2 UltraSеrver'
timeout 55 "$TR" validate d
