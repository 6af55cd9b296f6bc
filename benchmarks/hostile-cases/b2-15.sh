# what: three estimates (cache off) at once writing --csv to the same file: the file ends whole (equal to a lone run's), no temporary file left beside it
# expect-rc: 0
# expect: one whole csv
cp "$PROJECT/scenarios/default.yaml" s.yaml
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1 || exit 9
mkdir o
for i in 1 2 3; do TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" estimate s.yaml --csv o/same.csv > r$i.txt 2>&1 & done
wait; ls -a o; for i in 1 2 3; do echo "run $i: $(tail -1 r$i.txt | cut -c1-120)"; done
grep -l Traceback r*.txt && exit 1
cmp -s ref.csv o/same.csv && [ "$(ls -A o | wc -l)" = 1 ] && echo "one whole csv"
