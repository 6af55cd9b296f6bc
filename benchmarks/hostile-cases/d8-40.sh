# what: prices.csv: both Lambda 8x H100 rates (lines 215, 236) given min_chips 16, estimate with candidate h100-sxm:16@lambda on gpu_cloud_list: 16 is a multiple, so the newest (2026-09-25) cheapest rate 3.99 (line 215) prices it: usd_per_hour 16 x 3.99 = 63.84 (checked from the CSV)
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
setcell d/prices.csv 215 min_chips 16
setcell d/prices.csv 236 min_chips 16
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p data_dir "$W/d" -y '{candidates: [trn2, "h100-sxm:16@lambda"], price_basis: gpu_cloud_list}' --csv out.csv || exit $?
"$PY" - <<'EOF'
import csv
try:
    rows = {r['candidate']: r for r in csv.DictReader(open('out.csv'))}
    r = rows['h100-sxm:16@lambda']
    want = 16 * 3.99
    assert abs(float(r['usd_per_hour']) - want) < 1e-6, (r['usd_per_hour'], want)
    assert r['price_as_of'] == '2026-09-25', r['price_as_of']
    print('check ok')
except Exception as e:
    print('CHECK FAILED:', repr(e)[:300])
EOF
