# what: predict --csv naming the runs file it reads (would overwrite the user's runs with predictions)
# expect-rc: 1
# expect: runs.csv
# expect: not written
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
sum0=$(sha256sum runs.csv)
"$TR" predict runs.csv --csv ./runs.csv; rc=$?
[ "$(sha256sum runs.csv)" = "$sum0" ] || { echo "runs.csv was overwritten"; exit 3; }
exit $rc
