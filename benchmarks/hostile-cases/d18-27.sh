# what: specs.csv: trn2-ultraserver's neuron_cores (line 403, 512 = 64 chips x 8) written 512.5 (half a core; within system-is-its-chips' 2%; brief: whole: true on core counts): refused naming specs.csv, line 403
# expect-rc: 1
# expect: specs.csv
# expect: 403
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 403 value 512.5
timeout 55 "$TR" validate d
