# what: specs.csv: trainium2's sram_capacity (line 77, 224 MiB) written as its KiB count 229376 under MiB (224 GiB of SBUF, above checks.yaml sram-capacity's 100000 MiB): a magnitude slip refused naming specs.csv, line 77 and sram-capacity
# expect-rc: 1
# expect: specs.csv
# expect: line 77
# expect: sram-capacity
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
setcell d/specs.csv 77 value 229376
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
