# what: specs.csv: a blank line inserted after line 99 (so the old line 131, trainium3 process_node, is now line 132) and that row slipped to 3000 nm: any problem named must carry the physical line 132 (the slip), not 131
# expect-rc: 1
# expect: specs.csv, line 132, field 'value'
# expect-not: line 131, field 'value'
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
setcell d/specs.csv 131 value 3000
sed -i '99a\\' d/specs.csv
sed -n 132p d/specs.csv | grep -q '^trainium3,process_node,3000' || echo "SETUP WRONG"
timeout 55 "$TR" validate d
