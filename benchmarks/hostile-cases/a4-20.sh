# what: scenario title holding U+001E (record separator, a line boundary for Python's splitlines) written as a YAML escape "\x1e" in the file
# expect-rc: 1
# expect: s.yaml
# expect: title
printf 'scenario: rs\ntitle: "Quarterly review\\x1eOK: approved"\n' > s.yaml
"$TR" estimate s.yaml
