# what: prices.csv: the Lambda 8x H100 rate of line 236 with its as_of 2026-09-20 typed 2022-09-20 (one digit: 11 days before h100-sxm's available_from 2022-10, entities.csv line 10); brief: quotes dated before a chip's availability are refused: rc 1 naming prices.csv, line 236, as_of (the code allows a 365-day preview; data/README states that allowance only for measurements). The developer, after the run: data/README now states the 365-day preview rule for prices too (a price may lie up to 365 days before its hardware's available_from), so 11 days before is accepted, as documented; a date over a year early is refused (d14-09 checks that)
# expect-rc: 0
# expect: OK:
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
setcell d/prices.csv 236 as_of 2022-09-20
timeout 55 "$TR" validate d
