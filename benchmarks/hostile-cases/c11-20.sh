# what: predict --csv pred.csv where pred.csv is a symlink to a bystander file in $OUTSIDE (issue 22 point 4: never follow a symlink where the project writes; CSV exports named): refused naming pred.csv, the bystander file unchanged (the harness hashes $OUTSIDE)
# expect-rc: nonzero
# expect: pred.csv
f=$(ls "$OUTSIDE" | head -1); ln -s "$OUTSIDE/$f" pred.csv
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
timeout 55 "$TR" predict runs.csv --csv pred.csv
