# what: tokens_per_day given as a range mapping (-y "{tokens_per_day: {low: 5.0e+8, high: 2.0e+9}}"), a number being due (FIELDS: input + output tokens per day): refused naming tokens_per_day
# expect-rc: 1
# expect: tokens_per_day
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y "{tokens_per_day: {low: 5.0e+8, high: 2.0e+9}}"
