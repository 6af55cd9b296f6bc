# what: specs.csv: a form feed (\x0c, a line break to str.splitlines) inside line 150's quoted note, and h100-sxm's power (line 155) slipped to 7000 W: rc 1 naming specs.csv, 155 and chip-power with the file's own line number (never 156)
# expect-rc: 1
# expect: specs.csv
# expect: 155
# expect: chip-power
# expect-not: 156
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
setcell d/specs.csv 150 note $'page marks it\x0cas max'
setcell d/specs.csv 155 value 7000
timeout 55 "$TR" validate d
