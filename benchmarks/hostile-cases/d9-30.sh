# what: two faults: sources.csv's anandtech-h100-production-2022 (line 176, cited only as h100-sxm's available_source_id) with accessed written 2026-10-32 (no such day), and the p5.48xlarge us-east-1 on-demand price (prices.csv line 80) entered in cents (5504: 688 per GPU-hour); the plausibility checks run on the rows without a problem 'so one run names both': h100-sxm's numbers and its systems' prices do not rest on its date's source, so the price slip must be named in this run too (not 'ran on the rows without a problem: 0 more')
# expect-rc: 1
# expect: sources.csv, line 176
# expect: prices.csv, line 80
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
grep -n 'anandtech-h100-production-2022' d/*.csv | cut -c1-90
setcell d/sources.csv 176 accessed 2026-10-32
setcell d/prices.csv 80 usd_per_hour 5504
timeout 55 "$TR" validate d
