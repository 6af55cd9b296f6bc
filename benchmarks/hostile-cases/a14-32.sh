# what: efficiency_range holding a stray numeric key with -y ({efficiency_range: {low: 0.8, high: 1.2, 7: 1}}, a pasted fragment): FIELDS wants {low, high}; refused naming efficiency_range and the key 7 (README: unknown keys stop the build naming the key), never a traceback
# expect-rc: 1
# expect: efficiency_range
# expect: 7
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{efficiency_range: {low: 0.8, high: 1.2, 7: 1}}'
