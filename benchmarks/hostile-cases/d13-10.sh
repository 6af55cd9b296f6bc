# what: checks.yaml (folder copy): sources-agree's kind rewritten 'range' with where {metric: powr} min 0 max 1e9 (kind is the project's: the check would read nothing) while line 87 (trainium2 fp8, Tom's Hardware) is slipped 10x to 13 PFLOPS: refused naming checks.yaml, and the slip still named at line 87
# expect-rc: 1
# expect: checks.yaml
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
"$PY" -c "
p='d/checks.yaml'; t=open(p).read(); n=t.replace('kind: sources\n  max_ratio: 6\n','kind: range\n  where: {metric: powr}\n  min: 0\n  max: 1000000000\n'); assert n!=t; open(p,'w').write(n)"
setcell d/specs.csv 87 value 13
timeout 55 "$TR" validate d
