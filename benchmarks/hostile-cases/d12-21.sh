# what: two faults: anandtech-h100-production-2022 (sources.csv line 176, cited only as h100-sxm's available_source_id) with kind 'Press' (capitalised: not in the enum) and h100-sxm's power (specs.csv line 155) slipped to 7 W; the plausibility pass does not follow available_source_id (brief), so h100's specs are still checked: rc 1 naming sources.csv line 176 AND specs.csv line 155 with chip-power
# expect-rc: 1
# expect: sources.csv
# expect: line 176
# expect: line 155
# expect: chip-power
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
setcell d/sources.csv 176 kind Press
setcell d/specs.csv 155 value 7
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -20
exit ${PIPESTATUS[0]}
