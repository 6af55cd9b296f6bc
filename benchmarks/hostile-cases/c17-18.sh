# what: estimate whose measurements: names the scenario file itself (s.yaml, YAML where a CSV of runs is expected): refused naming s.yaml / measurements (no CSV header of runs), no traceback
# expect-rc: 1
# expect: measurements
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p measurements s.yaml
