# what: sources.csv: llama3-herd-paper (line 93, date_kind document) with its published date emptied while date_kind stays 'document' (printed on it); data/README: an empty published is date_kind unknown: refused naming sources.csv, line 93 (published or date_kind)
# expect-rc: 1
# expect: sources.csv, line 93
# expect-not: OK:
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
cp -r "$PROJECT/data" d
setcell d/sources.csv 93 published ''
timeout 55 "$TR" validate d
