# what: price_range for spot with a zero low multiplier ({spot: {low: 0, high: 1.3}}: a free spot price) in the file: refused naming the file, price_range and spot
# expect-rc: 1
# expect: s.yaml
# expect: price_range
# expect: spot
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" -c "import re,sys; t=open(\"s.yaml\").read(); t=re.sub(r\"(?m)^price_range:.*\\n(^ .*\\n)*\", \"price_range: {spot: {low: 0, high: 1.3}}\\n\", t); open(\"s.yaml\",\"w\").write(t)"; grep -n -A1 "^price_range" s.yaml; timeout 55 "$TR" estimate s.yaml
