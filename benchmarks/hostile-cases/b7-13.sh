# what: estimate s.yaml --csv e.csv -p tokens_per_day (the last -p missing its VALUE): refused naming -p, no e.csv written
# expect-rc: 1
# expect: -p
# expect: no csv
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 40 "$TR" estimate s.yaml --csv e.csv -p tokens_per_day; rc=$?
[ -e e.csv ] || echo "no csv"
exit $rc
