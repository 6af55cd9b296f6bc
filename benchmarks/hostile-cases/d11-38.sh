# what: efficiency.csv: the aiconfigurator decode bandwidth_efficiency (line 8, 0.80) written 0.008 (a percent divided by 100 twice: below checks.yaml serving-efficiency's 0.01): a magnitude slip refused naming efficiency.csv, line 8 and serving-efficiency
# expect-rc: 1
# expect: efficiency.csv
# expect: line 8
# expect: serving-efficiency
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
setcell d/efficiency.csv 8 value 0.008
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
