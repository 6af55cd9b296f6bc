# what: claims.csv: the first claim row duplicated under the same claim_id with another claimed value (9.9): duplicate key, conflicting claims
# expect-rc: 1
# expect: claims.csv
# expect: inf1-vs-ec2-throughput-2.3x
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/claims.csv"; t=open(p,newline="",encoding="utf-8").read()
lines=t.splitlines(True)
dup=lines[1].replace(",2.3,,ratio,",",9.9,,ratio,",1)
assert dup!=lines[1]
lines.insert(2,dup)
open(p,"w",newline="",encoding="utf-8").write("".join(lines))
PY
"$TR" claims --data-dir d
