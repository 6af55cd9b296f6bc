# what: candidates naming the same system twice, as a family and as its one size ([p5, p5.48xlarge, trn1.32xlarge]): refused naming candidates, or estimated once (one p5.48xlarge row), never two rows for one system
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [p5, p5.48xlarge, trn1.32xlarge]}' --csv e.csv > out.txt 2>&1; echo "rc=$?" >> out.txt; cat out.txt
"$PY" - <<'PY'
import csv
try:
    o = open("out.txt").read()
    if "rc=1" in o:
        assert "candidates" in o, "refused without naming candidates"
    else:
        c = [r["candidate"] for r in csv.DictReader(open("e.csv"))]
        assert c.count("p5.48xlarge") == 1, f"p5.48xlarge {c.count('p5.48xlarge')} times"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
