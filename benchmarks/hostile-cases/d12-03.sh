# what: two faults in ONE file: specs.csv line 62's value (trainium2 neuron_cores) written 'eight' (not a number) and line 155 (h100-sxm power 700 W) slipped to 7 W (below chip-power's 10 W); new this commit: validate runs the plausibility checks on the rows without a problem, so one run names both: specs.csv line 62 and line 155 with chip-power
# expect-rc: 1
# expect: line 62
# expect: line 155
# expect: chip-power
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
setcell d/specs.csv 62 value eight
setcell d/specs.csv 155 value 7
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -20
exit ${PIPESTATUS[0]}
