# what: candidates naming one system twice, once with an explicit @aws and once through its family ([trn1.32xlarge@aws, trn1]): refused naming candidates (the same system twice), or estimated once (one trn1.32xlarge row), never two rows for one system
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["trn1.32xlarge@aws", trn1, p5]}' --csv e.csv > out.txt 2>&1; rc=$?
cat out.txt
"$PY" - "$rc" <<'PY'
import csv, os, sys
rc = int(sys.argv[1]); out = open("out.txt").read()
try:
    if rc != 0:
        assert "candidates" in out, "refused without naming candidates"
        print("check ok (refused)")
    else:
        rows = [r for r in csv.DictReader(open("e.csv")) if r["candidate"] in ("trn1.32xlarge", "trn1.32xlarge@aws")]
        assert len(rows) == 1, f"{len(rows)} rows for trn1.32xlarge: {[r['candidate'] for r in rows]}"
        print("check ok (once)")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
