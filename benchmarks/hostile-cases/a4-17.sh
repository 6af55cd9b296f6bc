# what: build --out and --figures as new folders inside the scenario's own data_dir (mydata/rep, mydata/figs): the build would write its report into the dataset folder it reads (a CSV there is refused by estimate)
# expect-rc: nonzero
# expect: mydata
# expect: data_dir
cp -r "$PROJECT/data" mydata
printf 'scenario: mine\ndata_dir: mydata\n' > s.yaml
timeout 55 "$TR" build s.yaml --out "$W/mydata/rep" --figures "$W/mydata/figs" --no-pdf --jobs 1 --quiet
rc=$?
ls mydata | grep -qx rep && echo "report written into the dataset folder mydata/rep"
ls mydata | grep -qx figs && echo "figures written into the dataset folder mydata/figs"
exit $rc
