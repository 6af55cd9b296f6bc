# what: a scenario's measurements CSV replaced by a FIFO (no writer) 0.8 s into a cold estimate, then a second estimate: neither hangs; the second says runs.csv is not a regular file
# expect-rc: 1
# expect: runs.csv
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
cp "$PROJECT/scenarios/default.yaml" s.yaml; sed -i 's/^measurements: .*/measurements: runs.csv/' s.yaml
export TRAINIUM_REPORT_NO_CACHE=1
timeout 40 "$TR" estimate s.yaml > o1.txt 2>&1 & P=$!
sleep 0.8; rm runs.csv; mkfifo runs.csv
wait $P; r1=$?; [ $r1 = 124 ] && echo "first HUNG"
tail -1 o1.txt
timeout 40 "$TR" estimate s.yaml > o2.txt 2>&1; rc=$?
[ $rc = 124 ] && echo "second HUNG"
tail -2 o2.txt
exit $rc
