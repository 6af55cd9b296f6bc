# what: a YAML multi-document -y ('{tokens_per_day: 2e9}' then '---' then '{tokens_per_day: 3e9}'): which one? refused naming -y
# expect-rc: 1
# expect: -y
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y "$(printf '{tokens_per_day: 2e9}\n---\n{tokens_per_day: 3e9}')"
