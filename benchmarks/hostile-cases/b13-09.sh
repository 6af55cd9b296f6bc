# what: every lock file of the project cache for a new data version replaced by a folder holding a file (a sync tool's mkdir over the name, or a cp -r slip), cache entries deleted, then a cold specs and claims --csv of that version: each answers as with the cache off (a lock that cannot be opened means no waiting, never an error), code 0, and the folders' files are left untouched
# expect-rc: 0
# expect: dir locks ok
cp -r "$PROJECT/data" d
sed -i '2s/(Vantage data)/(Vantage data b13-09)/' d/prices.csv
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" specs trainium2 --data-dir d > sref.txt 2>&1
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" claims --data-dir d --csv cref.csv > /dev/null 2>&1
touch start.stamp; sleep 1
timeout 55 "$TR" specs trainium2 --data-dir d > /dev/null 2>&1; timeout 55 "$TR" claims --data-dir d > /dev/null 2>&1
new=$(find "$PROJECT/.cache" -newer start.stamp -type f -name '*.pickle' -not -path '*/run-*')
locks=$(find "$PROJECT/.cache/locks" -maxdepth 1 -type f -newer start.stamp)
echo "locks: $(echo "$locks" | grep -c .)"
for f in $locks; do rm -f "$f"; mkdir "$f"; echo keep > "$f/keep.txt"; done
for f in $new; do rm -f "$f"; done
timeout 55 "$TR" specs trainium2 --data-dir d > s.txt 2>&1; r1=$?
timeout 55 "$TR" claims --data-dir d --csv c.csv > c.txt 2>&1; r2=$?
bad=0
for f in $locks; do [ "$(cat "$f/keep.txt" 2>/dev/null)" = keep ] || { echo "CHECK FAILED: $f/keep.txt touched"; bad=1; }; rm -rf "$f"; done
echo "rc $r1 $r2"
[ $r1 = 0 ] && cmp -s s.txt sref.txt || { echo "CHECK FAILED: specs"; diff s.txt sref.txt | head -4; bad=1; }
[ $r2 = 0 ] && cmp -s c.csv cref.csv || { echo "CHECK FAILED: claims"; tail -3 c.txt; bad=1; }
[ $bad = 0 ] && echo "dir locks ok"
exit $bad
