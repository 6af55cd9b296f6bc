# what: predict on the example runs CSV with classic-Mac CR-only line endings (no LF anywhere): read as the same three runs with the same predictions (TTFT 830.6 predicted for the 70B run), or refused naming r.csv; here the reading is checked
# expect-rc: 0
# expect: 3 run(s) predicted
# expect: 830.6
tr '\n' '\r' < "$PROJECT/scenarios/examples/my-runs.csv" > r.csv
timeout 55 "$TR" predict r.csv 2>&1
