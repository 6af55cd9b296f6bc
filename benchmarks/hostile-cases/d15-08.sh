# what: measurements.csv: the H100 TensorRT-LLM run of line 100 dated 2021-09-30 (more than 365 days before h100-sxm's available_from 2022-10; data/README: a run's as_of may not lie more than 365 days before its chip's available_from): refused naming measurements.csv, line 100, as_of
# expect-rc: 1
# expect: measurements.csv
# expect: 100
# expect: as_of
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
setcell d/measurements.csv 100 as_of 2021-09-30
timeout 55 "$TR" validate d
