# what: a scenario file whose price_overrides block (block style) keys a chip candidate unquoted (h100-sxm:8@lambda: 31.92 on its own indented line) with quote_date 2026-11-20 and price_basis gpu_cloud_list: YAML reads the key h100-sxm:8@lambda; the quote is used as your quote at 31.92
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
t = open("s.yaml", encoding="utf-8").read()
old = "price_overrides: {}"
assert old in t
t = t.replace(old, "price_overrides:\n  h100-sxm:8@lambda: 31.92\n").replace("price_basis: auto", "price_basis: gpu_cloud_list")
t = t.replace("quote_date: null", "quote_date: 2026-11-20")
open("s.yaml", "w", encoding="utf-8").write(t)
PY
timeout 55 "$TR" estimate s.yaml --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv
try:
    r = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "h100-sxm:8@lambda"][0]
    assert abs(float(r["usd_per_hour"]) - 31.92) < 1e-9 and "quote" in r["offer_kind"] and r["price_as_of"] == "2026-11-20", (r["usd_per_hour"], r["offer_kind"], r["price_as_of"])
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
