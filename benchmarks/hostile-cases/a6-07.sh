# what: inference scenario with efficiency_overrides {p5.48xlarge: {training_mfu: 0.5}} (a training-only key: the override would silently do nothing); a warning or refusal naming it is expected
# expect-rc: nonzero
# expect: training_mfu
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{candidates: [p5.48xlarge, inf2], efficiency_overrides: {p5.48xlarge: {training_mfu: 0.5}}}'
