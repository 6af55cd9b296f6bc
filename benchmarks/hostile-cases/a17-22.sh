# what: candidates given as one string, not a list, in the file (candidates: trn1): either read as the one-item list [trn1] (a trn1.32xlarge row, nothing else) or refused naming candidates; never split into letters or a traceback
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^candidates: .*/candidates: trn1/' s.yaml
timeout 55 "$TR" estimate s.yaml --csv e.csv > out.txt 2>&1; rc=$?
cat out.txt
"$PY" - "$rc" <<'PY'
import sys, csv, os
rc = int(sys.argv[1]); out = open("out.txt").read()
try:
    if rc == 0:
        rows = [r["candidate"] for r in csv.DictReader(open("e.csv"))]
        assert rows and all(r.startswith("trn1.") for r in rows), f"rows {rows}"
    else:
        assert rc == 1 and "candidates" in out, f"rc {rc} without candidates named"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
