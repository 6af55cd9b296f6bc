# what: specs.csv: trainium2's logical_core_max (line 63, 2) written 1.5 (brief: whole: true on core counts; half a core is no count): refused naming specs.csv, line 63
# expect-rc: 1
# expect: specs.csv
# expect: 63
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 63 value 1.5
timeout 55 "$TR" validate d
