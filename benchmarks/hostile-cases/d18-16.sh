# what: prices.csv: trn1.32xlarge's us-east-1 reserved rate (line 57, 13.22895, 2025-12-21) slipped 10x to 132.2895 and re-dated 2026-01-15 (no date shared with the 21.5 on-demand row of 2025-12-21): over 1.5x the nearest-dated on-demand price, checks.yaml reserved-not-above-on-demand warns naming prices.csv and 57 (a warning: rc 0 unless price-history also refuses)
# expect-rc: nonzero
# expect: prices.csv
# expect: 57
# expect: reserved-not-above-on-demand
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/prices.csv 57 usd_per_hour 132.2895
setcell d/prices.csv 57 as_of 2026-01-15
timeout 55 "$TR" validate d
