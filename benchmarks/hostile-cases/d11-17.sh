# what: models.csv: qwen3-30b-a3b's params_active_card (line 10, 3000000000) written 3000000 (M for B: a 1000x slip; data/README: the card counts check the counts computed from the shape): refused naming models.csv, line 10 and params_active_card
# expect-rc: 1
# expect: models.csv
# expect: line 10
# expect: params_active_card
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
cp -r "$PROJECT/data" d
setcell d/models.csv 10 params_active_card 3000000
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
