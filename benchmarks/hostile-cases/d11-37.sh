# what: models.csv: llama-3.1-8b's head_dim (line 2, 128) slipped 10x to 1280 (the attention heads' total width 32 x 1280 = 10x hidden_size 4096; data/README holds it to 0.5x-4x): refused naming models.csv, line 2 and head_dim
# expect-rc: 1
# expect: models.csv
# expect: line 2
# expect: head_dim
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
setcell d/models.csv 2 head_dim 1280
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
