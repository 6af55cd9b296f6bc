# what: scenario measurements CSV whose row gives tpot_ms but leaves tpot_kind empty
# expect-rc: 1
# expect: runs.csv
# expect: tpot_kind
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | sed '2s/,19.6,measured,static,/,19.6,,static,/' > runs.csv
grep -q ',19.6,,static,' runs.csv || exit 99
printf 'scenario: c75\nmeasurements: runs.csv\n' > s.yaml
"$TR" estimate s.yaml
