# what: checks.yaml emptied (0 bytes): every plausibility check silently gone
# expect-rc: 1
# expect: checks.yaml
# expect: check
cp -r "$PROJECT/data" d
: > d/checks.yaml
"$TR" validate d
