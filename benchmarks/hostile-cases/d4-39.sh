# what: checks.yaml: a folder's own stricter check added (chips at most 100 W, severity error): tightening is allowed, so trainium2's 500 W must fail validate naming specs.csv
# expect-rc: 1
# expect: specs.csv
# expect: power
cp -r "$PROJECT/data" d
cat >> d/checks.yaml <<'Y'

- id: my-chip-power-tight
  severity: error
  kind: range
  where: {metric: power, entity_kind: chip}
  unit: W
  min: 10
  max: 100
  why: a folder's own stricter bound
Y
"$TR" validate d
