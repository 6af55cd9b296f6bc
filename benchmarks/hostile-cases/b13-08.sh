# what: every lock file of the project cache (.cache/locks/*.lock, made by a first cold validate and estimate of a new data version) replaced by a FIFO with no writer, then the cache entries of that version deleted and the two run again: no hang (opening a FIFO for reading blocks: cache.py "any trouble with it means no waiting, never an error"), the same answers as the cache-off runs
# expect-rc: 0
# expect: fifo locks ok
cp -r "$PROJECT/data" d
sed -i '2s/(Vantage data)/(Vantage data b13-08)/' d/prices.csv
{ cat "$PROJECT/scenarios/examples/small-volume.yaml"; echo "data_dir: $W/d"; } > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" validate d > vref.txt 2>&1
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate s.yaml --csv eref.csv > /dev/null 2>&1
touch start.stamp; sleep 1
timeout 55 "$TR" validate d > /dev/null 2>&1; timeout 55 "$TR" estimate s.yaml > /dev/null 2>&1
new=$(find "$PROJECT/.cache" -newer start.stamp -type f -name '*.pickle' -not -path '*/run-*')
locks=$(find "$PROJECT/.cache/locks" -maxdepth 1 -type f -newer start.stamp)
echo "new entries: $(echo "$new" | grep -c .) locks: $(echo "$locks" | grep -c .)"
for f in $locks; do rm -f "$f"; mkfifo "$f"; done
for f in $new; do rm -f "$f"; done
timeout 55 "$TR" validate d > v.txt 2>&1; r1=$?
timeout 55 "$TR" estimate s.yaml --csv e.csv > e.txt 2>&1; r2=$?
for f in $locks; do [ -p "$f" ] && rm -f "$f"; done
echo "rc $r1 $r2"
bad=0
[ $r1 = 0 ] && cmp -s v.txt vref.txt || { echo "CHECK FAILED: validate"; diff v.txt vref.txt | head; bad=1; }
[ $r2 = 0 ] && cmp -s e.csv eref.csv || { echo "CHECK FAILED: estimate"; tail -3 e.txt; bad=1; }
[ $bad = 0 ] && echo "fifo locks ok"
exit $bad
