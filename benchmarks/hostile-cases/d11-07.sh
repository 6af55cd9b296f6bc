# what: checks.yaml (folder copy): sparse-over-dense (a ratio check) given max 0.5 and min 0.1 (moving max inward but min outward: a loosening of one bound) while every part keeps its 2x sparsity: the min's outward move must be refused naming checks.yaml and sparse-over-dense
# expect-rc: 1
# expect: checks.yaml
# expect: sparse-over-dense
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
old = "  min: 1.0\n  max: 4.1\n"
assert s.count(old) == 1, 'anchor'
open(p, 'w').write(s.replace(old, "  min: 0.1\n  max: 4.0\n"))
PY
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
