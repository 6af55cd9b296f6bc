# what: -y of about 60,000 characters: a title of plain letters followed by a stray ']' ({title: aaaa...a ]}): not valid YAML; refused naming -y quickly (a 5,000-character -y is refused in about 3 s), not a hang past 60 s
# expect-rc: 1
# expect: -y
cp "$PROJECT/scenarios/default.yaml" s.yaml
V=$("$PY" -c "print('a'*60000)")
timeout 55 "$TR" estimate s.yaml -y "{title: $V ]}"
