# what: checks.yaml: the check id chip-power given twice (a second copy, severity warning, with a range that passes everything)
# expect-rc: 1
# expect: checks.yaml
# expect: chip-power
cp -r "$PROJECT/data" d
cat >> d/checks.yaml <<'Y'

- id: chip-power
  severity: warning
  kind: range
  where: {metric: power, entity_kind: chip}
  unit: W
  min: 0
  max: 1000000000
  why: a duplicate id
Y
"$TR" validate d
