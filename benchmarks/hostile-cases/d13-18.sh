# what: specs.csv: trn2-ultraserver's network_bandwidth (line 401, 12.8 Tbps, its only source) entered under Gbps (12.8 Gbps: a 1000x unit slip; checks.yaml network-bandwidth's own why: 'an UltraServer's tens of Tbps', yet its min is 10 Gbps); brief: a slip of a unit in one cell must be named with its file, line and field: rc 1 naming specs.csv, line 401
# expect-rc: 1
# expect: specs.csv, line 401
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
setcell d/specs.csv 401 unit Gbps
timeout 55 "$TR" validate d
