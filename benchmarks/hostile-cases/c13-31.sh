# what: estimate (trn2.48xlarge and p5.48xlarge at quotes) with measurements: the dataset's own data/measurements.csv rows on those candidates' chips (trn2.48xlarge, trainium2, h100-sxm) that name a model and give a TPOT or TTFT (rows the project refuses in your file as unusable are left out; every source_id a source of the dataset; data/README: your runs are "checked with the same rules, fitted with the same procedure, and replace the published runs for their platform"): accepted, and each candidate's USD per 1M tokens within 1% of the same estimate without measurements (the same runs give the same fit)
# expect-rc: 0
# expect: check ok
"$PY" - "$PROJECT/data/measurements.csv" <<'F'
import csv, sys
rows = list(csv.reader(open(sys.argv[1], newline="", encoding="utf-8")))
w = csv.writer(open("pub.csv", "w", newline="", encoding="utf-8"))
w.writerow(rows[0])
n = 0
for r in rows[1:]:
    d = dict(zip(rows[0], r))
    if r[1] in ("trn2.48xlarge", "trainium2", "h100-sxm") and d["model_id"] and ((d["tpot_ms"] and d["output_len"]) or (d["ttft_ms"] and d["input_len"])):
        w.writerow(r); n += 1
print("kept", n, "published runs")
F
for m in none pub; do
  if [ $m = pub ]; then v=pub.csv; else v=null; fi
  cat > $m.yaml <<Y
scenario: s-$m
measurements: $v
candidates: [trn2.48xlarge, p5.48xlarge]
regions: [us-east-1, us-east-2]
price_overrides: {trn2.48xlarge: 40.0, p5.48xlarge: 55.0}
quote_date: 2026-12-01
Y
  timeout 55 "$TR" estimate $m.yaml --csv est-$m.csv > $m.txt 2>&1; echo "$m rc $?" | tee -a rcs.txt
done
tail -5 pub.txt | cut -c1-300
"$PY" - <<'P'
import csv
try:
    a = {r["candidate"]: float(r["usd_per_m_tokens"]) for r in csv.DictReader(open("est-none.csv"))}
    b = {r["candidate"]: float(r["usd_per_m_tokens"]) for r in csv.DictReader(open("est-pub.csv"))}
    print("without", a, "with", b)
    bad = [c for c in a if c not in b or abs(b[c] / a[c] - 1) > 0.01]
    print("check ok" if a and not bad else f"CHECK FAILED: {bad} differ")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
grep -q 'pub rc 0' rcs.txt
