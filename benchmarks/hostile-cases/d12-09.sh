# what: checks.yaml (folder copy): training-mfu's table moved from efficiency to specs (a check that then reads no MFU row; the brief: tables are the project's) while the Llama 3 MFU (efficiency.csv line 2, 0.43) is written 0.93 (above 0.75): rc 1 naming training-mfu (the edit refused, or efficiency.csv line 2 caught)
# expect-rc: 1
# expect: training-mfu
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
i=t.index('- id: training-mfu'); j=t.index('table: efficiency', i)
open(p,'w').write(t[:j]+'table: specs'+t[j+len('table: efficiency'):])
PY
setcell d/efficiency.csv 2 value 0.93
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -15
exit ${PIPESTATUS[0]}
