# what: checks.yaml (folder copy): the ratio check fp8-over-bf16's min moved INWARD from 0.99 to 1.5 (allowed: a folder may move a check's bounds inward); inferentia2's fp8 and bf16 are both 190 TFLOPS (specs.csv lines 24, 23: ratio 1.0) so the tightened warning fires: a correct result, rc 0 (the check is a warning) naming fp8-over-bf16 and inferentia2
# expect-rc: 0
# expect: fp8-over-bf16
# expect: inferentia2
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
p='d/checks.yaml'; t=open(p).read()
i=t.index('- id: fp8-over-bf16'); j=t.index('min: 0.99', i)
open(p,'w').write(t[:j]+'min: 1.5'+t[j+len('min: 0.99'):])
PY
grep -n -A7 'id: fp8-over-bf16' d/checks.yaml | grep min
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -15
exit ${PIPESTATUS[0]}
