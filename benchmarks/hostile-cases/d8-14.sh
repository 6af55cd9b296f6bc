# what: two faults: trainium2's own row in entities.csv (line 5) with kind 'chipp' (not a kind; its 16-chip systems then name no valid chip) and h100-sxm's power (specs.csv line 155) slipped 700 to 700000 W (mW as W): one run names both, and the checks that need trainium2 skip it without a traceback
# expect-rc: 1
# expect: entities.csv, line 5, field 'kind'
# expect: chip-power
# expect: specs.csv, line 155
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
setcell d/entities.csv 5 kind chipp
setcell d/specs.csv 155 value 700000
timeout 55 "$TR" validate d
