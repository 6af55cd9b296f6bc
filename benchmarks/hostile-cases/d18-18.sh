# what: prices.csv: p5en.48xlarge's us-east-2 spot (line 119) re-dated 2026-08-26 (the date of the us-east-2 on-demand row, line 87, 63.296) and set to 70 (1.106x): checks.yaml: above on-demand on the same date is a slip: warning naming prices.csv, 119 and spot-not-above-on-demand, rc 0
# expect-rc: 0
# expect: prices.csv
# expect: 119
# expect: spot-not-above-on-demand
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/prices.csv 119 usd_per_hour 70
setcell d/prices.csv 119 as_of 2026-08-26
timeout 55 "$TR" validate d
