# what: prices.csv: the Lambda 8x H100 rate of line 236 dated at month precision 2021-09 (data/README allows YYYY-MM), more than 365 days before h100-sxm's available_from 2022-10 whatever the day (brief: quotes dated before a chip's availability are refused): refused naming prices.csv, line 236 and as_of
# expect-rc: 1
# expect: prices.csv
# expect: line 236
# expect: as_of
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
setcell d/prices.csv 236 as_of 2021-09
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
