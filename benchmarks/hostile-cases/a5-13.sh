# what: specs --csv as a new file inside the project's package source folder ($PROJECT/trainium_report/specs-a5.csv)
# expect-rc: 1
# expect: specs-a5.csv
# expect: trainium_report
"$TR" specs trainium2 --csv "$PROJECT/trainium_report/specs-a5.csv"
rc=$?
if [ -e "$PROJECT/trainium_report/specs-a5.csv" ]; then rm -f "$PROJECT/trainium_report/specs-a5.csv"; echo "written into the project's package source"; exit 3; fi
exit $rc
