# what: checks.yaml: a new ratio check with no denominator (kind ratio, numerator only)
# expect-rc: 1
# expect: checks.yaml
# expect: denominator
cp -r "$PROJECT/data" d
cat >> d/checks.yaml <<'Y'

- id: my-ratio-half
  severity: error
  kind: ratio
  numerator: {metric: compute, precision: fp8, sparsity: dense}
  min: 0.5
  max: 4
  why: half a ratio
Y
"$TR" validate d
