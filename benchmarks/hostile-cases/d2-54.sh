# what: claims.csv: a claim's quote holding <script>, an embedded double quote, a comma and a leading '-' formula text; claims --csv must keep 87 records with the text intact (apart from formula neutralising) and no live formula
# expect-rc: 0
# expect: claims.csv-ok
# expect: 87
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/claims.csv"; t=open(p,newline="",encoding="utf-8").read()
old=",up to 2.3x higher throughput,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,',"-2+3 up to 2.3x ""higher"", <script>x</script> throughput",',1))
PY
[ $? = 0 ] || exit 99
"$TR" claims --data-dir d --csv out.csv > stdout.txt || exit $?
"$PY" - <<'PY'
import csv
rows=list(csv.DictReader(open("out.csv",newline="",encoding="utf-8-sig")))
ids={r.get("claim_id") for r in rows}
print("claims.csv-ok", len(ids))
assert len(ids)==87, len(ids)
q=[v for r in rows for v in r.values() if v and 'up to 2.3x "higher", <script>x</script> throughput' in v]
assert q, "quote text changed or lost"
for r in rows:
    for v in r.values():
        assert not (v and v[0] in "=+-@" and v[:1]!="-" or (v and v.startswith("-2+3"))), "live formula: %r" % v
PY
