# what: sources.csv: neuron-trainium2-7c165a3's url (line 13) re-hosted as 'https://github.com%2Eevil.example/aws-neuron/...' (data/README: a host read as a browser reads it, %2E is a dot, so the host is github.com.evil.example, a vendor's domain followed by another): validate warns naming sources.csv and line 13 (a warning: rc 0 is fine)
# expect: sources.csv
# expect: line 13
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
u=$(sed -n 13p d/sources.csv | "$PY" -c "import csv,sys; print(next(csv.reader(sys.stdin))[3])")
setcell d/sources.csv 13 url "${u/https:\/\/github.com/https://github.com%2Eevil.example}"
sed -n 13p d/sources.csv | cut -c1-200
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
rc=${PIPESTATUS[0]}; echo "rc=$rc"; [ $rc -le 1 ]
