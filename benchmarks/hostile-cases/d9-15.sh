# what: sources.csv: llama3-herd-paper (line 93, kind paper) given tier 3; data/README: the tier follows the kind (x-tier-by-kind): paper 1-2: refused naming sources.csv, line 93, tier
# expect-rc: 1
# expect: sources.csv, line 93
# expect: tier
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
setcell d/sources.csv 93 tier 3
timeout 55 "$TR" validate d
