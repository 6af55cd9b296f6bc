# what: checks.yaml (folder copy): chip-power given a duplicate mapping key (max: 5000 then max: 500000 in the same check; PyYAML silently keeps the last, an outward move) while h100-sxm's power (specs.csv line 155) is slipped to 70000 W: rc 1 naming chip-power or checks.yaml's duplicate key; never a silent pass
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
"$PY" - <<'PY'
p='d/checks.yaml'; t=open(p).read()
i=t.index('- id: chip-power'); j=t.index('  max: 5000\n', i)+len('  max: 5000\n')
open(p,'w').write(t[:j]+'  max: 500000\n'+t[j:])
PY
setcell d/specs.csv 155 value 70000
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -15
exit ${PIPESTATUS[0]}
