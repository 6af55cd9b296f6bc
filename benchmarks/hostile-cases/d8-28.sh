# what: specs.csv: h100-sxm's chip_to_chip_bandwidth (line 156) 900 written under TB/s instead of GB/s (900 TB/s of NVLink, above chip-to-chip-bandwidth's 50 TB/s): refused naming specs.csv, line 156 and the check
# expect-rc: 1
# expect: specs.csv, line 156
# expect: chip-to-chip-bandwidth
setcell() { "$PY" - "$@" <<'EOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline='', encoding='utf-8').read().split('\n')
hdr = next(csv.reader([raw[0].lstrip('\ufeff')]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row)
raw[line - 1] = b.getvalue()
open(path, 'w', newline='', encoding='utf-8').write('\n'.join(raw))
EOF
}
cp -r "$PROJECT/data" d
setcell d/specs.csv 156 unit TB/s
timeout 55 "$TR" validate d
