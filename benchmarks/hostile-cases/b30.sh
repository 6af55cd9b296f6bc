# what: SIGHUP (terminal closed) to estimate mid-run: ends without a traceback, no temporary file left
# expect-rc: nonzero
# expect-not: .tmp
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv "$W/e.csv" > o.txt 2>&1 & P=$!
sleep 2.2; kill -HUP $P; wait $P; rc=$?
cat o.txt; echo "files: $(ls -A | tr '\n' ' ')"
exit $rc
