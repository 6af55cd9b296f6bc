# what: checks.yaml (folder copy): price-per-chip-across-sizes' max_ratio written as YAML null ('max_ratio: ~': no bound at all, a loosening; None > 4 would raise TypeError): refused naming checks.yaml and price-per-chip-across-sizes or max_ratio, no traceback
# expect-rc: 1
# expect: checks.yaml
# expect: max_ratio
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
old = "  max_ratio: 4\n"
assert s.count(old) == 1, 'anchor'
open(p, 'w').write(s.replace(old, "  max_ratio: ~\n"))
PY
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
