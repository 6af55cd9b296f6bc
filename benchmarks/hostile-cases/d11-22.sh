# what: checks.yaml (folder copy): system-is-its-chips' tolerance written as the quoted text "0.01" (a string where a number belongs; comparing it with the project's 0.02 would raise TypeError): refused naming checks.yaml and tolerance, no traceback
# expect-rc: 1
# expect: checks.yaml
# expect: tolerance
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
"$PY" - <<'PY'
p = 'd/checks.yaml'; s = open(p).read()
old = "  tolerance: 0.02\n"
assert s.count(old) == 1, 'anchor'
open(p, 'w').write(s.replace(old, "  tolerance: \"0.01\"\n"))
PY
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
