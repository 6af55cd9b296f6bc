# what: a CPU-time limit (soft ulimit -t 1, so SIGXCPU) kills a cold estimate --csv with SIGXCPU: it ends non-zero, prints no traceback, leaves no partial e.csv
# expect-rc: nonzero
# expect: no partial csv
cp "$PROJECT/scenarios/default.yaml" s.yaml
export TRAINIUM_REPORT_NO_CACHE=1
( ulimit -c 0; ulimit -S -t 1; exec "$TR" estimate s.yaml --csv e.csv ) > o.txt 2>&1; rc=$?
head -3 o.txt
[ -e e.csv ] && { TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1; cmp -s e.csv ref.csv || echo "PARTIAL e.csv"; }
[ -e e.csv ] && cmp -s e.csv ref.csv || [ ! -e e.csv ] && echo "no partial csv"
ls -A | grep -v -e '^s.yaml$' -e '^o.txt$' -e '^ref.csv$' -e '^e.csv$' | sed 's/^/left: /'
exit $rc
