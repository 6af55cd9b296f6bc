# what: predict on two runs files glued with cat (my-runs.csv twice: the second header lands on line 5, its runs on 6-8 repeat run_ids): refused naming runs.csv and line 5 (a header as a run) or the duplicated run_id, never 6 runs predicted
# expect-rc: 1
# expect: runs.csv
# expect-not: 6 run(s) predicted
cat "$PROJECT/scenarios/examples/my-runs.csv" "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
timeout 55 "$TR" predict runs.csv
