# what: predict on the example's 70B trn2 run written twice: once on trn2.48xlarge (tp 64) and once naming the chip trainium2 with nodes 16 (all 16 chips of the instance; data/README: a run on chips names the chip with nodes = chips used): the same hardware, so the two predictions must be equal
# expect-rc: 0
# expect: check ok
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
a = dict(rows[0]); b = dict(rows[0]); b["run_id"] = "chip-form"; b["entity_id"] = "trainium2"; b["nodes"] = "16"
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(rows[0].keys())); w.writeheader(); w.writerow(a); w.writerow(b)
P
timeout 55 "$TR" predict runs.csv --csv p.csv > out.txt 2>&1; rc=$?
cut -c1-300 out.txt
"$PY" - "$rc" <<'P'
import csv, sys
try:
    assert int(sys.argv[1]) == 0, "predict failed"
    r = {x["run_id"]: x for x in csv.DictReader(open("p.csv"))}
    a, b = r["my-trn2-llama70b-l2"], r["chip-form"]
    for k in ("predicted_ttft_ms", "predicted_tpot_ms"):
        assert abs(float(a[k]) / float(b[k]) - 1) < 1e-6, f"{k}: {a[k]} vs {b[k]}"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", e)
P
