# what: scenario title holding a NUL character (YAML "\0")
# expect-rc: 1
# expect: s.yaml
# expect: title
printf 'scenario: s\ntitle: "before\\0after"\n' > s.yaml
"$TR" estimate s.yaml
