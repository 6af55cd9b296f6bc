# what: commands run with the bystander folder $OUTSIDE as the working folder (validate, claims, specs trainium2, estimate of an absolute scenario path, model, predict of an absolute runs path): each works and writes nothing there
# expect-rc: 0
# expect: outside untouched
cp "$PROJECT/scenarios/examples/my-runs.csv" "$W/runs.csv"
before=$(find "$OUTSIDE" -mindepth 1 -printf "%p %s %T@ %y\n" | sort | sha256sum)
cd "$OUTSIDE"; bad=0
for c in "validate" "claims" "specs trainium2" "estimate $PROJECT/scenarios/default.yaml" "model llama-3.1-8b" "predict $W/runs.csv"; do
  timeout 40 "$TR" $c > "$W/o.txt" 2>&1; rc=$?
  [ $rc = 0 ] || { echo "$c: rc=$rc $(head -2 "$W/o.txt")"; bad=1; }
  grep -q Traceback "$W/o.txt" && bad=1
done
cd "$W"
[ "$(find "$OUTSIDE" -mindepth 1 -printf "%p %s %T@ %y\n" | sort | sha256sum)" = "$before" ] && echo "outside untouched" || { echo "OUTSIDE CHANGED"; bad=1; }
exit $bad
