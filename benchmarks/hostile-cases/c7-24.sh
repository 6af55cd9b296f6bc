# what: the scenario's measurements CSV (the example runs, note "run set alpha") saved 8 s into a --rerun build (--no-pdf) as a version whose line 2 tpot_ms is the text "fast": the build fails naming runs.csv (no traceback), or builds from the version it checked
# expect-rc: 0
# expect: ACCEPTABLE
# expect-not: Traceback
sed 's/replace with your own runs/run set alpha/' "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
printf 'scenario: c7runswap\nmeasurements: runs.csv\ncandidates: [trn2, p5]\n' > s.yaml
timeout 55 "$TR" build s.yaml --out "$W/out" --figures "$W/fig" --no-pdf --quiet --rerun > log.txt 2>&1 & pid=$!
sleep 8; sed '2s/,19.6,measured/,fast,measured/' runs.csv > runs.new && mv runs.new runs.csv
grep -q ',fast,' runs.csv || echo "swap did not apply"
wait $pid; rc=$?
tail -8 log.txt; echo "rc=$rc"
if [ $rc = 0 ] && [ -e out/c7runswap/report.html ]; then echo ACCEPTABLE
elif grep -q "runs.csv" log.txt && [ ! -e out/c7runswap/report.html ]; then echo ACCEPTABLE; fi
