# what: specs.csv: trainium2 memory_capacity given a second time by the same source (neuron-trainium2-7c165a3) with 64 GiB: one source, two values for one key
# expect-rc: 1
# expect: specs.csv
# expect: memory_capacity
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
open("d/specs.csv","a",newline="",encoding="utf-8").write('trainium2,memory_capacity,64,GiB,,,neuron-trainium2-7c165a3,2025-10-17,2026-10-31,copied row\n')
PY
"$TR" validate d
