# what: two faults: h100-sxm's own row (entities.csv line 10) with a 61-character name (schema maxLength 60; every H100 system, run and price names it) and trainium2's power (specs.csv line 92) 500 written 500000 (mW as W): one run names entities.csv line 10 name and the power slip
# expect-rc: 1
# expect: entities.csv, line 10, field 'name'
# expect: chip-power
# expect: specs.csv, line 92
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
setcell d/entities.csv 10 name "$(printf 'N%.0s' $(seq 61))"
setcell d/specs.csv 92 value 500000
timeout 55 "$TR" validate d
