# what: prices.csv: both Lambda 8x H100 rates (lines 215, 236, 3.99 per GPU) given min_chips 16, then estimate with candidates [trn2, h100-sxm:8@lambda] on gpu_cloud_list: 8 is not a multiple of 16, so the 3.99 rate may not price it (data/README) and the Lambda 1x rate of the same day (line 214, 4.29, no minimum) does: usd_per_hour 8 x 4.29 = 34.32 from line 214's source (checked from the CSV)
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
timeout 55 "$TR" validate d | tail -1
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p data_dir "$W/d" -y '{candidates: [trn2, "h100-sxm:8@lambda"], price_basis: gpu_cloud_list}' --csv out.csv || exit $?
"$PY" - <<'EOF'
import csv
try:
    rows = {r['candidate']: r for r in csv.DictReader(open('out.csv'))}
    r = rows['h100-sxm:8@lambda']
    want = 8 * 4.29
    assert abs(float(r['usd_per_hour']) - want) < 1e-6, (r['usd_per_hour'], want)
    assert r['price_source'] == 'silybench-gpu-hourly-045df3b' and r['price_as_of'] == '2026-09-25', r
    print('check ok')
except Exception as e:
    print('CHECK FAILED:', repr(e)[:300])
EOF
