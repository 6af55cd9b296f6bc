# what: predict on a runs CSV whose entity_id has a trailing space ("p5.48xlarge ", as a spreadsheet keeps a typed space): the run read as p5.48xlarge and predicted, or refused naming entity_id
# expect-rc: 0
# expect: ACCEPTABLE
H=$(head -1 "$PROJECT/data/measurements.csv")
{ echo "$H"; echo "ts,p5.48xlarge ,1,decode,Llama-3.1-8B,llama-3.1-8b,8,,,1,,,1000,200,bf16,bf16,,,50,5,measured,continuous,,,2026-08-01,my run"; } > runs.csv
timeout 55 "$TR" predict runs.csv > out.txt 2>&1; rc=$?
cat out.txt
if [ $rc = 0 ] && grep -q "1 run(s) predicted" out.txt && grep -q "h100-sxm" out.txt; then echo ACCEPTABLE
elif [ $rc = 1 ] && grep -q "entity_id" out.txt && grep -q "runs.csv" out.txt; then echo ACCEPTABLE; fi
