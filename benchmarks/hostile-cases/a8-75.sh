# what: build (--no-pdf) of small-volume with chip candidates priced under the new min_chips rule (-y candidates [trn1, "h100-sxm:16@lambda" (8x rate, blocks of 8), "h100-sxm:12@lambda" (1x rate only)], price_basis gpu_cloud_list): the report builds (its decision, sensitivity and Monte Carlo on these candidates), names both candidates, and nothing lands outside out/ and figs/
# expect-rc: 0
# expect: check ok
timeout 58 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --no-pdf --quiet --out out --figures figs -y '{candidates: [trn1, "h100-sxm:16@lambda", "h100-sxm:12@lambda"], price_basis: gpu_cloud_list}' > build.txt 2>&1; echo "rc=$?" >> build.txt; tail -5 build.txt
"$PY" - <<'PY'
import glob
try:
    o = open("build.txt").read()
    assert "rc=0" in o, "build failed: " + o[-600:]
    html = [p for p in glob.glob("out/**/*.html", recursive=True) if "index" not in p.rsplit("/", 1)[-1]]
    assert html, "no report html"
    text = "".join(open(p, encoding="utf-8").read() for p in html)
    for c in ("h100-sxm:16@lambda", "h100-sxm:12@lambda"):
        assert c in text, f"{c} not in the report"
    print("check ok", html)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
