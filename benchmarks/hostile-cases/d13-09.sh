# what: checks.yaml (folder copy) with the whole sources-agree check deleted (the folder drops the new check) while trainium2's fp8 compute from Tom's Hardware (specs.csv line 87, 1.3 PFLOPS) is slipped 10x to 13 PFLOPS (13,000 TFLOPS: inside chip-dense-compute's 100,000): the project's check still holds (or the deletion is refused): rc 1 naming line 87
# expect-rc: 1
# expect: specs.csv, line 87, field 'value'
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
"$PY" - <<'PY'
import re
p='d/checks.yaml'; t=open(p).read()
n=re.sub(r"- id: sources-agree\n(  .*\n)+", "", t); assert n!=t and 'sources-agree' not in n; open(p,'w').write(n)
PY
setcell d/specs.csv 87 value 13
timeout 55 "$TR" validate d
