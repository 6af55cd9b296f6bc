# what: candidate with a plus-signed chip count ("h100-sxm:+8@lambda"; int("+8") is 8) in the file: either refused naming candidates and the value, or a correct result identical to "h100-sxm:8@lambda" (8 x 3.99 = 31.92 USD/h at Lambda's 8x rate, data/README min_chips); the case checks whichever happens
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
grep -v -E '^(candidates|price_basis):' "$PROJECT/scenarios/default.yaml" > s.yaml
printf 'candidates: [trn1.32xlarge, "h100-sxm:+8@lambda"]\nprice_basis: gpu_cloud_list\n' >> s.yaml
timeout 55 "$TR" estimate s.yaml --csv e.csv > out.txt 2>&1; echo "rc=$?" >> out.txt
cat out.txt
"$PY" - <<'P'
import csv, os, sys
sys.excepthook = lambda t, v, tb: print("CHECK FAILED:", t.__name__, v)
out = open("out.txt").read()
if "rc=0" not in out:
    ok = "rc=1" in out and "candidates" in out and "+8" in out and "s.yaml" in out
    print("check ok" if ok else "CHECK FAILED: a refusal must name s.yaml, candidates and +8")
else:
    rows = {r["candidate"]: r for r in csv.DictReader(open("e.csv"))}
    r = [v for k, v in rows.items() if "h100" in k]
    ok = len(r) == 1 and abs(float(r[0]["usd_per_hour"]) - 31.92) < 1e-6 and int(r[0]["chips_per_replica"]) <= 8
    print("check ok" if ok else f"CHECK FAILED: {[(x['candidate'], x['usd_per_hour']) for x in r]}")
P
