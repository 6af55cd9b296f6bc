# what: checks.yaml (folder copy) with a TAB indenting chip-power's 'unit' line (YAML forbids tabs in indentation): refused naming checks.yaml (and its line), no traceback
# expect-rc: 1
# expect: checks.yaml
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
t = open('d/checks.yaml').read()
old = "  unit: W\n"
assert t.count(old) == 1
open('d/checks.yaml', 'w').write(t.replace(old, "\tunit: W\n"))
P
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -8
exit ${PIPESTATUS[0]}
