# what: predict on a runs CSV whose only run (trn2.48xlarge) is dated 2023-12-03, 366 days before Trainium2's available_from 2024-12-03 (data/README: as_of may not lie more than 365 days before its chip's available_from): refused naming runs.csv, line 2 and as_of
# expect-rc: nonzero
# expect: runs.csv
# expect: as_of
# expect: 2023-12-03
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | sed 's/,2026-08-21,/,2023-12-03,/' > runs.csv
timeout 55 "$TR" predict runs.csv
