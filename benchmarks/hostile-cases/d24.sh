# what: scenario: regions [eu-south-9] (no such AWS region) with candidates [trn2]
# expect-rc: 1
# expect: s.yaml
# expect: regions
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp "$PROJECT/scenarios/default.yaml" s.yaml
rep s.yaml "regions: [us-east-1, us-east-2, us-west-2]" "regions: [eu-south-9]"
"$TR" estimate s.yaml
