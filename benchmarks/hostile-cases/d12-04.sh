# what: a problem in scorecard.csv (line 2's score 'x') beside a plausibility WARNING elsewhere: inf2.xlarge's us-east-1 reserved price (prices.csv line 27, 0.478) raised to 0.9 (above its on-demand 0.758, line 26: reserved-not-above-on-demand, a warning); brief (round 62): validate beside a table's problem lists the plausibility warnings of the other rows too: rc 1 naming scorecard.csv and reserved-not-above-on-demand
# expect-rc: 1
# expect: scorecard.csv
# expect: reserved-not-above-on-demand
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
setcell d/scorecard.csv 2 score x
setcell d/prices.csv 27 usd_per_hour 0.9
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -20
exit ${PIPESTATUS[0]}
