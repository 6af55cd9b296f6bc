# what: specs.csv: inferentia's fp16 compute_per_core (line 10) written '16 TFLOPS' (the unit typed into the value cell): refused naming specs.csv, line 10, value
# expect-rc: 1
# expect: specs.csv
# expect: 10
# expect: value
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 10 value '16 TFLOPS'
timeout 55 "$TR" validate d
