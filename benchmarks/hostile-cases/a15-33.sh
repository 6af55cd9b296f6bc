# what: efficiency_range with low 0 ({low: 0, high: 1.2}: an efficiency drawn at zero makes a decode step infinite) with -p: refused naming efficiency_range
# expect-rc: 1
# expect: efficiency_range
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p efficiency_range '{low: 0, high: 1.2}'
