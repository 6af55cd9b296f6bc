# what: an estimate stopped (SIGSTOP, like Ctrl-Z) while it computes a new dataset's fits; a second estimate of the same data must not wait for it long
# expect-rc: 0
# expect: same result
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b46-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
"$TR" estimate s.yaml > a.txt 2>&1 & A=$!
sleep 2.0; kill -STOP $A
s=$(date +%s); timeout 40 "$TR" estimate s.yaml --csv e.csv > b.txt 2>&1; rb=$?; t=$(( $(date +%s) - s ))
kill -KILL $A; kill -CONT $A 2>/dev/null; wait $A 2>/dev/null
tail -n 3 b.txt; echo "second estimate took $t s"
[ $rb = 0 ] || exit $rb
[ $t -le 20 ] || { echo "waited too long for a stopped process"; exit 1; }
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate s.yaml --csv ref.csv > r.txt 2>&1 || { cat r.txt; exit 1; }
cmp e.csv ref.csv && echo "same result"
