# what: checks.yaml (folder copy): cores-times-per-core's cores changed to logical_core_max (brief: what a check reads is the project's) while trainium2's bf16 compute_per_core (line 79) slipped 4x to 316 (2 x 316 = 632 would pass; 8 x 316 = 2528 is 3.8x the chip's 667): refused, never OK
# expect-rc: 1
# expect-not: OK:
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
sed -i 's/^  cores: neuron_cores$/  cores: logical_core_max/' d/checks.yaml
grep -n 'cores: logical_core_max' d/checks.yaml
setcell d/specs.csv 79 value 316
timeout 55 "$TR" validate d
