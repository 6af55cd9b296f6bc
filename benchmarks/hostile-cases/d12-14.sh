# what: specs.csv: inferentia2's memory_capacity (line 19, 32 GiB) written in exponent form '3.2e1' (a legal number, the same 32); odd but legal: validate OK with 535 spec values, specs inferentia2 memory_capacity --data-dir d runs, and the loaded preferred value is the number 32 GiB (checked independently through trainium_report.dataset: 32 x 2^30 bytes = 34.36 GB)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
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
setcell d/specs.csv 19 value 3.2e1
timeout 55 "$TR" validate d > v.txt 2>&1; rc=$?
tail -3 v.txt | cut -c1-200
timeout 55 "$TR" specs inferentia2 memory_capacity --data-dir d > s.txt 2>&1; rc2=$?
cut -c1-200 s.txt | head -8
"$PY" - "$rc" "$rc2" <<'PY'
import sys, re
rc, rc2 = sys.argv[1:3]
v = open('v.txt').read(); s = open('s.txt').read()
ok = rc == '0' and '535 spec values' in v and rc2 == '0'
row = [l for l in s.splitlines() if 'neuron-inferentia2-4c317ca' in l]
try:
    from trainium_report import dataset as D
    p = D.preferred(D.load('d'))
    r = p[(p.entity_id == 'inferentia2') & (p.metric == 'memory_capacity')].iloc[0]
    num_ok = r.value_num == 32 and abs(r.value_c - 32 * 2**30 / 1e9) < 1e-6
except Exception as exc:
    num_ok = False; row = [repr(exc)]
ok = ok and bool(row) and num_ok
print('check ok' if ok else f'CHECK FAILED: rc={rc} rc2={rc2} row={row[:1]}')
sys.exit(0 if ok else 1)
PY
