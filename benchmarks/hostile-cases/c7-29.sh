# what: predict on a runs CSV whose line 2 (the example trn2 70B run) says model_name SmolLM2-360M-Instruct (a 360M model) while its model_id is llama-3.1-70b: a name stating another size, as "SmolLM2-1.7B-Instruct" is flagged (a warning naming the line with rc 0, or an error; silence is not acceptable)
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
# expect: model_name
H=$(head -1 "$PROJECT/data/measurements.csv")
{ echo "$H"; sed -n 2p "$PROJECT/scenarios/examples/my-runs.csv" | sed 's/Llama-3.3-70B/SmolLM2-360M-Instruct/'; } > runs.csv
grep -q SmolLM2-360M runs.csv || exit 9
timeout 55 "$TR" predict runs.csv
