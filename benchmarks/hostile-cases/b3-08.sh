# what: SIGQUIT (Ctrl-\) to a cold estimate --csv 1.5 s in: it ends (non-zero), no traceback, and no partial e.csv
# expect-rc: nonzero
# expect: no partial csv
cp "$PROJECT/scenarios/default.yaml" s.yaml
export TRAINIUM_REPORT_NO_CACHE=1
ulimit -c 0
"$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1 || exit 9
set -m
"$TR" estimate s.yaml --csv e.csv > o.txt 2>&1 & P=$!
sleep 1.5; kill -QUIT $P; wait $P; rc=$?
head -3 o.txt
if [ ! -e e.csv ] || cmp -s e.csv ref.csv; then echo "no partial csv"; else echo "PARTIAL e.csv"; fi
ls -A | grep -v -e '^s.yaml$' -e '^o.txt$' -e '^ref.csv$' -e '^e.csv$' | sed 's/^/left: /'
exit $rc
