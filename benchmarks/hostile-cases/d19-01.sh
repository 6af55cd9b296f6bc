# what: specs.csv: trn3-ultraserver-gen2 network_bandwidth (line 428, 28800 Gbps) written 28.8 (a Tbps figure as Gbps; below checks.yaml ultraserver-network-bandwidth min 1000): refused naming specs.csv, line 428 and the check
# expect-rc: 1
# expect: specs.csv
# expect: line 428
# expect: ultraserver-network-bandwidth
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
setcell d/specs.csv 428 value 28.8
timeout 55 "$TR" validate d
