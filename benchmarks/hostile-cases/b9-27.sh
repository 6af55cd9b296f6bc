# what: build of small-volume (--no-pdf --jobs 2) with --out and --figures named with a leading dash, spaces, a newline and non-ASCII ('--out=-o ut\né', '--figures=-f ig 中'): the report is built into exactly those folders (index, report.html, summary.json), nothing made under other names
# expect-rc: 0
# expect: report whole
# expect: figures made
# expect: no other entries
O=$'-o ut\né'; F=$'-f ig 中'
timeout 58 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --no-pdf --jobs 2 --quiet "--out=$O" "--figures=$F" > b.txt 2>&1; rc=$?; echo "rc=$rc"; tail -3 b.txt
[ -s "$O/small-volume/report.html" ] && [ -s "$O/index.html" ] && "$PY" -c 'import json,sys; json.load(open(sys.argv[1])); print("report whole")' "$O/small-volume/summary.json" 2>&1 | tail -1
[ -n "$(ls -A -- "$F" 2>/dev/null)" ] && echo "figures made"
"$PY" -c 'import os,sys; x=sorted(set(os.listdir("."))-{"b.txt",sys.argv[1],sys.argv[2]}); print("OTHER ENTRIES:", x) if x else print("no other entries")' "$O" "$F"
exit $rc
