# what: a quote written as a 400-digit integer (10^399) for p5.48xlarge in the file: beyond the magnitude rule (issue 22: every number under one magnitude rule); refused naming price_overrides (or the file's line), no overflow
# expect-rc: 1
# expect: s.yaml
# expect: names price_overrides or line
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
t = open("s.yaml", encoding="utf-8").read()
t = t.replace("price_overrides: {}", "price_overrides: {p5.48xlarge: 1" + "0" * 399 + "}")
open("s.yaml", "w", encoding="utf-8").write(t)
PY
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1; rc=$?
head -c 2000 out.txt; echo
grep -q -E "price_overrides|line [0-9]" out.txt && echo "names price_overrides or line"
exit $rc
