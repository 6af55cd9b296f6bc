# what: measurements names runs.csv, a symlink from the scenario's folder to a CSV in a sibling folder (a link out of its folder)
# expect-rc: 1
# expect: runs.csv
# expect: measurements
mkdir sc other
cp "$PROJECT/scenarios/examples/my-runs.csv" other/runs.csv
ln -s ../other/runs.csv sc/runs.csv
cat > sc/s.yaml <<'Y'
scenario: c2-26
model: llama-3.1-70b
measurements: runs.csv
Y
"$TR" estimate sc/s.yaml
