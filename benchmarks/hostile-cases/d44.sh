# what: claims.csv: a Windows-1252 curly quote byte (0x93) in the quote of claim 51's neighbour
# expect-rc: 1
# expect: claims.csv
# expect: line 51
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p = "d/claims.csv"; b = open(p, "rb").read()
old = b"up to 4.4\xc3\x97 more compute performance"
assert old in b
open(p, "wb").write(b.replace(old, b"up to 4.4x \x93more\x94 compute performance", 1))
PY
"$TR" validate d
