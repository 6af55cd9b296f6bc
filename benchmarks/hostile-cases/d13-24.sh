# what: specs.csv replaced by a symlink to /dev/zero (an endless file outside the data folder: unbounded read), then validate and claims --data-dir: refused quickly naming specs.csv, no hang, no memory blow-up
# expect-rc: 1
# expect: specs.csv
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
rm d/specs.csv && ln -s /dev/zero d/specs.csv
timeout 55 "$TR" validate d; a=$?
timeout 55 "$TR" claims --data-dir d; b=$?
echo "rcs $a $b"; [ $a -ne 0 ] && [ $b -ne 0 ] && [ $a -ne 124 ] && [ $b -ne 124 ] && exit 1; exit 0
