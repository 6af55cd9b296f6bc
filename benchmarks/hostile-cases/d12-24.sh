# what: specs.csv: trn2.48xlarge's bf16 dense compute (line 354, 10.7 PFLOPS, the tier-1 row) entered as one chip's figure, 667 TFLOPS (per chip for per system: a 16x slip; checks.yaml system-is-its-chips: a system's compute is its 16 chips' summed within 2%): refused naming specs.csv, line 354 and system-is-its-chips
# expect-rc: 1
# expect: specs.csv
# expect: line 354
# expect: system-is-its-chips
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
setcell d/specs.csv 354 value 667
setcell d/specs.csv 354 unit TFLOPS
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
