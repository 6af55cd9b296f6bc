# what: -y given as a YAML list instead of a mapping (-y '[tokens_per_day, 2.0e+9]': key and value as a pair): the help says "scenario values as a YAML mapping"; refused naming -y (never a traceback, never ignored)
# expect-rc: 1
# expect: -y
# expect-not: Traceback
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '[tokens_per_day, 2.0e+9]'
