# what: availability.csv re-encoded UTF-16 (with BOM, a Windows 'Unicode text' save): refused naming availability.csv and its encoding (data/README: tidy CSV; reading it as UTF-8 gives NUL-riddled nonsense)
# expect-rc: nonzero
# expect: availability.csv
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
"$PY" -c "p='d/availability.csv'; s=open(p,encoding='utf-8').read(); open(p,'w',encoding='utf-16').write(s)"
timeout 55 "$TR" validate d
