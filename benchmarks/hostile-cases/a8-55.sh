# what: candidates holding the family p5 999 times plus trn1.32xlarge (1,000 entries, the most a list may hold) with -y: refused naming candidates (a duplicate), or each system estimated once, within 60 s
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
L=$("$PY" -c "print('[' + ', '.join(['p5']*999) + ', trn1.32xlarge]')")
timeout 55 "$TR" estimate s.yaml -y "{candidates: $L}" --csv e.csv > out.txt 2>&1; echo "rc=$?" >> out.txt; head -c 3000 out.txt
"$PY" - <<'PY'
import csv
try:
    o = open("out.txt").read()
    assert "rc=124" not in o, "timed out"
    if "rc=1" in o:
        assert "candidates" in o, "refused without naming candidates"
        assert len(o) < 20000, f"{len(o)} characters of output"
    else:
        c = [r["candidate"] for r in csv.DictReader(open("e.csv"))]
        assert len(c) == len(set(c)), f"duplicate rows: {c}"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
