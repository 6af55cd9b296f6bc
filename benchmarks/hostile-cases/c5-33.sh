# what: measurements mapping whose run_id is a path ("../../report/evil") rather than an id
# expect-rc: 1
# expect: s.yaml
# expect: run_id
cp "$PROJECT/scenarios/examples/my-vllm-run.json" run.json
printf 'scenario: c533\nmodel: llama-3.1-8b\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\nmeasurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8, run_id: ../../report/evil}\n' > s.yaml
"$TR" estimate s.yaml
