# what: prices.csv: both Lambda 8x H100 per-GPU rates (lines 215, 236) given min_chips 9223372036854775807 (int64's largest value: within the integer type, no maximum in the schema), then estimate with candidates [trn2, h100-sxm:8@lambda] on gpu_cloud_list: a correct result or a clear refusal: validate refusing names prices.csv and min_chips; otherwise 8 is not a multiple of the minimum, so (data/README) the Lambda 1x rate of the same day (line 214, 4.29) prices it: 8 x 4.29 = 34.32 USD/h, no overflow
# expect-rc: 0
# expect: check ok
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
setcell d/prices.csv 215 min_chips 9223372036854775807
setcell d/prices.csv 236 min_chips 9223372036854775807
timeout 55 "$TR" validate d > v.txt 2>&1; vrc=$?
tail -3 v.txt | cut -c1-300
if [ $vrc -ne 0 ]; then
  if grep -q 'prices.csv, line 215' v.txt && grep -q min_chips v.txt; then echo 'check ok (refused)'; exit 0; fi
  echo 'CHECK FAILED: validate failed without naming prices.csv line 215 min_chips'; exit 0
fi
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p data_dir "$W/d" -y '{candidates: [trn2, "h100-sxm:8@lambda"], price_basis: gpu_cloud_list}' --csv out.csv > e.txt 2>&1; erc=$?
tail -3 e.txt | cut -c1-300
[ $erc -eq 0 ] || { echo "CHECK FAILED: estimate rc $erc"; exit 0; }
"$PY" - <<'P'
import csv
try:
    rows = {r['candidate']: r for r in csv.DictReader(open('out.csv'))}
    r = rows['h100-sxm:8@lambda']
    assert abs(float(r['usd_per_hour']) - 8 * 4.29) < 1e-6, r['usd_per_hour']
    print('check ok')
except Exception as e:
    print('CHECK FAILED:', repr(e)[:300])
P
