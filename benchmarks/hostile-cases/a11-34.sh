# what: candidates alternating "h100-sxm:8@lambda" and "h100-sxm:08@lambda" 300 times (the same system; candidates' duplicate rule reads 08 as 8) plus trn1.32xlarge, with -y: refused naming candidates, the duplicate said once (round 61: a candidate repeated many times is said once), output under 5,000 characters
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/default.yaml" s.yaml
Y=$("$PY" -c 'print("{candidates: [" + ", ".join(["\"h100-sxm:8@lambda\"", "\"h100-sxm:08@lambda\""] * 150) + ", trn1.32xlarge], price_basis: gpu_cloud_list}")')
timeout 55 "$TR" estimate s.yaml -y "$Y" > out.txt 2>&1; echo "rc=$?" >> out.txt; head -c 3000 out.txt
"$PY" - <<'PY'
try:
    out = open("out.txt").read()
    rc = out.rsplit("rc=", 1)[1].strip()
    assert len(out) < 5000, f"output of {len(out)} characters"
    if rc != "0":
        assert "candidates" in out, "refusal does not name candidates"
    else:
        assert out.count("h100-sxm:8@lambda") + out.count("h100-sxm:08@lambda") < 10, "the candidate is repeated"
    print("check ok rc", rc)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
