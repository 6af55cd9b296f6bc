# what: min_tokens_per_s_per_user given as a list ([20, 30]: a range where one target is due) in the file: refused naming the file and min_tokens_per_s_per_user
# expect-rc: 1
# expect: s.yaml
# expect: min_tokens_per_s_per_user
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^min_tokens_per_s_per_user: .*/min_tokens_per_s_per_user: [20, 30]/' s.yaml
timeout 55 "$TR" estimate s.yaml
