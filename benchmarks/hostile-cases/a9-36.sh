# what: -p price_overrides with a 1,100-character plain key inside its flow mapping (-p price_overrides '{xxx...: 24}'): refused naming price_overrides (the -p key) and the over-long key as such or as not among the candidates; output cut short
# expect-rc: 1
# expect: price_overrides
# expect: output short
cp "$PROJECT/scenarios/default.yaml" s.yaml
K=$("$PY" -c 'print("x"*1100)')
timeout 55 "$TR" estimate s.yaml -p price_overrides "{$K: 24}" > out.txt 2>&1; rc=$?
head -c 3000 out.txt; echo
[ "$(wc -c < out.txt)" -lt 5000 ] && echo "output short"
exit $rc
