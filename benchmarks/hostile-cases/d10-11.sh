# what: checks.yaml (folder copy): chip-power's min moved outward from 10 to 1 W (a loosening: a folder may only move bounds inward) and h100-sxm's power (specs.csv line 155) entered as 5 W (between the two bounds): either the loosening is refused or the project's bound still catches the row; validate fails naming chip-power
# expect-rc: 1
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
"$PY" - <<'P'
t = open('d/checks.yaml').read()
old = "  unit: W\n  min: 10\n"
assert t.count(old) == 1, "CHECK FAILED: pattern"
open('d/checks.yaml', 'w').write(t.replace(old, "  unit: W\n  min: 1\n"))
P
setcell d/specs.csv 155 value 5
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -8
exit ${PIPESTATUS[0]}
