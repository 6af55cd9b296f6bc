# what: specs.csv: trainium2's neuron_cores (line 62) written '8x' (a table problem: not a number) while its bf16 compute_per_core (line 79) slipped to 7.9: the per_core check must not read the broken cores row (crash or nonsense); validate names line 62 (and may name 79), no traceback
# expect-rc: 1
# expect: specs.csv
# expect: 62
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 62 value 8x
setcell d/specs.csv 79 value 7.9
timeout 55 "$TR" validate d
