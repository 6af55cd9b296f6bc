# what: -p key holding a Cyrillic look-alike letter (-p tоkens_per_day 2e9, the first o is U+043E) on estimate: refused naming the key, pointing at tokens_per_day and the odd letter
# expect-rc: 1
# expect: tokens_per_day
# expect: U+043E
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p $'t\xd0\xbekens_per_day' 2e9
