# what: checks.yaml (folder copy) with the whole chip-memory-capacity check deleted (a loosening by omission) and b200's memory_capacity (specs.csv line 171) under TB: the project's check must still hold (or the deletion be refused); validate fails naming chip-memory-capacity
# expect-rc: 1
# expect: chip-memory-capacity
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
"$PY" - <<'P'
import re
t = open('d/checks.yaml').read()
i = t.index("- id: chip-memory-capacity\n"); j = t.index("- id: chip-dense-compute\n")
open('d/checks.yaml', 'w').write(t[:i] + t[j:])
P
setcell d/specs.csv 171 unit TB
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -8
exit ${PIPESTATUS[0]}
