# what: the folder of estimate's --csv target (sub/) deleted 1.5 s into a cold run: a clear one-line error naming e.csv (or sub), no traceback, nothing recreated half-written
# expect-rc: 1
# expect: e.csv
cp "$PROJECT/scenarios/default.yaml" s.yaml; mkdir sub
export TRAINIUM_REPORT_NO_CACHE=1
"$TR" estimate s.yaml --csv sub/e.csv > o.txt 2>&1 & P=$!
sleep 1.5; rm -rf sub
wait $P; rc=$?
tail -2 o.txt
ls -A sub 2>/dev/null | sed 's/^/left: /'
exit $rc
