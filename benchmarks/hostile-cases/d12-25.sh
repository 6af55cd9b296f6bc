# what: prices.csv: the Lambda 8x B200 per-GPU rate (line 235, 6.69, min_chips 8) entered as the whole 8-GPU instance's hourly price 53.52 (an 8x slip under per chip, still below price-per-chip-hour's 100; checks.yaml price-history: one offer's rows within 6x; Lambda's 1x B200 rate, line 224, is 6.99): refused naming prices.csv, line 235 and price-history
# expect-rc: 1
# expect: prices.csv
# expect: line 235
# expect: price-history
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
setcell d/prices.csv 235 usd_per_hour 53.52
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
