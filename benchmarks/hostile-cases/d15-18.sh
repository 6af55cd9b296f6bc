# what: predict on the example runs (copied) --data-dir d where b200's memory_bandwidth (specs.csv line 172) is entered as 800 GB/s (sources-agree refuses it): brief: predict warns of a dataset the plausibility checks refuse, naming specs.csv, 172 and the check
# expect-rc: 0
# expect: specs.csv
# expect: 172
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
cp "$PROJECT/scenarios/examples/my-runs.csv" my-runs.csv
setcell d/specs.csv 172 value 800
setcell d/specs.csv 172 unit GB/s
timeout 55 "$TR" predict my-runs.csv --data-dir d
