# what: a janitor deleting every hidden temporary file in the working folder (rm .*.tmp every 10 ms) while estimate --csv e.csv and claims --csv c.csv (cache off) write there: each CSV ends whole (equal to an undisturbed run's) or the command fails in one line naming its CSV; never a success without the file
# expect-rc: 0
# expect: janitor ok
export TRAINIUM_REPORT_NO_CACHE=1; S="$PROJECT/scenarios/default.yaml"
mkdir ref; timeout 40 "$TR" estimate "$S" --csv ref/e.csv > /dev/null 2>&1; timeout 40 "$TR" claims --csv ref/c.csv > /dev/null 2>&1
( for i in $(seq 4000); do rm -f .*.tmp .*tmp* 2>/dev/null; sleep 0.01; done ) & J=$!
bad=0
timeout 40 "$TR" estimate "$S" --csv e.csv > o1.txt 2>&1; r1=$?
timeout 40 "$TR" claims --csv c.csv > o2.txt 2>&1; r2=$?
kill $J 2>/dev/null; wait $J 2>/dev/null
echo "estimate rc=$r1 claims rc=$r2"; tail -1 o1.txt; tail -1 o2.txt
if [ $r1 = 0 ]; then cmp -s e.csv ref/e.csv || { echo "e.csv NOT WHOLE"; bad=1; }; else tail -1 o1.txt | grep -q e.csv || bad=1; fi
if [ $r2 = 0 ]; then cmp -s c.csv ref/c.csv || { echo "c.csv NOT WHOLE"; bad=1; }; else tail -1 o2.txt | grep -q c.csv || bad=1; fi
grep -q Traceback o1.txt o2.txt && bad=1
[ $bad = 0 ] && echo "janitor ok"; exit $bad
