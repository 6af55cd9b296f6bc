# what: entities.csv: inferentia2's display name written with a Cyrillic capital A ("АWS Trainium2"), so it reads exactly like trainium2's 'AWS Trainium2': two chips one label
# expect-rc: 1
# expect: entities.csv
# expect: name
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/entities.csv"; t=open(p,newline="",encoding="utf-8").read()
old="inferentia2,AWS Inferentia2,chip,"
assert old in t and ",AWS Trainium2,chip," in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,"inferentia2,\u0410WS Trainium2,chip,",1))
PY
[ $? = 0 ] || exit 99
"$TR" validate d
