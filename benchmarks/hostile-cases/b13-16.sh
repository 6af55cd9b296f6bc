# what: TRAINIUM_REPORT_NO_CACHE at its edges (cache.py: 1/true/yes/on turn it off, 0/false/no/off or unset keep it on, case and surrounding space ignored; any other value refused): " YES " must turn it off (a cold specs of a new data version adds no cache entry), "Off" keeps it on (entries added), "2" and "onn" are refused naming TRAINIUM_REPORT_NO_CACHE, non-zero, no traceback
# expect-rc: 0
# expect: nocache ok
cp -r "$PROJECT/data" d
sed -i '2s/(Vantage data)/(Vantage data b13-16)/' d/prices.csv
bad=0
touch a.stamp; sleep 1
TRAINIUM_REPORT_NO_CACHE=" YES " timeout 55 "$TR" specs trainium2 --data-dir d > o1.txt 2>&1 || { echo "CHECK FAILED: YES run"; bad=1; }
n1=$(find "$PROJECT/.cache" -newer a.stamp -name '*.pickle' -not -path '*/run-*' | wc -l)
TRAINIUM_REPORT_NO_CACHE="Off" timeout 55 "$TR" specs trainium2 --data-dir d > o2.txt 2>&1 || { echo "CHECK FAILED: Off run"; bad=1; }
n2=$(find "$PROJECT/.cache" -newer a.stamp -name '*.pickle' -not -path '*/run-*' | wc -l)
echo "entries after YES: $n1, after Off: $n2"
[ $n1 = 0 ] || { echo "CHECK FAILED: ' YES ' still wrote the cache"; bad=1; }
[ $n2 -gt 0 ] || { echo "CHECK FAILED: 'Off' turned the cache off"; bad=1; }
cmp -s o1.txt o2.txt || { echo "CHECK FAILED: answers differ"; bad=1; }
for v in 2 onn; do
  TRAINIUM_REPORT_NO_CACHE=$v timeout 55 "$TR" validate d > o.txt 2>&1; r=$?
  [ $r != 0 ] && grep -q TRAINIUM_REPORT_NO_CACHE o.txt && [ $(wc -l < o.txt) -le 3 ] || { echo "CHECK FAILED: value $v rc=$r"; head -3 o.txt; bad=1; }
done
[ $bad = 0 ] && echo "nocache ok"
exit $bad
