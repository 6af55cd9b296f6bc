# what: HOME is the bystander folder $OUTSIDE (XDG_*, MPLCONFIGDIR, IPYTHONDIR unset): validate, claims --csv, specs, estimate, model and predict (cache off) work and write nothing into it
# expect-rc: 0
# expect: home untouched
unset XDG_CACHE_HOME XDG_CONFIG_HOME XDG_DATA_HOME MPLCONFIGDIR IPYTHONDIR JUPYTER_CONFIG_DIR
export HOME="$OUTSIDE" TRAINIUM_REPORT_NO_CACHE=1
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
bad=0
for c in "validate" "claims --csv c.csv" "specs trainium2" "estimate $PROJECT/scenarios/default.yaml" "model llama-3.1-70b" "predict runs.csv"; do
  timeout 40 "$TR" $c > o.txt 2>&1 || { echo "$c failed:"; tail -2 o.txt; bad=1; }
done
ls -A "$OUTSIDE"
[ "$(ls -A "$OUTSIDE" | sort | tr '\n' ' ')" = "notes thesis.tex " ] || { echo "SOMETHING WRITTEN INTO HOME"; bad=1; }
[ $bad = 0 ] && echo "home untouched"; exit $bad
