# what: scenario title given as a 200,000-character text (very long text)
# expect-rc: 1
# expect: s.yaml
# expect: title
"$PY" -c 'print("scenario: s\ntitle: \"" + "Trainium " * 22000 + "\"")' > s.yaml
"$TR" estimate s.yaml >/dev/null
