# what: quote for trn1.2xlarge (one chip) of 50 USD/h (37x its listed 1.34 USD/h on demand; over ten times the dearest listed per chip-hour)
# expect-rc: 1
# expect: price_overrides
# expect: trn1.2xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'P'
import re
t = open("s.yaml").read()
t = re.sub(r"^price_overrides:.*$", "price_overrides: {trn1.2xlarge: 50}", t, flags=re.M)
t = re.sub(r"^candidates:.*$", "candidates: [trn1.2xlarge, p5]", t, flags=re.M)
open("s.yaml", "w").write(t)
P
"$TR" estimate s.yaml
