# what: validate given an empty folder name (validate "": an unset shell variable quoted); the user named no folder, so silently checking the project's own data/ and printing OK for it is not an answer about the folder asked for: refused naming the empty data folder (or at least the OK names which folder it checked)
# expect-rc: nonzero
# expect: data
# expect-not: OK: 55 entities
setcell() { "$PY" - "$@" <<'EOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline='', encoding='utf-8').read().split('\n')
hdr = next(csv.reader([raw[0].lstrip('\ufeff')]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row)
raw[line - 1] = b.getvalue()
open(path, 'w', newline='', encoding='utf-8').write('\n'.join(raw))
EOF
}
DATA=""
timeout 55 "$TR" validate "$DATA"
