# what: the data folder removed (rm -rf d) 1.0 s into a cold estimate --csv e.csv whose scenario reads it (cache off): the numbers of the data as read, or a short error (at most 3 lines) naming d; no traceback, no partial e.csv
# expect-rc: 0
# expect: acceptable
# expect-not: verdict-bad
cp -r "$PROJECT/data" d; printf 'data_dir: d\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" estimate s.yaml --csv ref.csv > ref.txt 2>&1 || { cat ref.txt; exit 9; }
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" estimate s.yaml --csv e.csv > o.txt 2>&1 & P=$!
sleep 1.0; rm -rf d; wait $P; rc=$?
echo "rc=$rc"; tail -3 o.txt; ls -A
if [ $rc = 0 ] && cmp -s ref.csv e.csv; then echo "acceptable: result"
elif [ $rc != 0 ] && [ ! -e e.csv ] && [ "$(wc -l < o.txt)" -le 3 ] && grep -q 'd' o.txt && ! ls -A | grep -q tmp; then echo "acceptable: refused"
else echo "verdict-bad"; fi
