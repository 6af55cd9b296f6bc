# what: a block-style price_overrides whose indented quote line lost its colon ("  trn2.48xlarge 24", then quote_date on the next line): refused naming the file and that line (6x) or price_overrides, never read as a text key or a null quote
# expect-rc: 1
# expect: s.yaml
# expect: trn2.48xlarge 24
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'P'
import re
t = open("s.yaml").read()
t = t.replace("price_overrides: {}               # e.g. {trn2.48xlarge: 30.0} for your quote, USD per hour\n",
              "price_overrides:\n  trn2.48xlarge 24\n")
open("s.yaml", "w").write(t)
P
grep -q '^  trn2.48xlarge 24' s.yaml || echo "SETUP FAILED"
timeout 55 "$TR" estimate s.yaml
