# what: scenario: title given as a YAML !!binary value (bytes, not text)
# expect-rc: 1
# expect: s.yaml
# expect: title
printf 'title: !!binary SGVsbG8gd29ybGQ=\n' > s.yaml
"$TR" estimate s.yaml
