# what: predict on the example runs CSV as Excel's "CSV UTF-8" saves it (a UTF-8 BOM before run_id and CRLF line ends): legal UTF-8 CSV, so the same 3 predictions as the clean file (or a refusal naming runs.csv); never a first column read as "\ufeffrun_id" and every run refused
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/examples/my-runs.csv" clean.csv
{ printf '\xef\xbb\xbf'; sed 's/$/\r/' clean.csv; } > runs.csv
timeout 55 "$TR" predict clean.csv > a.txt 2>&1
timeout 55 "$TR" predict runs.csv > b.txt 2>&1; rc=$?; cat b.txt
if [ $rc = 0 ]; then cmp -s a.txt b.txt && echo "check ok (same predictions)" || { echo "CHECK FAILED: predictions differ"; diff a.txt b.txt; }
elif [ $rc = 1 ] && grep -q runs.csv b.txt; then echo "check ok (refused)"; else echo "CHECK FAILED: rc $rc"; fi
