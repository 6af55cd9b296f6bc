# what: datapackage.json and checks.yaml saved with a UTF-8 BOM and CRLF line endings (a Windows editor's save): a correct result, validate OK
# expect-rc: 0
# expect: OK
# expect: plausibility checks passed
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
for p in ("d/datapackage.json","d/checks.yaml"):
    t=open(p,newline="",encoding="utf-8").read(); assert "\r" not in t
    open(p,"w",newline="",encoding="utf-8").write("\ufeff"+t.replace("\n","\r\n"))
PY
"$TR" validate d
