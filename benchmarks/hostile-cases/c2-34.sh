# what: predict given a ZIP file (an .xlsx saved under the name runs.csv): binary, not CSV
# expect-rc: 1
# expect: runs.csv
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import zipfile,sys
with zipfile.ZipFile("runs.csv","w") as z: z.write(sys.argv[1],"xl/worksheets/sheet1.xml")
P
"$TR" predict runs.csv
