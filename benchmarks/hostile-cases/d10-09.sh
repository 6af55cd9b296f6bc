# what: trainium2's own row (entities.csv line 5) with generation 'two' (not an integer) while trn2.48xlarge's memory_capacity row is slipped: rows citing trainium2 are left out of the checks; validate must name entities.csv, line 5, generation, with no traceback
# expect-rc: 1
# expect: entities.csv
# expect: line 5
# expect: generation
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
setcell d/entities.csv 5 generation two
ln=$(grep -n '^trn2.48xlarge,memory_capacity' d/specs.csv | head -1 | cut -d: -f1)
setcell d/specs.csv "$ln" unit MB
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
