# what: checks.yaml (folder copy): price-history's group cut to [entity_id] (group is the project's, the brief: only bounds may move; one group mixing spot, reserved and per-chip rows): refused naming checks.yaml, price-history and group
# expect-rc: nonzero
# expect: checks.yaml
# expect: price-history
# expect: group
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
p='d/checks.yaml'; s=open(p).read()
old='group: [entity_id, provider, pricing_model, offer_kind, per]'
i=s.index('- id: price-history'); j=s.index(old,i); assert j-i<200
s=s[:j]+'group: [entity_id]'+s[j+len(old):]
open(p,'w').write(s)
P
timeout 55 "$TR" validate d
