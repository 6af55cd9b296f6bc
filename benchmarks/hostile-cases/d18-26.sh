# what: specs.csv: trn2.48xlarge's neuron_cores (line 378, 128 = 16 chips x 8) written 128.5 (half a core: brief whole on core counts; system-is-its-chips' 2% would let 128.5 by): refused naming specs.csv, line 378
# expect-rc: 1
# expect: specs.csv
# expect: 378
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 378 value 128.5
timeout 55 "$TR" validate d
