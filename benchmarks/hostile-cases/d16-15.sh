# what: models.csv: llama-3.1-8b's hidden_size (line 2, 4096) slipped 10x to 40960 (ffn_size 14336 is then 0.35x, under data/README's 0.5x; heads' width 4096 is 0.1x, under 0.5x): refused naming models.csv, line 2, hidden_size or ffn_size
# expect-rc: 1
# expect: models.csv, line 2
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
setcell d/models.csv 2 hidden_size 40960
timeout 55 "$TR" validate d
