# what: checks.yaml (folder copy): training-mfu's table changed from efficiency to specs (its where {phase, parameter} then matches no spec row: the check guards nothing) and efficiency.csv line 2's training MFU 0.43 written 43 (a percent as a fraction); data/CHANGELOG.md: never loosen a project check: refused naming efficiency.csv line 2 or checks.yaml training-mfu, never OK
# expect-rc: 1
# expect-not: OK:
# expect: training-mfu
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
"$PY" - <<'P'
t = open('d/checks.yaml').read()
old = "- id: training-mfu\n  severity: error\n  kind: range\n  table: efficiency\n"
assert old in t
open('d/checks.yaml', 'w').write(t.replace(old, "- id: training-mfu\n  severity: error\n  kind: range\n  table: specs\n"))
P
sed -n 2p d/efficiency.csv | cut -c1-80
setcell d/efficiency.csv 2 value 43
timeout 55 "$TR" validate d
