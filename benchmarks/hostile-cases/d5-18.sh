# what: prices.csv rewritten with classic-Mac CR-only line endings (no LF at all): a correct result, specs p5.48xlarge shows the same prices as on the original
# expect-rc: 0
# expect: p5.48xlarge
# expect: 55.04
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/prices.csv"; t=open(p,newline="",encoding="utf-8").read()
assert "\r" not in t
open(p,"w",newline="",encoding="utf-8").write(t.replace("\n","\r"))
PY
"$TR" specs p5.48xlarge > orig.txt 2>&1 || { cat orig.txt; exit 9; }
"$TR" specs p5.48xlarge --data-dir d > a.txt || exit $?
diff <(grep -v -i 'data\b\|version' orig.txt) <(grep -v -i 'data\b\|version' a.txt) >&2 || echo "differs from the original" >&2
cat a.txt
