# what: specs.csv: trainium2's own bf16 dense peak (line 67, 667 TFLOPS) slipped 10x to 66.7 (8 x 79 = 632 is 9.5x it; inside chip-dense-compute's range): refused naming specs.csv and line 67 (the slipped cell)
# expect-rc: 1
# expect: specs.csv
# expect: 67
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 67 value 66.7
timeout 55 "$TR" validate d
