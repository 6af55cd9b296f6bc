# what: datapackage.json: the provider pattern of prices.csv made an invalid regular expression ("[a-z0-9-+")
# expect-rc: 1
# expect: datapackage.json
# expect: pattern
cp -r "$PROJECT/data" d
sed -i 's/"pattern": "\[a-z0-9-\]+"/"pattern": "[a-z0-9-+"/' d/datapackage.json
grep -q '"\[a-z0-9-+"' d/datapackage.json || { echo "setup failed"; exit 99; }
"$TR" validate d
