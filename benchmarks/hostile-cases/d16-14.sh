# what: scorecard.csv: Trainium's performance row (line 2) with max_score 10 (data/README: max_score is 5 on every row, the scorecard totals five axes out of 25): refused naming scorecard.csv, line 2, max_score
# expect-rc: 1
# expect: scorecard.csv, line 2
# expect: max_score
cp -r "$PROJECT/data" d
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
setcell d/scorecard.csv 2 max_score 10
timeout 55 "$TR" validate d
