# what: build --out . run from a folder that holds the scenario file and its data_dir copy (figures elsewhere)
# note: refused because --out holds the data folder the scenario reads (the refusal names mydata; round 55 first expected the other reason, its files, s.yaml)
# expect-rc: nonzero
# expect: mydata
mkdir proj && cd proj || exit 9
cp -r "$PROJECT/data" mydata
printf 'scenario: mine\ndata_dir: mydata\n' > s.yaml
"$TR" build s.yaml --out . --figures "$W/fig" --no-pdf --quiet
rc=$?
[ -e index.html ] && echo "index.html written into the working folder"
[ -e mine ] && echo "mine/ written into the working folder"
exit $rc
