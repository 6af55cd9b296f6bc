# what: specs.csv: inferentia fp16 compute_per_core (line 10, 16 TFLOPS) slipped 10x to 160 (4 cores x 160 = 640 vs the chip own 64 fp16 on line 7: 10x, over cores-times-per-core max 1.5; inside compute-per-core 0.1-10000): refused naming specs.csv, line 10, cores-times-per-core
# expect-rc: 1
# expect: specs.csv
# expect: line 10
# expect: cores-times-per-core
cp -r "$PROJECT/data" d
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
setcell d/specs.csv 10 value 160
timeout 55 "$TR" validate d
