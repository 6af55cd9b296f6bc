# what: checks.yaml (folder copy): system-is-its-chips' metrics list cut to [memory_capacity] (memory_bandwidth, compute and neuron_cores no longer summed) and trn2.48xlarge's memory_bandwidth slipped 10x under (its row / 10: a GB/s-for-TB/s style slip no chip range sees); data/CHANGELOG.md: never loosen a project check: refused, never OK
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
old = "  metrics: [memory_capacity, memory_bandwidth, compute, neuron_cores]\n"
assert old in t
open('d/checks.yaml', 'w').write(t.replace(old, "  metrics: [memory_capacity]\n"))
P
n=$(grep -n '^trn2.48xlarge,memory_bandwidth,' d/specs.csv | head -1 | cut -d: -f1)
v=$(sed -n ${n}p d/specs.csv | cut -d, -f3)
nv=$("$PY" -c "print(float('$v')/10)")
echo "line $n: $v -> $nv"
setcell d/specs.csv "$n" value "$nv"
timeout 55 "$TR" validate d
