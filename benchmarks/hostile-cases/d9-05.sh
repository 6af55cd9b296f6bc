# what: checks.yaml (folder copy): system-is-its-chips' tolerance loosened from 0.02 to 0.9 and trn2.48xlarge's memory_capacity (its specs.csv row) halved to 768 GiB (8 chips' worth of a 16-chip instance); data/CHANGELOG.md: a folder's checks.yaml may never loosen a project check: refused naming checks.yaml and system-is-its-chips (or the slipped row), never OK
# expect-rc: 1
# expect: system-is-its-chips
# expect-not: OK:
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
old = "  tolerance: 0.02\n"
assert t.count(old) == 1
open('d/checks.yaml', 'w').write(t.replace(old, "  tolerance: 0.9\n"))
P
n=$(grep -n '^trn2.48xlarge,memory_capacity,' d/specs.csv | head -1 | cut -d: -f1)
echo "line $n: $(sed -n ${n}p d/specs.csv | cut -c1-60)"
setcell d/specs.csv "$n" value 768
setcell d/specs.csv "$n" unit GiB
timeout 55 "$TR" validate d
