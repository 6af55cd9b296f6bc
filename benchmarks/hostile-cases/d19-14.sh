# what: datapackage.json (folder copy): the first pattern [a-z0-9][a-z0-9._-]* rewritten as ([a-z0-9._-]+)+ (nested open-ended repetition: catastrophic backtracking; data/README: a pattern has at most one open-ended repetition): refused quickly naming datapackage.json and pattern, no hang
# expect-rc: 1
# expect: datapackage.json
# expect: pattern
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
"$PY" - <<'E'
s = open("d/datapackage.json").read()
s = s.replace("\"[a-z0-9][a-z0-9._-]*\"", "\"([a-z0-9._-]+)+\"", 1)
open("d/datapackage.json", "w").write(s)
E
timeout 55 "$TR" validate d
