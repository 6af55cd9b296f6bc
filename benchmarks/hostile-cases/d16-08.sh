# what: datapackage.json (folder copy): x-tier-by-kind's secondary widened to [1..6] (a loosening; README: the tier follows the kind) while glennklockwood-h100 (sources.csv line 38, secondary) claims tier 1: refused: the loosening named (datapackage.json, x-tier-by-kind) or, if ignored, sources.csv line 38's tier (a folder never loosens)
# expect-rc: 1
# expect: datapackage.json
# expect: x-tier-by-kind
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
"$PY" - <<'P'
import json
p='d/datapackage.json'; s=open(p).read(); j=json.loads(s)
def walk(o):
    if isinstance(o,dict):
        if 'x-tier-by-kind' in o:
            o['x-tier-by-kind']['secondary']=[1,2,3,4,5,6]; return 1
        return sum(walk(v) for v in o.values())
    if isinstance(o,list): return sum(walk(v) for v in o)
    return 0
assert walk(j)==1
json.dump(j,open(p,'w'),indent=2)
P
setcell d/sources.csv 38 tier 1
timeout 55 "$TR" validate d
