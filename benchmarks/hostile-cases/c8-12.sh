# what: predict on a runs CSV whose only run (trn2.48xlarge, the example's Llama 3.1 70B row) is dated 2023-12-04, exactly 365 days before Trainium2's available_from 2024-12-03 (data/README: as_of "may not lie more than 365 days before its chip's available_from": a preview, at most): accepted, 1 run predicted
# expect-rc: 0
# expect: 1 run(s) predicted
# expect-not: as_of
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | sed 's/,2026-08-21,/,2023-12-04,/' > runs.csv
grep -c 2023-12-04 runs.csv
timeout 55 "$TR" predict runs.csv
