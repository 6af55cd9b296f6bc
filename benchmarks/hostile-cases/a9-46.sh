# what: price_basis auto with no AWS GPU candidate (candidates [trn1, "h100-sxm:8@lambda"]): no like-for-like AWS basis has a current price on both sides; either a result that names the basis it used (price basis: ...) and prices Lambda on a GPU-cloud basis or excludes it with a reason, or a refusal naming price_basis; no traceback
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1, "h100-sxm:8@lambda"], price_basis: auto}' > out.txt 2>&1; rc=$?
cat out.txt
"$PY" - "$rc" <<'PY'
import sys
rc = int(sys.argv[1]); out = open("out.txt").read()
if rc != 0:
    print("check ok (refused)" if "price_basis" in out else "CHECK FAILED: refused without naming price_basis")
else:
    ok = "price basis:" in out and "h100-sxm:8@lambda" in out
    print("check ok (result)" if ok else "CHECK FAILED: no basis named or lambda neither priced nor excluded")
PY
