# what: the YAML merge key as a -p key (-p '<<' '{tokens_per_day: 2.0e+9}'): not a scenario key; refused naming the key, never merged silently
# expect-rc: 1
# expect: <<
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p '<<' '{tokens_per_day: 2.0e+9}'
