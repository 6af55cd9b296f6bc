# what: checks.yaml (folder copy): chip-power's where re-pointed at a metric that does not exist ({metric: powr, entity_kind: chip}: a check that reads no row, a loosening; the brief: only bounds may move) while h100-sxm's power (specs.csv line 155) is slipped to 7 W: rc 1 and chip-power named (the edit refused, or the project's check catches line 155)
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
i=t.index('- id: chip-power'); j=t.index('where: {metric: power', i)
open(p,'w').write(t[:j]+'where: {metric: powr'+t[j+len('where: {metric: power'):])
PY
setcell d/specs.csv 155 value 7
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -15
exit ${PIPESTATUS[0]}
