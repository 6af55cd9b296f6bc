# what: measurements.csv: the Inferentia2 Llama-3-8B run of line 17 (model llama-3.1-8b, whose models.csv as_of is 2024-07) dated 2023-06-30 (inferentia2 has no available_from, so only the model rule applies; data/README: a run's as_of may not lie more than 365 days before its model's as_of): refused naming measurements.csv, line 17 and as_of
# expect-rc: 1
# expect: measurements.csv
# expect: line 17
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
setcell d/measurements.csv 17 as_of 2023-06-30
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
