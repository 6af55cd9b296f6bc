# what: scenario: candidates ['h100-sxm:0@lambda'] (zero chips)
# expect-rc: 1
# expect: s.yaml
# expect: candidates
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{candidates: ["h100-sxm:0@lambda", trn2]}'
