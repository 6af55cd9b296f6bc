# what: after a warm validate of a data copy, checks.yaml's chip-memory-bandwidth bound tightened (max: 30 -> max: 01, same size, old mtime restored with touch -r): validate must now fail naming the check and the data file and line it fails on
# expect-rc: 1
# expect: chip-memory-bandwidth
# expect: specs.csv
cp -r "$PROJECT/data" d
timeout 40 "$TR" validate d > v0.txt 2>&1 || { tail -2 v0.txt; exit 9; }
timeout 40 "$TR" validate d > /dev/null 2>&1
touch -r d/checks.yaml ref.t
"$PY" - <<'PY'
p = 'd/checks.yaml'; s = open(p).read()
i = s.index('id: chip-memory-bandwidth'); j = s.index('max: 30', i)
open(p, 'w').write(s[:j] + 'max: 01' + s[j + 7:])
PY
touch -r ref.t d/checks.yaml
timeout 40 "$TR" validate d > v.txt 2>&1; rc=$?
head -5 v.txt; exit $rc
