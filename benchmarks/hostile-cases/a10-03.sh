# what: training_chips given with -p as the YAML 1.1 word yes (PyYAML reads a boolean True, and Python's bool is an int 1): FIELDS says int accelerators; refused naming training_chips, never trained on 1 chip
# expect-rc: 1
# expect: training_chips
timeout 55 "$TR" estimate "$PROJECT/scenarios/pretrain-8b-15t.yaml" -p training_chips yes
