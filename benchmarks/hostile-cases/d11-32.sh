# what: entities.csv: h100-sxm's available_from (line 10) moved from 2022-10 to 2026-06 (its source kept): GCP's H100 per-GPU price of 2025-02 (prices.csv line 154) then predates the chip by 16 months (the loader allows at most 365 days, a preview; corrected from 2025-06, which left line 154 within the 365 days): refused naming prices.csv, line 154 and as_of
# expect-rc: 1
# expect: prices.csv
# expect: line 154
# expect: as_of
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
setcell d/entities.csv 10 available_from 2026-06
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
