# what: measurements.csv: the first run's tpot_ms (line 2, 15.22) entered in microseconds (15220): batch 8 at 15.22 s a token is 0.5 tokens/s against its own 649.17 output_tokens_per_s, a row contradicting itself by 1000x: refused naming measurements.csv, line 2
# expect-rc: 1
# expect: measurements.csv, line 2
setcell() { "$PY" - "$@" <<'EOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline='', encoding='utf-8').read().split('\n')
hdr = next(csv.reader([raw[0].lstrip('\ufeff')]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row)
raw[line - 1] = b.getvalue()
open(path, 'w', newline='', encoding='utf-8').write('\n'.join(raw))
EOF
}
cp -r "$PROJECT/data" d
setcell d/measurements.csv 2 tpot_ms 15220
timeout 55 "$TR" validate d
