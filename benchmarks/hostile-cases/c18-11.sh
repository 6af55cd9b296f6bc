# what: predict --csv runs.csv where runs.csv is the very runs file being read (a slip: the export named as the input; issue 22: data loss): refused naming runs.csv, and the user's runs file left byte for byte as it was
# expect-rc: nonzero
# expect: runs.csv
# expect: input intact
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
before=$(sha256sum runs.csv)
timeout 55 "$TR" predict runs.csv --csv runs.csv; rc=$?
[ "$(sha256sum runs.csv)" = "$before" ] && echo "input intact" || { echo "CHECK FAILED: runs.csv overwritten:"; head -3 runs.csv; }
exit $rc
