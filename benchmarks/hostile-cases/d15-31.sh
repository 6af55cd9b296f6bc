# what: prices.csv: the Lambda H100 rate (line 215) written '3.99' then a NO-BREAK SPACE U+00A0 (a web page's copy): either refused naming prices.csv, line 215, usd_per_hour, or read as exactly 3.99 (the loader strips padding, as it does an ASCII space; NBSP is not among data/README's refused invisible characters): checked against the loaded dataset
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
setcell d/prices.csv 215 usd_per_hour $'3.99\u00a0'
grep -q $'3.99\u00a0' d/prices.csv || echo "SETUP FAILED"
timeout 55 "$TR" validate d > out.txt 2>&1; rc=$?; cat out.txt
RC=$rc "$PY" - <<'PY'
import os, sys
from pathlib import Path
out = open('out.txt').read(); rc = int(os.environ['RC'])
if rc == 1:
    ok = all(s in out for s in ('prices.csv', '215', 'usd_per_hour'))
    print('check ok' if ok else 'CHECK FAILED: refusal does not name prices.csv, 215, usd_per_hour'); sys.exit()
try:
    from trainium_report.dataset import load
    p = load(Path('d')).prices; q = load(Path(os.environ['PROJECT']) / 'data').prices
    v = sorted(p[(p.entity_id == 'h100-sxm') & (p.provider == 'lambda') & (p.min_chips == 8)].usd_per_hour)
    print('check ok' if rc == 0 and v == sorted(q[(q.entity_id == 'h100-sxm') & (q.provider == 'lambda') & (q.min_chips == 8)].usd_per_hour) else f'CHECK FAILED: rc {rc}, values {v}')
except Exception as e:
    print(f'CHECK FAILED: {type(e).__name__}: {e}')
PY
