# what: checks.yaml (folder copy): the ratio check fp8-over-bf16's min loosened from 0.99 to 0.01 and max from 4.1 to 1000 (brief: a folder's checks.yaml may only move a check's bounds inward) while tpu7x's dense fp8 (specs.csv line 216, 4614 TFLOPS) is slipped 10x down to 461.4, a fifth of its bf16 2307 (with the project's bounds fp8-over-bf16 warns of it): the loosening must be refused naming checks.yaml and fp8-over-bf16, not silently hide the slip
# expect-rc: 1
# expect: checks.yaml
# expect: fp8-over-bf16
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
old = "  min: 0.99\n  max: 4.1\n"
assert s.count(old) == 1, 'anchor'
open(p, 'w').write(s.replace(old, "  min: 0.01\n  max: 1000\n"))
PY
setcell d/specs.csv 216 value 461.4
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
