# what: checks.yaml (folder copy): chip-power's severity written 'fatal' (not error or warning: datachecks has two severities): refused naming checks.yaml and severity
# expect-rc: 1
# expect: checks.yaml
# expect: severity
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
t=open('d/checks.yaml',encoding='utf-8').read()
i=t.index('- id: chip-power'); j=t.index('severity: error',i)
open('d/checks.yaml','w',encoding='utf-8').write(t[:j]+'severity: fatal'+t[j+len('severity: error'):])
PY
timeout 55 "$TR" validate d
