# what: correct result: validate DIR given as a symlink to an untouched copy of data/ (legal: a path the user chose): OK rc 0 and the same dataset version as the project data/ (the content is the same), checked against validate on $PROJECT/data
# expect-rc: 0
# expect: OK:
# expect: check ok
# expect-not: CHECK FAILED
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
ln -s d link
a=$(timeout 55 "$TR" validate link); echo "$a"
b=$(timeout 55 "$TR" validate "$PROJECT/data")
"$PY" -c "
import re,sys
va=re.search(r\"dataset version (\w+)\", sys.argv[1]); vb=re.search(r\"dataset version (\w+)\", sys.argv[2])
print(\"check ok\" if va and vb and va.group(1)==vb.group(1) else \"CHECK FAILED: %s vs %s\" % (va, vb))
" "$a" "$b"
