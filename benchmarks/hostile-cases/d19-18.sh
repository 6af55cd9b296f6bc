# what: checks.yaml (folder copy): ultraserver-network-bandwidth severity lowered error -> warning (a loosening: a folder may only move bounds inward, brief) while trn3-ultraserver-gen1 network (specs.csv line 416) is 12.8: validate must still fail rc 1 naming ultraserver-network-bandwidth
# expect-rc: 1
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
sed -i "/^- id: ultraserver-network-bandwidth$/,/^$/ s/severity: error/severity: warning/" d/checks.yaml
grep -A2 "id: ultraserver-network-bandwidth" d/checks.yaml
setcell d/specs.csv 416 value 12.8
timeout 55 "$TR" validate d
