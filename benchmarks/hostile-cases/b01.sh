# what: Ctrl-C (SIGINT to the process group) 0.3 s after estimate starts, while it loads
# expect-rc: 130
# expect: interrupted
set -m
"$TR" estimate "$PROJECT/scenarios/default.yaml" --csv "$W/e.csv" > o.txt 2>&1 & P=$!
sleep 0.3; kill -INT -- -$P; wait $P; rc=$?
cat o.txt; ls -A
exit $rc
