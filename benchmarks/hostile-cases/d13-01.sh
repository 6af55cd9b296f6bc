# what: specs.csv: trainium2's NKI-guide memory_bandwidth (line 86, 3 TB/s, a non-preferred conflicting row) entered as 30 GB/s (100x under; still inside chip-memory-bandwidth's 0.01-30 TB/s, so only sources-agree sees it; data/README: a unit slip is named in a row no estimate reads too): rc 1 naming specs.csv, line 86, value and sources-agree
# expect-rc: 1
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
setcell d/specs.csv 86 value 30
setcell d/specs.csv 86 unit GB/s
timeout 55 "$TR" validate d
