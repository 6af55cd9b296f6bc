# what: TRAINIUM_REPORT_NO_CACHE set to values that mean "cache on" (" 0 ", "OFF", "False", "") and "cache off" (" YES "), and the full-width "ｏｎ": each accepted value gives the cache-off numbers; "ｏｎ" is refused in one line naming the variable (or taken as on, with the same numbers)
# expect-rc: 0
# expect: cache switch ok
S="$PROJECT/scenarios/default.yaml"
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate "$S" --csv ref.csv > /dev/null 2>&1 || exit 9
bad=0
for v in " 0 " "OFF" "False" "" " YES "; do
  TRAINIUM_REPORT_NO_CACHE="$v" timeout 40 "$TR" estimate "$S" --csv e.csv > o.txt 2>&1 || { echo "value '$v' rc!=0:"; tail -2 o.txt; bad=1; }
  cmp -s e.csv ref.csv || { echo "value '$v': DIFFERENT NUMBERS"; bad=1; }; rm -f e.csv
done
TRAINIUM_REPORT_NO_CACHE="ｏｎ" timeout 40 "$TR" estimate "$S" --csv e.csv > o.txt 2>&1; rc=$?
cat o.txt | head -2
if [ $rc = 0 ]; then cmp -s e.csv ref.csv || bad=1
else grep -q TRAINIUM_REPORT_NO_CACHE o.txt && [ $(grep -c . o.txt) -le 2 ] || { echo "UNCLEAR REFUSAL"; bad=1; }; [ -e e.csv ] && bad=1; fi
[ $bad = 0 ] && echo "cache switch ok"; exit $bad
