# what: predict on the example runs CSV with the optional columns global_batch, sequences_per_s, sdk and note dropped (a hand-made file of only the columns a serving run fills; data/README lists 26 columns): the same 3 predictions as the original, or refused naming runs.csv and the missing columns by name; never a traceback or a KeyError
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/examples/my-runs.csv" orig.csv
"$PY" - <<'P'
import csv
rows = list(csv.DictReader(open("orig.csv", newline="")))
drop = {"global_batch", "sequences_per_s", "sdk", "note"}
cols = [c for c in rows[0] if c not in drop]
with open("runs.csv", "w", newline="") as f:
    w = csv.DictWriter(f, cols, extrasaction="ignore"); w.writeheader(); w.writerows(rows)
P
timeout 27 "$TR" predict orig.csv --csv a.csv > a.txt 2>&1; r1=$?
timeout 27 "$TR" predict runs.csv --csv b.csv > b.txt 2>&1; r2=$?
cut -c1-300 b.txt
"$PY" - "$r1" "$r2" <<'P'
import csv, sys
try:
    r1, r2 = int(sys.argv[1]), int(sys.argv[2])
    t = open("b.txt").read()
    assert r1 == 0, "the original failed"
    if r2 != 0:
        assert "runs.csv" in t and ("global_batch" in t or "sequences_per_s" in t or "sdk" in t), "refused without naming runs.csv and the columns"
        print("refused, named"); print("check ok"); sys.exit()
    a = list(csv.DictReader(open("a.csv"))); b = list(csv.DictReader(open("b.csv")))
    assert a == b, ("predictions differ", len(a), len(b))
    print("check ok")
except SystemExit:
    raise
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
