# what: -y with an efficiency override keyed by a 1,100-character word inside a nested flow mapping ({efficiency_overrides: {xxx...: {bandwidth_efficiency: 0.5}}}): refused naming -y (the argument) and efficiency_overrides or the 1,024 limit, quickly, echo cut short
# expect-rc: 1
# expect: -y
# expect: output short
# expect: names efficiency_overrides or 1,024
cp "$PROJECT/scenarios/default.yaml" s.yaml
K=$("$PY" -c 'print("x"*1100)')
timeout 55 "$TR" estimate s.yaml -y "{efficiency_overrides: {$K: {bandwidth_efficiency: 0.5}}}" > out.txt 2>&1; rc=$?
head -c 3000 out.txt; echo
[ "$(wc -c < out.txt)" -lt 5000 ] && echo "output short"
grep -q -E "efficiency_overrides|1,024" out.txt && echo "names efficiency_overrides or 1,024"
exit $rc
