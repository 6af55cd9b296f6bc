# what: specs.csv: trainium3's fp32 compute_per_core (line 125, 20 TFLOPS) slipped 10x to 2 (8 cores x 2 = 16 vs the chip's 183: 0.087x, under cores-times-per-core's 0.5; still inside compute-per-core's 0.1-10000): refused naming specs.csv, line 125, the check
# expect-rc: 1
# expect: specs.csv
# expect: 125
# expect: cores-times-per-core
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 125 value 2
timeout 55 "$TR" validate d
