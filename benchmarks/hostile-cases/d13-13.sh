# what: two faults: glennklockwood-trainium2 (sources.csv line 36, cited by specs.csv lines 89-91, by no entity) with accessed written 2026-10-32 (no such day: its rows are left out of the checks) and the NKI trainium2 memory_bandwidth (specs.csv line 86) entered as 30 GB/s: two other sources (lines 65, 99) remain to compare it with: rc 1 naming sources.csv line 36 accessed and specs.csv line 86 (first written with the preferred row's source broken: that source is trainium2's own entities.csv source_id, so every trainium2 row is rightly left out; rewritten)
# expect-rc: 1
# expect: sources.csv, line 36, field 'accessed'
# expect: specs.csv, line 86, field 'value'
# expect: sources-agree
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
setcell d/sources.csv 36 accessed 2026-10-32
setcell d/specs.csv 86 value 30
setcell d/specs.csv 86 unit GB/s
timeout 55 "$TR" validate d
