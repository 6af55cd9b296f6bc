# what: models.csv: llama-3.1-8b's vocab_size (line 2) slipped 10x, 128256 to 1282560: its shape then holds ~18.5B parameters against parameters_nominal 8e9 (data/README: the card counts check the counts computed from the shape): refused naming models.csv, line 2
# expect-rc: 1
# expect: models.csv, line 2
setcell() { "$PY" - "$@" <<'EOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline='', encoding='utf-8').read().split('\n')
hdr = next(csv.reader([raw[0].lstrip('\ufeff')]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row)
raw[line - 1] = b.getvalue()
open(path, 'w', newline='', encoding='utf-8').write('\n'.join(raw))
EOF
}
cp -r "$PROJECT/data" d
setcell d/models.csv 2 vocab_size 1282560
timeout 55 "$TR" validate d
