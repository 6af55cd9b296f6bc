# what: specs.csv: trn1.32xlarge's (an instance, no range check on a system's bandwidth; system-is-its-chips reads only the preferred row) clawkipedia memory_bandwidth (line 347, 9.8 TB/s) slipped 10x to 98 TB/s: only sources-agree sees it; rc 1 naming specs.csv line 347, value, sources-agree
# expect-rc: 1
# expect: specs.csv, line 347, field 'value'
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
setcell d/specs.csv 347 value 98
timeout 55 "$TR" validate d
