# what: predict --csv pred.csv where pred.csv is a symlink to a bystander file in $OUTSIDE (a link left in the folder): the bystander must not be overwritten (issue 22: writes through symlinks); a refusal naming pred.csv or a write that replaces the link are both fine
# expect-rc: 0
# expect: finished
f=$(ls "$OUTSIDE" | head -1); ln -s "$OUTSIDE/$f" pred.csv
timeout 55 "$TR" predict "$PROJECT/scenarios/examples/my-runs.csv" --csv pred.csv 2>&1 | cut -c1-300
echo "finished rc=${PIPESTATUS[0]}"
