# what: prices.csv: min_chips on line 215 written with a leading FIGURE SPACE U+2007 before 8 (int() strips it): either refused naming prices.csv, line 215, min_chips, or read as exactly 8 (padding stripped as an ASCII space is): checked against the loaded dataset
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
setcell d/prices.csv 215 min_chips $'\u20078'
timeout 55 "$TR" validate d > out.txt 2>&1; rc=$?; cat out.txt
RC=$rc "$PY" - <<'PY'
import os, sys
from pathlib import Path
out = open('out.txt').read(); rc = int(os.environ['RC'])
if rc == 1:
    ok = all(s in out for s in ('prices.csv', '215', 'min_chips'))
    print('check ok' if ok else 'CHECK FAILED: refusal does not name prices.csv, 215, min_chips'); sys.exit()
try:
    from trainium_report.dataset import load
    p = load(Path('d')).prices; q = load(Path(os.environ['PROJECT']) / 'data').prices
    v = sorted(p[(p.entity_id == 'h100-sxm') & (p.provider == 'lambda') & (p.usd_per_hour == 3.99)].min_chips)
    print('check ok' if rc == 0 and v == sorted(q[(q.entity_id == 'h100-sxm') & (q.provider == 'lambda') & (q.usd_per_hour == 3.99)].min_chips) else f'CHECK FAILED: rc {rc}, min_chips {v}')
except Exception as e:
    print(f'CHECK FAILED: {type(e).__name__}: {e}')
PY
