# what: prices.csv: the Lambda H100 rate (line 215) with min_chips 80000000000000000000000 (a magnitude slip of 8, past any int64), then estimate of a Lambda H100 candidate on that data: refused naming prices.csv line 215 min_chips (no instance rents 8e22 GPUs), never an overflow traceback
# expect-rc: 1
# expect: prices.csv, line 215
# expect: min_chips
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
setcell d/prices.csv 215 min_chips 80000000000000000000000
timeout 55 "$TR" validate d; rc=$?
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p data_dir "$W/d" -y '{candidates: [trn2, "h100-sxm:8@lambda"], price_basis: gpu_cloud_list}'
echo "validate rc=$rc"
exit $rc
