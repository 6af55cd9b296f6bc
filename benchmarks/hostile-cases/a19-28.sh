# what: efficiency_overrides for a candidate given as a list ({trn1.32xlarge: [0.7]}) with -y: FIELDS wants a mapping of efficiency fields; refused naming efficiency_overrides and trn1.32xlarge
# expect-rc: 1
# expect: efficiency_overrides
# expect: trn1.32xlarge
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{efficiency_overrides: {trn1.32xlarge: [0.7]}}'
