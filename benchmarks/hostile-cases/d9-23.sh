# what: prices.csv replaced by a symlink that points at itself (prices.csv -> prices.csv: a loop, ELOOP on open), then validate and estimate with data_dir on it: refused quickly naming prices.csv, no hang, no traceback
# expect-rc: 1
# expect: prices.csv
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
rm d/prices.csv
ln -s prices.csv d/prices.csv
timeout 55 "$TR" validate d; a=$?
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p data_dir "$W/d" --csv out.csv; b=$?
echo "rc $a $b"; [ $a -ne 0 ] && [ $b -ne 0 ] && exit 1; exit 0
