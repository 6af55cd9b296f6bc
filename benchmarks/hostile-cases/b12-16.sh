# what: build of small-volume with --jobs 100000 (a huge but legal count, e.g. from $(nproc)*10000 gone wrong) --no-pdf into a new --out: either refused at once naming --jobs, or the count capped and the report built whole (summary.json, report.html) within the time; no hang, no fork storm left behind
# expect-rc: 0
# expect: huge jobs ok
timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --no-pdf --quiet --jobs 100000 --out o --figures f > b.txt 2>&1; r=$?
echo "rc=$r"; tail -3 b.txt | cut -c1-200
bad=0
if [ $r = 0 ]; then ls o/*/report.html o/*/summary.json >/dev/null 2>&1 || { echo "report incomplete"; bad=1; }
else grep -q -e '--jobs' b.txt && [ $(wc -l < b.txt) -le 3 ] || bad=1; fi
grep -q Traceback b.txt && bad=1
[ $bad = 0 ] && echo "huge jobs ok"
exit $bad
