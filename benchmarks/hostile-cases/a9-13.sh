# what: a quote keyed by a 1,100-character plain key inside a block-style price_overrides (indented two spaces) in the file: refused naming the file, and price_overrides or that the key is over 1,024 characters; output cut short
# expect-rc: 1
# expect: s.yaml
# expect: output short
# expect: names price_overrides or 1,024
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
t = open("s.yaml", encoding="utf-8").read()
old = "price_overrides: {}"
assert old in t
t = t.replace(old, "price_overrides:\n  trn2.48xlarge: 24\n  " + "x" * 1100 + ": 30")
open("s.yaml", "w", encoding="utf-8").write(t)
PY
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1; rc=$?
head -c 3000 out.txt; echo
[ "$(wc -c < out.txt)" -lt 5000 ] && echo "output short"
grep -q -E "price_overrides|1,024" out.txt && echo "names price_overrides or 1,024"
exit $rc
