# what: --data-dir given as an empty string (--data-dir "", as "$DATA" with DATA unset gives) for specs trainium2, claims, model llama-3.1-8b and predict runs.csv: each refused non-zero in at most three lines naming the data folder (--data-dir, the empty name or the missing datapackage.json), never the working folder silently read as a dataset, never the project's data used instead with code 0; no traceback
# expect-rc: 0
# expect: empty data-dir refused
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
bad=0
for c in "specs trainium2" "claims" "model llama-3.1-8b" "predict runs.csv"; do
  timeout 55 "$TR" $c --data-dir "" > o.txt 2>&1; r=$?
  echo "[$c] rc=$r lines=$(wc -l < o.txt): $(head -3 o.txt | cut -c1-200 | tr '\n' '|')"
  [ $r != 0 ] || bad=1
  [ $(wc -l < o.txt) -le 3 ] || bad=1
  grep -q -i -e 'data-dir' -e 'datapackage' -e "''" -e 'data folder' -e 'dataset folder' o.txt || bad=1
  grep -q Traceback o.txt && bad=1
done
[ $bad = 0 ] && echo "empty data-dir refused"
exit $bad
