# what: correct result: specs.csv: trainium2's neuron_cores (line 62, 8) written 8.000 and inferentia2's logical_core_max (line 18, 1) written 1.0 (whole values in a number's decimal form): validate OK rc 0 with the same dataset counts
# expect-rc: 0
# expect: OK: 55 entities
# expect: 30 plausibility checks passed
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 62 value 8.000
setcell d/specs.csv 18 value 1.0
timeout 55 "$TR" validate d
