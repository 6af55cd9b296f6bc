# what: scenario measurements CSV whose line 2 says tpot_kind includes_ttft with TPOT 19.6 ms over 16 output tokens beside a TTFT of 814 ms (a TPOT counting the first token is at least 814/16 = 51 ms): impossible, must not be fitted
# expect-rc: 1
# expect: runs.csv
# expect: line 2
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
"$PY" - <<'P'
import csv; r=list(csv.DictReader(open("runs.csv"))); r[0].update(output_len="16", tpot_kind="includes_ttft", output_tokens_per_s="")
w=csv.DictWriter(open("runs.csv","w",newline=""),fieldnames=list(r[0])); w.writeheader(); w.writerows(r[:1])
P
printf 'scenario: c405\nmeasurements: runs.csv\n' > s.yaml
"$TR" estimate s.yaml
