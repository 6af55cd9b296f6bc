# what: estimate (default scenario, -p data_dir on a copy) where trainium2's memory_bandwidth (specs.csv line 65) is slipped to 2900 TB/s: the estimate must not use a value validate refuses (1000x faster decode on Trainium2 would be silent nonsense): refused naming specs.csv and line 65
# expect-rc: nonzero
# expect: specs.csv
# expect: line 65
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
setcell d/specs.csv 65 value 2900
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p data_dir "$W/d" 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
