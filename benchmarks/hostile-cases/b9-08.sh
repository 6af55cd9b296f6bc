# what: predict --csv p.csv where p.csv is a hard link to the bystander $OUTSIDE/thesis.tex: the bystander must not change (the harness hashes it); p.csv ends as the whole CSV (a new file) or a refusal naming p.csv
# expect-rc: 0
# expect: bystander same
# expect: outcome ok
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv; ln "$OUTSIDE/thesis.tex" p.csv || exit 7
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" predict runs.csv --csv ref.csv > r.txt 2>&1 || { cat r.txt; exit 9; }
before=$(sha256sum < "$OUTSIDE/thesis.tex")
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" predict runs.csv --csv p.csv > o.txt 2>&1; rc=$?; echo "rc=$rc"; tail -2 o.txt
[ "$(sha256sum < "$OUTSIDE/thesis.tex")" = "$before" ] && echo "bystander same"
if [ $rc = 0 ]; then cmp -s ref.csv p.csv && echo "outcome ok"; else grep -q p.csv o.txt && echo "outcome ok"; fi
