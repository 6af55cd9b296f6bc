# what: specs.csv: trainium2's memory_capacity (line 64, 96 GiB) written under TiB (96 TiB on one chip, above chip-memory-capacity's 2000 GB): a unit slip refused naming specs.csv, line 64 and chip-memory-capacity
# expect-rc: 1
# expect: specs.csv
# expect: line 64
# expect: chip-memory-capacity
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
setcell d/specs.csv 64 unit TiB
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
