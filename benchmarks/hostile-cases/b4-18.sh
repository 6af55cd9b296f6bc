# what: PYTHONDEVMODE=1 (development mode: ResourceWarning for unclosed files, asyncio debug) for validate, claims --csv, estimate --csv, model and predict (cache off): same answers, and no ResourceWarning from the project
# expect-rc: 0
# expect: dev mode ok
# expect-not: ResourceWarning
export TRAINIUM_REPORT_NO_CACHE=1
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv; S="$PROJECT/scenarios/default.yaml"
timeout 40 "$TR" estimate "$S" --csv ref.csv > /dev/null 2>&1 || exit 9
export PYTHONDEVMODE=1
bad=0
for c in "validate" "claims --csv c.csv" "estimate $S --csv e.csv" "model llama-3.1-70b" "predict runs.csv"; do
  timeout 40 "$TR" $c > o.txt 2>&1 || { echo "$c rc!=0"; bad=1; }
  grep -h -B1 -A1 -E 'ResourceWarning|Warning:' o.txt | head -6
done
cmp -s e.csv ref.csv || { echo "ESTIMATE DIFFERS"; bad=1; }
[ $bad = 0 ] && echo "dev mode ok"; exit $bad
