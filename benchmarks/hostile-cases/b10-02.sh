# what: a scenario file and a data folder whose names hold bytes that are not UTF-8 ($'s\xff.yaml' with tokens_per_day: -5; $'d\xfe' with a negative usd_per_hour on prices.csv line 2): each refused naming the key or file (the name printed escaped), code non-zero, no traceback or UnicodeEncodeError
# expect-rc: 0
# expect: scenario refused naming tokens_per_day
# expect: data refused naming prices.csv
# expect-not: UnicodeEncodeError
cp "$PROJECT/scenarios/examples/small-volume.yaml" $'s\xff.yaml'; sed -i 's/^tokens_per_day: .*/tokens_per_day: -5/' $'s\xff.yaml'
cp -r "$PROJECT/data" $'d\xfe'; sed -i '2s/,0\.228,/,-0.228,/' $'d\xfe/prices.csv'
timeout 55 "$TR" estimate $'s\xff.yaml' > o1.txt 2>&1; rc1=$?
timeout 55 "$TR" validate $'d\xfe' > o2.txt 2>&1; rc2=$?
echo "rc1=$rc1 rc2=$rc2"; tail -3 o1.txt | cat -v; tail -3 o2.txt | cat -v
bad=0
if [ $rc1 != 0 ] && grep -q tokens_per_day o1.txt && ! grep -q Traceback o1.txt; then echo "scenario refused naming tokens_per_day"; else bad=1; fi
if [ $rc2 != 0 ] && grep -q 'prices.csv' o2.txt && grep -q usd_per_hour o2.txt && ! grep -q Traceback o2.txt; then echo "data refused naming prices.csv"; else bad=1; fi
exit $bad
