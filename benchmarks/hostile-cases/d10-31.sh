# what: validate given a file, not a folder (validate d/specs.csv: a user names the table instead of its folder): a clear refusal naming d/specs.csv, no traceback
# expect-rc: nonzero
# expect: specs.csv
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
timeout 55 "$TR" validate d/specs.csv 2>&1 | cut -c1-300 | tail -8
exit ${PIPESTATUS[0]}
