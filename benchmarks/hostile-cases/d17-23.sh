# what: entities.csv: trainium3's name given a RIGHT-TO-LEFT OVERRIDE U+202E ('AWS <RLO>3muiniarT' prints as 'AWS Trainium3'; bad bytes in a name that labels the charts, data/README: a name printing as another text is refused): refused naming entities.csv and name
# expect-rc: 1
# expect: entities.csv
# expect: name
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
ln=$(grep -n '^trainium3,' d/entities.csv | cut -d: -f1)
setcell d/entities.csv "$ln" name "$(printf 'AWS \u202e3muiniarT')"
timeout 55 "$TR" validate d
