# what: measurements.csv: the H100 TensorRT-LLM run of line 100 with tpot_ms written '19_2.7' (Python float() reads 192.7; not a number in CSV): refused naming measurements.csv, line 100 and tpot_ms
# expect-rc: 1
# expect: measurements.csv
# expect: line 100
# expect: tpot_ms
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
setcell d/measurements.csv 100 tpot_ms 19_2.7
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
