# what: commands run from a working folder whose name is not UTF-8 (w\xff\xfe): validate d on a copy with a negative usd_per_hour (relative, then absolute path) and estimate --csv e.csv: one line per problem naming prices.csv and usd_per_hour, the CSV written; no traceback
# expect-rc: 0
# expect: prices.csv, line 2, field 'usd_per_hour'
# expect: all good
mkdir $'w\xff\xfe' && cd $'w\xff\xfe' || exit 9
cp -r "$PROJECT/data" d && sed -i '2s/,\([0-9.]*\),/,-\1,/' d/prices.csv
timeout 50 "$TR" validate d > v1.txt 2>&1; r1=$?
timeout 50 "$TR" validate "$PWD/d" > v2.txt 2>&1; r2=$?
timeout 50 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > e.txt 2>&1; r3=$?
cat v1.txt; tail -2 v2.txt | cat -v; tail -1 e.txt
echo "rc: $r1 $r2 $r3"
[ $r1 = 1 ] && [ $r2 = 1 ] && [ $r3 = 0 ] && [ -s e.csv ] && grep -q usd_per_hour v2.txt && echo "all good"
exit 0
