# what: estimate --csv e.csv where e.csv is replaced, 1.5 s into a cold run, by a symlink to the bystander $OUTSIDE/thesis.tex: the bystander must stay untouched (the link replaced by the CSV, or an error naming e.csv)
# expect-rc: 0
# expect: bystander intact
cp "$PROJECT/scenarios/default.yaml" s.yaml
export TRAINIUM_REPORT_NO_CACHE=1
h=$(sha256sum < "$OUTSIDE/thesis.tex")
"$TR" estimate s.yaml --csv e.csv > o.txt 2>&1 & P=$!
sleep 1.5; ln -sf "$OUTSIDE/thesis.tex" e.csv
wait $P; rc=$?
tail -1 o.txt
if [ $rc != 0 ] && ! tail -2 o.txt | grep -q e.csv; then echo "failed without naming e.csv"; exit $rc; fi
[ "$(sha256sum < "$OUTSIDE/thesis.tex")" = "$h" ] && echo "bystander intact" || { echo "BYSTANDER OVERWRITTEN"; exit 1; }
