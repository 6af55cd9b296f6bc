# what: specs.csv: trainium2's PREFERRED tier-1 memory_bandwidth (line 65, 2.9 TB/s) slipped 10x to 29 TB/s (under chip-memory-bandwidth's 30) while three other sources (lines 86, 90, 99: 3, 2.9, 2400 GB/s) agree: datachecks: the preferred slip alone is named when three or more agree: rc 1 naming line 65 and sources-agree, not the agreeing line 99
# expect-rc: 1
# expect: specs.csv, line 65, field 'value'
# expect: sources-agree
# expect-not: line 99, field 'value'
# expect-not: line 90, field 'value'
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
setcell d/specs.csv 65 value 29
timeout 55 "$TR" validate d
