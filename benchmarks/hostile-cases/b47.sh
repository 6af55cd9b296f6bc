# what: Ctrl-C (SIGINT to the group) 1.2 s into claims --csv: code 130, one line, no file or temporary file left
# expect-rc: 130
# expect: interrupted
# expect-not: c.csv
set -m
TRAINIUM_REPORT_NO_CACHE=1 "$TR" claims --csv "$W/c.csv" > o.txt 2>&1 & P=$!
sleep 1.2; kill -INT -- -$P; wait $P; rc=$?
cat o.txt; echo "files: $(ls -A | tr '\n' ' ')"
[ $rc = 0 ] && { echo "finished before the signal: lengthen nothing, rerun"; }
exit $rc
