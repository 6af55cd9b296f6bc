# what: correct result: specs.csv line 112 (trainium3 fp32 compute 183 TFLOPS) rewritten 0.183 PFLOPS (same quantity; the per_core total read in PFLOPS must be converted: 8 x 20 = 160 vs 183): validate OK rc 0, no cores-times-per-core failure
# expect-rc: 0
# expect: OK
# expect-not: cores-times-per-core
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 112 value 0.183
setcell d/specs.csv 112 unit PFLOPS
timeout 55 "$TR" validate d
