# what: two faults in two files: prices.csv line 119's pricing_model 'spott' (not in the enum: a table problem) and trainium3's fp32 compute_per_core (specs.csv line 125) slipped to 2: brief: validate runs the plausibility checks on the rows without a problem, so one run names both
# expect-rc: 1
# expect: prices.csv
# expect: 119
# expect: specs.csv
# expect: 125
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/prices.csv 119 pricing_model spott
setcell d/specs.csv 125 value 2
timeout 55 "$TR" validate d
