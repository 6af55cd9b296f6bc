# what: estimate scenarios/default.yaml -p data_dir "$W/d" (absolute: a relative data_dir is read beside the scenario file, an error of the first version of this case) where p5.48xlarge us-east-1 on-demand (prices.csv line 74, 55.04) slipped to 0.3 (0.0375 per chip-hour, under price-per-chip-hour): cli.py says estimate refuses a dataset the plausibility checks refuse: rc 1 naming prices.csv, 74
# expect-rc: 1
# expect: prices.csv
# expect: 74
cp -r "$PROJECT/data" d
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
setcell d/prices.csv 74 usd_per_hour 0.3
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p data_dir "$W/d"
