# what: sources.csv grown past the 20,000-row table limit (20,100 legal-looking copies of line 2 under new ids, about 6 MB): refused naming sources.csv and the limit, quickly (not a slow load of every row)
# expect-rc: 1
# expect: sources.csv
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
"$PY" - <<'P'
raw = open('d/sources.csv', encoding='utf-8').read().rstrip('\n').split('\n')
src = raw[1]; sid = src.split(',')[0]
add = [src.replace(sid, f'extra-source-{i:05d}', 1) for i in range(20100)]
open('d/sources.csv', 'w', encoding='utf-8').write('\n'.join(raw + add) + '\n')
P
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -8
exit ${PIPESTATUS[0]}
