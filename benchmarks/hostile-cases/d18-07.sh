# what: specs.csv: trainium2's own bf16 dense peak (line 67) written 0 (the per_core check divides by the chip's total: 632/0): refused naming specs.csv, line 67, no ZeroDivisionError or inf/nan in the message
# expect-rc: 1
# expect: specs.csv
# expect: 67
# expect-not: ZeroDivision
# expect-not: nan
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 67 value 0
timeout 55 "$TR" validate d
