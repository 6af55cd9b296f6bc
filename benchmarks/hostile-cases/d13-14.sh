# what: specs.csv converted to CRLF line ends (a Windows save) and the NKI trainium2 memory_bandwidth (line 86) entered as 30 GB/s: line numbers must stay those of the file: rc 1 naming specs.csv, line 86, value, sources-agree
# expect-rc: 1
# expect: specs.csv, line 86, field 'value'
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
setcell d/specs.csv 86 value 30
setcell d/specs.csv 86 unit GB/s
"$PY" -c "
p='d/specs.csv'; b=open(p,'rb').read().replace(b'\r\n',b'\n').replace(b'\n',b'\r\n'); open(p,'wb').write(b)"
timeout 55 "$TR" validate d
