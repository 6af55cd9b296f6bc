# what: precision given as a !!binary tag (base64 of 'fp8': bytes, not text)
# expect-rc: 1
# expect: precision
printf 'scenario: s\nprecision: !!binary ZnA4\n' > s.yaml
"$TR" estimate s.yaml
