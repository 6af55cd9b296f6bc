# what: predict on the example runs CSV whose line 2 keeps tpot_ms 19.6 but empties tpot_kind (README: a run with a TPOT says how it was taken, tpot_kind; only one without leaves the kind empty): refused naming r.csv, line 2 and tpot_kind
# expect-rc: nonzero
# expect: r.csv
# expect: tpot_kind
cp "$PROJECT/scenarios/examples/my-runs.csv" r.csv
sed -i '2s/,19.6,measured,static,/,19.6,,static,/' r.csv
grep -q ',19.6,,static,' r.csv || echo "SETUP FAILED"
timeout 55 "$TR" predict r.csv 2>&1
