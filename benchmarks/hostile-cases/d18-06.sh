# what: specs.csv: trainium2's bf16 compute_per_core (line 79) written 0 (below compute-per-core's min 0.1; the per_core ratio then is 0): refused naming specs.csv, line 79, no ZeroDivisionError traceback
# expect-rc: 1
# expect: specs.csv
# expect: 79
# expect-not: ZeroDivision
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 79 value 0
timeout 55 "$TR" validate d
