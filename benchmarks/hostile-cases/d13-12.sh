# what: two faults in one conflict group: glennklockwood's trainium2 memory_bandwidth (specs.csv line 90) given the unit 'TBps' (not a listed unit: a table problem, the row left out) and the NKI row (line 86) entered as 30 GB/s: validate runs the checks on the rows without a problem, so one run names line 90's unit and line 86's slip (sources-agree against lines 65 and 99)
# expect-rc: 1
# expect: specs.csv, line 90, field 'unit'
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
setcell d/specs.csv 90 unit TBps
setcell d/specs.csv 86 value 30
setcell d/specs.csv 86 unit GB/s
timeout 55 "$TR" validate d
