# what: model llama-3.1-8b --data-dir d where trainium2's neuron_cores (specs.csv line 62) is 80 (cores-times-per-core refuses the dataset): brief: model warns of a dataset the plausibility checks refuse: output names cores-times-per-core or specs.csv line 62
# expect-rc: 0
# expect: cores-times-per-core
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 62 value 80
timeout 55 "$TR" model llama-3.1-8b --data-dir d
