# what: specs.csv: trainium2's neuron_cores (line 62, 8) slipped 10x to 80 (inside neuron-cores-per-chip's 1-1024; 80 x 79 = 6320 vs the chip's 667 BF16: 9.5x, over cores-times-per-core's 1.5): the slipped cell is the cores row, so line 62 must be named (brief: a slip in one cell named with file, line and field)
# expect-rc: 1
# expect: specs.csv
# expect: 62
# expect: cores-times-per-core
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 62 value 80
timeout 55 "$TR" validate d
