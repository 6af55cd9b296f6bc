# what: scenario in a subfolder whose model: is ../cfg.json (a plain file in the parent folder, no link): a correct result
# expect-rc: 0
# expect: trn2.48xlarge
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
mkdir sub; printf 'scenario: c68\nmodel: ../cfg.json\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\n' > sub/s.yaml
"$TR" estimate sub/s.yaml
