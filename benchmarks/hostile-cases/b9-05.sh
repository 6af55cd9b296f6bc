# what: estimate --csv into an existing folder named e.csv (holding a file): a one-line error naming e.csv; the folder and its file untouched, no temporary file left
# expect-rc: 1
# expect: e.csv
# expect: folder intact
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml; mkdir e.csv; echo keep > e.csv/k
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate s.yaml --csv e.csv > o.txt 2>&1; rc=$?; tail -3 o.txt
[ -d e.csv ] && [ "$(cat e.csv/k)" = keep ] && [ "$(ls -A e.csv)" = k ] && echo "folder intact"
ls -A | grep -v -x -e s.yaml -e e.csv -e o.txt && echo "LEFTOVER above"
exit $rc
