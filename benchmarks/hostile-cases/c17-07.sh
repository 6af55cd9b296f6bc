# what: predict on the example runs CSV re-encoded UTF-16 BE with NO byte order mark (every other byte NUL, as some exporters write): not UTF-8 text; refused naming runs.csv (issue 22: bad bytes named), no traceback, no run read as garbage
# expect-rc: 1
# expect: runs.csv
"$PY" -c "import sys;open('runs.csv','wb').write(open(sys.argv[1],encoding='utf-8').read().encode('utf-16-be'))" "$PROJECT/scenarios/examples/my-runs.csv"
timeout 55 "$TR" predict runs.csv
