# what: entities.csv: h100-sxm's available_from (line 10) slipped from 2022-10 to 2032-10 (a digit slip: years after today and after its source was accessed); the H100 runs and prices of 2023-2026 then predate it by years: refused, naming entities.csv line 10 available_from (or the runs' as_of with the chip's available_from), no traceback
# expect-rc: 1
# expect: available_from
setcell() { "$PY" - "$@" <<'EOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline='', encoding='utf-8').read().split('\n')
hdr = next(csv.reader([raw[0].lstrip('\ufeff')]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row)
raw[line - 1] = b.getvalue()
open(path, 'w', newline='', encoding='utf-8').write('\n'.join(raw))
EOF
}
cp -r "$PROJECT/data" d
setcell d/entities.csv 10 available_from 2032-10
timeout 55 "$TR" validate d 2>&1 | head -30
exit ${PIPESTATUS[0]}
