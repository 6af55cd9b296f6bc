# what: specs command: the entity given as 'TRN2.48XLARGE ' (upper case, trailing space)
# expect-rc: 1
# expect: TRN2.48XLARGE
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
"$TR" specs 'TRN2.48XLARGE ' memory_capacity
