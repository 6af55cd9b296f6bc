# what: the data folder renamed away (mv d d.old) 1 s into a cold estimate of a scenario whose data_dir is d: a result from the data as read, or one line naming d or its file; no traceback, no hang
# expect-rc: 0
# expect: handled
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b3-18-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
export TRAINIUM_REPORT_NO_CACHE=1
timeout 40 "$TR" estimate s.yaml > o.txt 2>&1 & P=$!
sleep 1; mv d d.old
wait $P; rc=$?
tail -2 o.txt
[ $rc = 124 ] && { echo HUNG; exit 1; }
if [ $rc = 0 ] || { [ "$(wc -l < o.txt)" -le 3 ] && grep -q 'd/\|d\b\|data' o.txt; }; then echo handled; else exit 1; fi
