# what: model llama-3.1-8b --data-dir d where d/models.csv is a symlink to itself (a loop: ELOOP on open): a clear error naming models.csv quickly, no traceback, no hang
# expect-rc: nonzero
# expect: models.csv
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
rm d/models.csv; ln -s models.csv d/models.csv
timeout 55 "$TR" model llama-3.1-8b --data-dir d
