# what: an address-space limit (ulimit -v 250000 KB) for validate, claims, model and predict (cache off): each works, or says "out of memory" in one line; no traceback, no MemoryError, no hang
# expect-rc: 0
# expect: memory limit ok
# expect-not: MemoryError
export TRAINIUM_REPORT_NO_CACHE=1
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
bad=0
for c in "validate" "claims" "model llama-3.1-70b" "predict runs.csv"; do
  ( ulimit -v 250000; timeout 40 "$TR" $c > o.txt 2>&1; echo $? > rc.txt )
  rc=$(cat rc.txt); echo "$c: rc=$rc $(tail -1 o.txt | cut -c1-100)"
  if [ "$rc" != 0 ]; then grep -qi 'out of memory' o.txt && [ $(grep -c . o.txt) -le 2 ] || bad=1; fi
  grep -q Traceback o.txt && bad=1
done
[ $bad = 0 ] && echo "memory limit ok"; exit $bad
