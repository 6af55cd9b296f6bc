# what: double Ctrl-C (two SIGINTs to the group 0.1 s apart, an impatient user) 1.5 s into a cold estimate --csv: code 130, one short line, no traceback, no CSV or temporary file left
# expect-rc: 130
# expect: clean
# expect-not: Exception ignored
cp "$PROJECT/scenarios/default.yaml" s.yaml
export TRAINIUM_REPORT_NO_CACHE=1
set -m
"$TR" estimate s.yaml --csv e.csv > o.txt 2>&1 & P=$!
sleep 1.5; kill -INT -- -$P; sleep 0.1; kill -INT -- -$P 2>/dev/null
wait $P; rc=$?
cat o.txt
n=$(wc -l < o.txt)
left=$(ls -A | grep -v -e '^s.yaml$' -e '^o.txt$')
[ -z "$left" ] && [ "$n" -le 2 ] && echo "clean" || echo "left: $left / $n lines"
exit $rc
