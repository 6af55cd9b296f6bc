# what: estimate with -p measurements naming a CSV of runs beside the working folder (the key given on the command line, not in the file): a correct result
# expect-rc: 0
# expect: trn2.48xlarge
# expect: USD/1M
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
printf 'scenario: c2-61\nmodel: llama-3.1-70b\ntokens_per_day: 1.0e+9\ncandidates: [trn2.48xlarge, p5.48xlarge]\nprice_overrides: {trn2.48xlarge: 36.0}\n' > s.yaml
"$TR" estimate s.yaml -p measurements runs.csv
