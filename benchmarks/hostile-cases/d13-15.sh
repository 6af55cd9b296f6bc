# what: specs.csv saved with a UTF-8 BOM (Excel's 'CSV UTF-8') and trainium2's Tom's Hardware fp8 compute (line 87, 1.3 PFLOPS) slipped 10x to 13 PFLOPS: the BOM must not shift or hide anything: rc 1 naming specs.csv, line 87, value, sources-agree
# expect-rc: 1
# expect: specs.csv, line 87, field 'value'
# expect: sources-agree
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
setcell d/specs.csv 87 value 13
"$PY" -c "
p='d/specs.csv'; b=open(p,'rb').read(); open(p,'wb').write(b'\xef\xbb\xbf'+b)"
timeout 55 "$TR" validate d
