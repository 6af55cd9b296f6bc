# what: scenario title of only invisible characters (a zero-width space, a zero-width joiner and a word joiner), given with -p: looks blank, like the blank title the project refuses
# expect-rc: 1
# expect: title
# expect: U+200B
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p title "$(printf '\u200b\u200d\u2060')"
