# what: two faults: p5.48xlarge's chips (entities.csv line 34) written 'eight' and trainium2's power (specs.csv line 92) slipped 500 to 0.5 W (kW as W): the per-chip price check cannot divide p5's prices by a chip count, yet the other rows are checked: one run names entities.csv line 34 chips and the trainium2 power slip
# expect-rc: 1
# expect: entities.csv, line 34, field 'chips'
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
setcell d/entities.csv 34 chips eight
setcell d/specs.csv 92 value 0.5
timeout 55 "$TR" validate d
