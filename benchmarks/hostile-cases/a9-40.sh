# what: a byte-order mark in the middle of the scenario file (a pasted line "\ufefftokens_per_day: 2.0e+9" appended at the end): the key is "tokens_per_day" with an invisible character; refused naming the file and tokens_per_day (the odd character shown or named), never silently ignored
# expect-rc: 1
# expect: s.yaml
# expect: tokens_per_day
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i '/^tokens_per_day: /d' s.yaml
"$PY" -c 'open("s.yaml","a",encoding="utf-8").write("\ufefftokens_per_day: 2.0e+9\n")'
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1, p5]}'
