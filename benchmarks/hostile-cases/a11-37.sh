# what: tokens_per_day followed by a comment with no space before the # ("tokens_per_day: 2.0e+9#per day" in the file): YAML makes the whole "2.0e+9#per day" one text (a comment needs white space before #); refused naming the file and tokens_per_day, never read as 2e9 or a traceback
# expect-rc: 1
# expect: s.yaml
# expect: tokens_per_day
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i "s/^tokens_per_day: .*/tokens_per_day: 2.0e+9#per day/" s.yaml; grep -n "^tokens_per_day" s.yaml; timeout 55 "$TR" estimate s.yaml
