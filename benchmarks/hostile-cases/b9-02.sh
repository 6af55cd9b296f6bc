# what: predict runs.csv --csv runs.csv (the predictions aimed at the user's own runs file): the runs must not be overwritten (data loss); refused naming runs.csv, or runs.csv stays byte-identical
# expect-rc: 0
# expect: runs.csv intact
# expect: runs.csv
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv; cp runs.csv runs.orig
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" predict runs.csv --csv runs.csv > o.txt 2>&1; echo "rc=$?"; tail -3 o.txt
cmp -s runs.csv runs.orig && echo "runs.csv intact" || echo "runs.csv CLOBBERED: $(head -c 120 runs.csv)"
