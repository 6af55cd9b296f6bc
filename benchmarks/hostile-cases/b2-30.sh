# what: two builds started together into the same --out (the second with -p tokens_per_day 3e9 and --rerun): one waits or is refused naming the folder as locked; the published report is whole and agrees with its own summary.json, no temporary folder left
# expect-rc: 0
# expect: consistent
timeout 55 "$TR" build --no-pdf --quiet --out "$W/out" --figures "$W/fig" > a.txt 2>&1 & A=$!
timeout 55 "$TR" build --no-pdf --quiet --rerun -p tokens_per_day 3e9 --out "$W/out" --figures "$W/fig" > b.txt 2>&1 & Bp=$!
wait $A; ra=$?; wait $Bp; rb=$?
echo "a rc=$ra: $(tail -1 a.txt | cut -c1-200)"; echo "b rc=$rb: $(tail -1 b.txt | cut -c1-200)"
bad=0
grep -q Traceback a.txt b.txt && bad=1
for r in a b; do eval rc=\$r$r; [ "$rc" != 0 ] && ! grep -qiE 'lock|another build|in use|busy' $r.txt && { echo "$r failed without saying the folder is locked"; bad=1; }; done
[ $ra != 0 ] && [ $rb != 0 ] && { echo "both failed"; bad=1; }
ls -A out out/default
ls -A out | grep -vE '^(default|index.html|\.trainium-report-output|_shared)$' && { echo "leftover in out/"; bad=1; }
grep -q '</html>' out/default/report.html || { echo "report not whole"; bad=1; }
tpd=$("$PY" -c "import json,sys; d=json.load(open('out/default/summary.json')); print(json.dumps(d))" | grep -oE '"tokens_per_day": [0-9.e+]+' | head -1)
echo "summary: $tpd"
[ $bad = 0 ] && echo "consistent"; exit $bad
