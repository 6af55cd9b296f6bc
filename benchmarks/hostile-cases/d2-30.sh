# what: prices.csv and models.csv saved with a UTF-8 BOM (Excel "CSV UTF-8"): a correct result, the same dataset as the original
# expect-rc: 0
# expect: OK
# expect: 549 prices
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
for p in ("d/prices.csv","d/models.csv"):
    b=open(p,"rb").read(); assert not b.startswith(b"\xef\xbb\xbf"); open(p,"wb").write(b"\xef\xbb\xbf"+b)
PY
"$TR" validate d
