# what: checks.yaml (the folder's own copy): chip-memory-bandwidth loosened by a change of unit (TB/s to GB/s, bounds kept as numbers 0.01..30000000, i.e. up to 30,000 TB/s) and a100-40gb's memory_bandwidth (specs.csv line 136, a chip no system sums) slipped 1.555 to 1555 TB/s (a GB/s figure under TB/s); data/CHANGELOG.md: a folder's checks.yaml may tighten the project's checks, never drop or loosen one: refused (naming checks.yaml's chip-memory-bandwidth, or the slip at specs.csv line 136), never OK
# expect-rc: 1
# expect: chip-memory-bandwidth
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
old = "  unit: TB/s\n  min: 0.01\n  max: 30\n"
assert old in t
open('d/checks.yaml', 'w').write(t.replace(old, "  unit: GB/s\n  min: 0.01\n  max: 30000000\n", 1))
P
sed -n 136p d/specs.csv | cut -c1-60
setcell d/specs.csv 136 value 1555
timeout 55 "$TR" validate d
