# what: the same quote key twice inside a block-style price_overrides in the file (trn2.48xlarge: 24, then trn2.48xlarge: 30): PyYAML silently keeps the last; refused naming the file and trn2.48xlarge given twice (as a top-level duplicate is), never one price silently dropped
# expect-rc: 1
# expect: s.yaml
# expect: trn2.48xlarge
# expect-not: your quote
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
t = open("s.yaml", encoding="utf-8").read()
old = "price_overrides: {}"
assert old in t
t = t.replace(old, "price_overrides:\n  trn2.48xlarge: 24\n  trn2.48xlarge: 30")
open("s.yaml", "w", encoding="utf-8").write(t)
PY
timeout 55 "$TR" estimate s.yaml
