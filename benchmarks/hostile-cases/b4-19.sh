# what: Ctrl-C (SIGINT) to a second estimate while it waits for the cache lock of a first estimate (new data version) that is stopped (SIGSTOP); then the first is continued: the second ends with code 130 (or its answer) in one line, the first completes with the cache-off numbers
# expect-rc: 0
# expect: lock wait interrupt ok
set -m   # background jobs keep SIGINT (a non-interactive shell would start them with it ignored)
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b4-19-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1
timeout 50 "$TR" estimate s.yaml --csv a.csv > a.txt 2>&1 & A=$!
for i in $(seq 100); do AP=$(pgrep -P $A); [ -n "$AP" ] && break; sleep 0.02; done
for i in $(seq 400); do grep -qlx "$AP" "$PROJECT"/.cache/locks/*.computing 2>/dev/null && break; sleep 0.01; done
kill -STOP $AP; echo "first stopped while it holds: $(grep -lx "$AP" "$PROJECT"/.cache/locks/*.computing 2>/dev/null | xargs -n1 basename 2>/dev/null | cut -d- -f1-2)"
timeout 40 "$TR" estimate s.yaml --csv b.csv > b.txt 2>&1 & B=$!
for i in $(seq 100); do BP=$(pgrep -P $B); [ -n "$BP" ] && break; sleep 0.02; done
sleep 2.0; kill -INT $BP 2>/dev/null; wait $B; rb=$?
kill -CONT $AP; wait $A; ra=$?
echo "first rc=$ra second rc=$rb"; tail -3 b.txt
bad=0
[ $ra = 0 ] && cmp -s a.csv ref.csv || { echo "FIRST WRONG"; tail -3 a.txt; bad=1; }
if [ $rb = 130 ]; then [ $(grep -c . b.txt) -le 3 ] || bad=1; [ -e b.csv ] && { echo "b.csv LEFT"; bad=1; }
elif [ $rb = 0 ]; then cmp -s b.csv ref.csv || bad=1; else bad=1; fi
grep -q Traceback a.txt b.txt && bad=1
[ $bad = 0 ] && echo "lock wait interrupt ok"; exit $bad
