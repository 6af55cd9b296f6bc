# what: model llama-3.1-8b --data-dir d where d/checks.yaml is an empty folder (a folder in place of the checks file): brief: model warns of a dataset the plausibility checks refuse and still answers: a warning naming checks.yaml, rc 0, no IsADirectoryError traceback
# expect-rc: 0
# expect: warning
# expect: checks.yaml
# expect: 32 layers
# expect-not: IsADirectoryError
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
rm d/checks.yaml; mkdir d/checks.yaml
timeout 55 "$TR" model llama-3.1-8b --data-dir d
