# what: data copy whose prices.csv gives Lambda's 8x H100 rate min_chips 99999999999999999999 (an integer beyond 64 bits; datapackage sets no maximum): refused naming prices.csv and min_chips, or a correct result where h100-sxm:8@lambda cannot take that rate (8 is no multiple of it) and costs the 1x rate 8 x 4.29 = 34.32
# expect-rc: 0
# expect: check ok
cp -r "$PROJECT/data" d
"$PY" -c "
p='d/prices.csv'; L=open(p,encoding='utf-8').read().split('\n')
assert L[214].endswith(',8'); L[214]=L[214][:-1]+'99999999999999999999'
assert L[235].endswith(',8'); L[235]=L[235][:-1]+'99999999999999999999'
open(p,'w',encoding='utf-8').write('\n'.join(L))"
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{data_dir: d, candidates: ["h100-sxm:8@lambda", trn1.32xlarge], price_basis: gpu_cloud_list}' --csv e.csv > out.txt 2>&1; echo "rc=$?" >> out.txt; cat out.txt
"$PY" - <<'PY'
import csv, os
try:
    out = open("out.txt").read()
    if "rc=1" in out:
        assert "prices.csv" in out and "min_chips" in out, "refused without naming prices.csv and min_chips"
    else:
        r = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "h100-sxm:8@lambda"][0]
        assert abs(float(r["usd_per_hour"]) - 34.32) < 1e-6, f"usd_per_hour {r['usd_per_hour']}"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
