# what: specs.csv: inferentia's neuron_cores (line 2, 4) written with a FULLWIDTH DIGIT FOUR U+FF14 (float() reads it as 4.0; Table Schema numbers are ASCII; bad bytes): refused naming specs.csv, line 2, value
# expect-rc: 1
# expect: specs.csv
# expect: 2
# expect: value
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 2 value $'\uff14'
grep -n '^inferentia,neuron_cores' d/specs.csv
timeout 55 "$TR" validate d
