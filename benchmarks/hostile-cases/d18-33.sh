# what: prices.csv: p5en.48xlarge's us-east-2 on-demand (line 87) as_of emptied (legal: data/README empty when the source gives none) while its us-east-2 spot (line 119) is 300 (4.7x it): the nearest-dated on-demand comparison has no date to read: no crash, validate ends rc 0 (a warning at most)
# expect-rc: 0
# expect-not: Error
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/prices.csv 87 as_of ''
setcell d/prices.csv 119 usd_per_hour 300
timeout 55 "$TR" validate d
