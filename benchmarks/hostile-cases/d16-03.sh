# what: specs.csv: trainium3's process_node (line 131) written -3 (a negative size: below process-node's min 1; sources-agree's ratio to a negative value must not pass it as 'within 6x'): refused naming specs.csv, line 131
# expect-rc: 1
# expect: specs.csv, line 131
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
setcell d/specs.csv 131 value -3
timeout 55 "$TR" validate d
