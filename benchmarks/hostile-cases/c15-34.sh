# what: estimate with model_shape given as a YAML list of its values ([32, 4096, 14336, ...], a mapping's keys dropped) instead of a mapping: refused naming model_shape
# expect-rc: nonzero
# expect: model_shape
printf 'scenario: c15-34\nmodel: null\nmodel_shape: [32, 4096, 14336, 32, 8, 128, 128256]\ncandidates: [p5.48xlarge]\ntokens_per_day: 2.0e+8\n' > s.yaml
timeout 55 "$TR" estimate s.yaml 2>&1
