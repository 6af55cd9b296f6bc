# what: measurements.csv: the H100 TensorRT-LLM run of line 101 with output_tokens_per_s 5944 written 5944000 (a 1000x magnitude slip: thousands of times what 4 H100s' bandwidth allows at batch 480); brief: a magnitude slip in one cell is named with file, line and field: refused naming measurements.csv, line 101 and output_tokens_per_s
# expect-rc: 1
# expect: measurements.csv
# expect: line 101
# expect: output_tokens_per_s
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
setcell d/measurements.csv 101 output_tokens_per_s 5944000
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
