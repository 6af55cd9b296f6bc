# what: Ctrl-C (SIGINT to the group) mid-computation of a cold estimate (cache off) writing --csv
# expect-rc: 130
# expect: interrupted
# expect-not: e.csv.
set -m
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv "$W/e.csv" > o.txt 2>&1 & P=$!
sleep 2.2; kill -INT -- -$P; wait $P; rc=$?
cat o.txt; echo "files: $(ls -A | tr '\n' ' ')"
exit $rc
