# what: estimate --csv as a new file inside the project's scenarios/examples/ folder (its inputs), given as an absolute path
# expect-rc: 1
# expect: e-a5.csv
# expect: scenarios
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml --csv "$PROJECT/scenarios/examples/e-a5.csv"
rc=$?
if [ -e "$PROJECT/scenarios/examples/e-a5.csv" ]; then rm -f "$PROJECT/scenarios/examples/e-a5.csv"; echo "written into the project's scenarios/examples/"; exit 3; fi
exit $rc
