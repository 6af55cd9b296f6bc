# what: a scenario file whose price_overrides block line is indented with a no-break space (U+00A0, a paste from a web page) instead of spaces: YAML reads it as no indentation; refused naming the file (and the line), never a traceback
# expect-rc: 1
# expect: s.yaml
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
s=open("s.yaml",encoding="utf-8").read()
s=s.replace("price_overrides: {}","price_overrides:\n\u00a0\u00a0trn2.48xlarge: 24",1).replace("quote_date: null","quote_date: 2026-11-20",1)
open("s.yaml","w",encoding="utf-8").write(s)
PY
timeout 55 "$TR" estimate s.yaml
