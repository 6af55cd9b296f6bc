# what: correct result: prices.csv: p5en.48xlarge's us-east-2 spot (line 119, 2026-08-06) set to 82.0, 1.30x the us-east-2 on-demand 63.296 of 2026-08-26 (no shared date): checks.yaml's why: only over 1.5x the nearest-dated on-demand price is a slip, so no spot-not-above-on-demand, validate OK rc 0
# expect-rc: 0
# expect: OK
# expect-not: spot-not-above-on-demand
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/prices.csv 119 usd_per_hour 82.0
timeout 55 "$TR" validate d
