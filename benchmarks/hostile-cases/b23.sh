# what: ulimit -f 1 (files at most 1 KB) with estimate --csv: the CSV cannot be written whole; cache writes fail too
# expect-rc: 1
# expect: e.csv
# expect: too large
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b23-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
# the limit applies to the command only; its output goes through a pipe (not limited) to tail
( ulimit -f 1; exec timeout 50 "$TR" estimate s.yaml --csv "$W/e.csv" ) 2>&1 | tail -n 3; rc=${PIPESTATUS[0]}
echo "files: $(ls -A | tr '\n' ' ')"
[ -e e.csv ] && { echo "a partial e.csv was left"; exit 4; }
exit $rc
