# what: candidate chip count with a leading zero ("h100-sxm:08@lambda" in the file; int("08") is 8): either refused naming candidates and the value, or a correct result identical to "h100-sxm:8@lambda" (8 x 3.99 = 31.92 USD/h at Lambda's 8x rate)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
grep -v -E '^(candidates|price_basis):' "$PROJECT/scenarios/default.yaml" > s.yaml
printf 'candidates: [trn1.32xlarge, "h100-sxm:08@lambda"]\nprice_basis: gpu_cloud_list\n' >> s.yaml
timeout 55 "$TR" estimate s.yaml --csv e.csv > out.txt 2>&1
rc=$?; cat out.txt
"$PY" - "$rc" <<'P'
import csv, sys
sys.excepthook = lambda t, v, tb: print("CHECK FAILED:", t.__name__, v)
rc = int(sys.argv[1]); out = open("out.txt").read()
if rc != 0:
    print("check ok" if rc == 1 and "candidates" in out and "08" in out else "CHECK FAILED: refusal must name candidates and 08")
else:
    r = [x for x in csv.DictReader(open("e.csv")) if "h100" in x["candidate"]]
    ok = len(r) == 1 and abs(float(r[0]["usd_per_hour"]) - 31.92) < 1e-6
    print("check ok" if ok else f"CHECK FAILED: {[(x['candidate'], x['usd_per_hour']) for x in r]}")
P
