# what: specs.csv: trainium2's dma_bandwidth (line 76, 3.5 TB/s) written under GB/s (3.5 GB/s = 0.0035 TB/s, below checks.yaml dma-bandwidth's 0.05 TB/s: a unit slip): refused naming specs.csv, line 76 and dma-bandwidth
# expect-rc: 1
# expect: specs.csv
# expect: line 76
# expect: dma-bandwidth
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
setcell d/specs.csv 76 unit GB/s
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
