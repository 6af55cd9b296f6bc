# what: scorecard.csv: Trainium performance (line 2) score written 6 with max_score 5 (a score above its own maximum): refused naming scorecard.csv, line 2, score
# expect-rc: 1
# expect: scorecard.csv
# expect: line 2
# expect: score
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
setcell d/scorecard.csv 2 score 6
timeout 55 "$TR" validate d
