# what: quote keyed by a text holding HTML and a terminal escape ("<img src=x onerror=alert(1)>\e[2J"): refused naming price_overrides, the echo with the escape shown escaped (no raw ESC on the terminal)
# expect-rc: 1
# expect: price_overrides
# expect: s.yaml
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides:.*/price_overrides: {"<img src=x onerror=alert(1)>\\e[2J": 24.0}/' s.yaml
grep -n '^price_overrides' s.yaml >&2
"$TR" estimate s.yaml > o.txt 2>&1
rc=$?
cat o.txt
if grep -q $'\e' o.txt; then echo "raw ESC byte printed"; exit 3; fi
exit $rc
