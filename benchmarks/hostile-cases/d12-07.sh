# what: checks.yaml (folder copy): system-is-its-chips' metrics cut to [neuron_cores] (dropping memory_capacity; the brief: metrics are the project's) while trn2.48xlarge's memory_capacity (specs.csv line 351, 1536 GiB) is halved to 768: rc 1 naming system-is-its-chips (the edit refused, or the project's check catching line 351)
# expect-rc: 1
# expect: system-is-its-chips
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
sed -i 's/^  metrics: \[memory_capacity, memory_bandwidth, compute, neuron_cores\]/  metrics: [neuron_cores]/' d/checks.yaml
grep -n 'metrics:' d/checks.yaml
setcell d/specs.csv 351 value 768
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -15
exit ${PIPESTATUS[0]}
