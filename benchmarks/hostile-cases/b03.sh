# what: SIGTERM to estimate mid-computation (cache off): it must end quietly, leaving no temporary file
# expect-rc: nonzero
# expect-not: .tmp
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv "$W/e.csv" > o.txt 2>&1 & P=$!
sleep 2.2; kill -TERM $P; wait $P; rc=$?
cat o.txt; echo "files: $(ls -A | tr '\n' ' ')"
exit $rc
