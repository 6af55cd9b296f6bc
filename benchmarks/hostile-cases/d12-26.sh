# what: claims --data-dir on a copy where trainium2's tier-1 memory_bandwidth (specs.csv line 65, 2.9 TB/s) is slipped to 2900 (GB/s read as TB/s, above chip-memory-bandwidth's 30): claims must not use it silently: either a refusal or (as cli.py's _implausible says: specs and claims answer from it, validate and the build refuse it) a warning naming specs.csv, line 65, the field and the check chip-memory-bandwidth; no traceback
# expect: specs.csv
# expect: line 65
# expect: field 'value'
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
setcell d/specs.csv 65 value 2900
timeout 55 "$TR" claims --data-dir d > out.txt 2>&1; rc=$?
grep -n 'line 65\|Traceback\|trainium2-hbm' out.txt | cut -c1-300 | head -8
echo "rc=$rc"; [ $rc -le 1 ]
