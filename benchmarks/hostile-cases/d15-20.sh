# what: checks.yaml (folder copy) truncated to 0 bytes (a failed copy) while h100-sxm's power (specs.csv line 155) is slipped to 7000 W: a folder only tightens the project's checks, so chip-power still holds: rc 1 naming specs.csv, 155, chip-power (or refusing checks.yaml by name)
# expect-rc: 1
# expect: 155
# expect: chip-power
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
: > d/checks.yaml
setcell d/specs.csv 155 value 7000
timeout 55 "$TR" validate d
