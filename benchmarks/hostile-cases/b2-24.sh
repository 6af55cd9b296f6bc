# what: PYTHONOPTIMIZE=2 (asserts and docstrings stripped) with a negative usd_per_hour in prices.csv: validate must still refuse it naming prices.csv and usd_per_hour, and estimate must not price with it
# expect-rc: 1
# expect: prices.csv
# expect: usd_per_hour
cp -r "$PROJECT/data" d
awk -F, 'BEGIN{OFS=","} NR==2{$7="-0.228"} {print}' d/prices.csv > p && mv p d/prices.csv; sed -n 2p d/prices.csv
printf 'data_dir: d\n' > s.yaml
PYTHONOPTIMIZE=2 timeout 40 "$TR" validate d 2>&1 | tail -4; rv=${PIPESTATUS[0]}
PYTHONOPTIMIZE=2 timeout 40 "$TR" estimate s.yaml > e.txt 2>&1; re=$?
echo "estimate rc=$re: $(tail -2 e.txt)"
[ $re = 0 ] && { echo "estimate ACCEPTED the negative price"; exit 2; }
exit $rv
