# what: predict on a runs CSV saved as UTF-16 with BOM (Excel "Unicode text")
# expect-rc: 1
# expect: runs.csv
# expect: UTF
"$PY" -c "import sys; d=open(sys.argv[1],encoding='utf-8').read(); open('runs.csv','w',encoding='utf-16').write(d)" "$PROJECT/scenarios/examples/my-runs.csv"
"$TR" predict runs.csv
