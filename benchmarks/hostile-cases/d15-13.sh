# what: specs.csv: b200's glennklockwood memory_bandwidth (line 172, 8 TB/s) entered as 800 GB/s (0.8 TB/s, 10x under the other three sources' 7.7-8; inside chip-memory-bandwidth's 0.01-30, so only sources-agree, 6x, sees it): refused naming specs.csv, line 172, sources-agree
# expect-rc: 1
# expect: specs.csv
# expect: 172
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
setcell d/specs.csv 172 value 800
setcell d/specs.csv 172 unit GB/s
timeout 55 "$TR" validate d
