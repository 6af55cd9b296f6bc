# what: models.csv: llama-3.1-8b's layers (line 2, 32) slipped 10x to 320 (the computed total is then ~75e9 against parameters_nominal 8e9 from the model's name; widths checks do not see layers): brief: a magnitude slip in one cell is named with file, line and field (rc captured: warning or error)
# expect-rc: 0
# expect: models.csv
# expect: layers
# expect: rc=
cp -r "$PROJECT/data" d
setcell() { "$PY" - "$@" <<'PYEOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline='', encoding='utf-8').read().split('\n')
hdr = next(csv.reader([raw[0].lstrip('\ufeff')]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row)
raw[line - 1] = b.getvalue()
open(path, 'w', newline='', encoding='utf-8').write('\n'.join(raw))
PYEOF
}
setcell d/models.csv 2 layers 320
timeout 55 "$TR" validate d; echo "rc=$?"
