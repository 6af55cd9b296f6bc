# what: estimate (default scenario, -p data_dir on a copy) where the Lambda 8x H100 rate's min_chips (prices.csv line 215) is 7.5 (a fraction of a GPU): the load path (not only validate) refuses naming prices.csv, line 215, min_chips
# expect-rc: 1
# expect: prices.csv
# expect: line 215
# expect: min_chips
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
setcell d/prices.csv 215 min_chips 7.5
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p data_dir "$W/d" 2>&1 | cut -c1-300 | tail -8
exit ${PIPESTATUS[0]}
