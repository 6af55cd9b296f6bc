# what: subjects.csv replaced by a FIFO with no writer (a plain open() blocks forever), then validate and specs --data-dir on that folder: refused quickly naming subjects.csv, no hang, no process left
# expect-rc: 1
# expect: subjects.csv
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
rm d/subjects.csv && mkfifo d/subjects.csv
timeout 55 "$TR" validate d; a=$?
timeout 55 "$TR" specs trainium2 --data-dir d; b=$?
echo "rcs $a $b"; [ $a -ne 0 ] && [ $b -ne 0 ] && [ $a -ne 124 ] && [ $b -ne 124 ] && exit 1; exit 0
