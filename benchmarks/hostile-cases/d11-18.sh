# what: two faults in two files: entities.csv's trn2.48xlarge (line 31) chips written 'sixteen' (not an integer) and trainium2's memory_bandwidth (specs.csv line 65, 2.9 TB/s) slipped to 2900 (GB/s read as TB/s); the plausibility pass runs on rows without a problem (trainium2's own rows are fine), so one run names both
# expect-rc: 1
# expect: entities.csv
# expect: chips
# expect: line 65
# expect: chip-memory-bandwidth
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
setcell d/entities.csv 31 chips sixteen
setcell d/specs.csv 65 value 2900
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -20
exit ${PIPESTATUS[0]}
