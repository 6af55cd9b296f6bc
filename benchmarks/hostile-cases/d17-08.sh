# what: models.csv: qwen3-30b-a3b's params_total_card (line 10, 30000000000) slipped 10x to 300000000000 (data/README: the card counts are there to check the counts computed from the shape, ~30.5e9): the slip named with models.csv and params_total_card, warning or error (rc captured)
# expect-rc: 0
# expect: models.csv
# expect: params_total_card
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
setcell d/models.csv 10 params_total_card 300000000000
timeout 55 "$TR" validate d; echo "rc=$?"
