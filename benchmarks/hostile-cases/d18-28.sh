# what: prices.csv: inf1.24xlarge's af-south-1 reserved (line 239, 3.937, 2026-08-26) set to 6.5, 1.04x the same region's on-demand 6.249 of the same date (line 238): checks.yaml reserved-not-above-on-demand: above on-demand on the same date is a slip: warning naming prices.csv, 239, rc 0
# expect-rc: 0
# expect: prices.csv
# expect: 239
# expect: reserved-not-above-on-demand
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/prices.csv 239 usd_per_hour 6.5
timeout 55 "$TR" validate d
