# what: specs.csv: trainium2 bf16 SPARSE compute_per_core (line 84, 316) slipped 10x to 31.6 (8 x 31.6 = 253 vs the chip own sparse bf16 2563 on line 73: 0.099x, under cores-times-per-core 0.5 at the same precision and sparsity; inside compute-per-core range): refused naming specs.csv, line 84, cores-times-per-core
# expect-rc: 1
# expect: specs.csv
# expect: line 84
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
setcell d/specs.csv 84 value 31.6
timeout 55 "$TR" validate d
