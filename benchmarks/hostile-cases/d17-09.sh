# what: models.csv: gpt-oss-120b's params_active_card (line 14, 5.1e9) slipped 10x to 510000000 (the computed active count without embeddings is ~5.1e9; data/README: a card count checks the computed one): named with models.csv and params_active_card (rc captured)
# expect-rc: 0
# expect: models.csv
# expect: params_active_card
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
setcell d/models.csv 14 params_active_card 510000000
timeout 55 "$TR" validate d; echo "rc=$?"
