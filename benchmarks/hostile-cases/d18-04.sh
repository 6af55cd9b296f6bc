# what: correct result: specs.csv line 79 (trainium2 bf16 compute_per_core 79 TFLOPS) rewritten as 0.079 PFLOPS (the same quantity in another allowed unit; data/README compute units TFLOPS, PFLOPS, TOPS): the per_core check must convert units, validate OK rc 0
# expect-rc: 0
# expect: OK
# expect-not: cores-times-per-core
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 79 value 0.079
setcell d/specs.csv 79 unit PFLOPS
timeout 55 "$TR" validate d
