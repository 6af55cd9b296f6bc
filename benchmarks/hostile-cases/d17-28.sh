# what: claims --data-dir d where trainium2's bf16 sparse compute (specs.csv line 73) is slipped 10x to 256.3 (system-is-its-chips refuses it; brief: the other commands warn of a dataset the plausibility checks refuse): claims answers or refuses, but names specs.csv / the slipped check, never silently
# expect-rc: 0
# expect: 73
# expect: rc=
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
setcell d/specs.csv 73 value 256.3
timeout 55 "$TR" claims --data-dir d > out.txt 2>&1; echo "rc=$?"; grep -n -i 'warn\|73\|plausib\|specs.csv' out.txt | head -20
