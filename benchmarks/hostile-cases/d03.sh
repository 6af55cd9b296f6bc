# what: datapackage.json: 100,000 nested '[' (a JSON recursion bomb)
# expect-rc: 1
# expect: datapackage.json
# expect: JSON
cp -r "$PROJECT/data" d
"$PY" -c "open('d/datapackage.json','w').write('['*100000)"
"$TR" validate d
