# what: prices.csv: the trn2.48xlarge us-east-2 Capacity Block price (line 94, per system) given min_chips 16 (a chip count on a system's price; data/README: min_chips is empty always for a system row) while tpu7x's fp8 (specs.csv line 216) is slipped 10x down: one run names both (the plausibility pass runs on the other rows)
# expect-rc: 1
# expect: line 94
# expect: min_chips
# expect: fp8-over-bf16
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
setcell d/prices.csv 94 min_chips 16
setcell d/specs.csv 216 value 461.4
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
