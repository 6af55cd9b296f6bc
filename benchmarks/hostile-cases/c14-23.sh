# what: predict on the example runs CSV saved in Windows-1252 with a note holding "19.6 ms ± 0.3 µs" (bytes 0xB1, 0xB5: not UTF-8): refused naming runs.csv (and the line or encoding), or the three runs predicted as from the UTF-8 file; never a traceback
# expect-rc: 0
# expect: check ok
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
rows[0]["note"] = "19.6 ms \u00b1 0.3 \u00b5s"
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="cp1252"), fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)
P
timeout 55 "$TR" predict runs.csv > out.txt 2>&1; rc=$?
cut -c1-300 out.txt
"$PY" - "$rc" <<'P'
import sys
rc = int(sys.argv[1]); t = open("out.txt").read()
try:
    if rc != 0:
        assert "runs.csv" in t, "refusal does not name runs.csv"
    else:
        assert "3 run(s) predicted" in t and "19.6" in t, "not the three runs"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", e)
P
