# what: scenario: other_platform_scores holding a nine-level YAML alias bomb (387M values when expanded)
# expect-rc: 1
# expect: s.yaml
# expect: other_platform_scores
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
import string
ks = string.ascii_lowercase
lv = ["a: &a [x,x,x,x,x,x,x,x,x]"]
for i in range(1, 10):
    lv.append(f"{ks[i]}: &{ks[i]} [" + ",".join(["*" + ks[i-1]] * 9) + "]")
t = open("s.yaml").read()
assert "other_platform_scores: {}" in t
open("s.yaml", "w").write(t.replace("other_platform_scores: {}", "other_platform_scores: {" + ", ".join(lv) + "}"))
PY
"$TR" estimate s.yaml
