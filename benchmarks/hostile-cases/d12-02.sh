# what: specs.csv: h100-sxm's chip_to_chip_bandwidth (line 156, 900 GB/s) entered under TB/s (900 TB/s of NVLink, above checks.yaml chip-to-chip-bandwidth's 50 TB/s): a unit slip refused naming specs.csv, line 156 and chip-to-chip-bandwidth
# expect-rc: 1
# expect: specs.csv
# expect: line 156
# expect: chip-to-chip-bandwidth
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
setcell d/specs.csv 156 unit TB/s
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
