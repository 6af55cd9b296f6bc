# what: predict --csv into a symlink (p.csv) that points at a bystander file outside the work folder
# expect-rc: 1
# expect: p.csv
# expect: symlink
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
ln -s "$(find "$OUTSIDE" -maxdepth 1 -type f | sort | head -n 1)" p.csv
"$TR" predict runs.csv --csv p.csv
