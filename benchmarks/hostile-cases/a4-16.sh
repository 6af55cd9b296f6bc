# what: build --figures naming the scenario's own data_dir (mydata, a dataset folder)
# expect-rc: nonzero
# expect: mydata
cp -r "$PROJECT/data" mydata
printf 'scenario: mine\ndata_dir: mydata\n' > s.yaml
"$TR" build s.yaml --out "$W/out" --figures mydata --no-pdf --quiet
rc=$?
diff -rq mydata "$PROJECT/data" && echo "mydata unchanged"
exit $rc
