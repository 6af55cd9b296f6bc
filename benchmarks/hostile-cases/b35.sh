# what: predict on the dataset's runs killed with SIGKILL mid-run, then rerun: same as a cache-off run
# expect-rc: 0
# expect: same result
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b35-'"$$"'/' d/prices.csv
head -40 d/measurements.csv > runs.csv
"$TR" predict runs.csv --csv k.csv > k.txt 2>&1 & P=$!
sleep 1.8; kill -KILL $P; wait $P
ls -A | grep '\.tmp$' && { echo "temporary file left"; exit 4; }
"$TR" predict runs.csv --csv a.csv > a.txt 2>&1 || { cat a.txt; exit 1; }
TRAINIUM_REPORT_NO_CACHE=1 "$TR" predict runs.csv --csv b.csv > b.txt 2>&1 || { cat b.txt; exit 1; }
cmp a.csv b.csv && echo "same result"
