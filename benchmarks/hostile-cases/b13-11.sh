# what: every read-only command run with the working folder inside the bystander folder (cd $OUTSIDE/notes; absolute paths for the scenario and the runs file, no --csv): validate, specs trainium2, claims, model llama-3.1-8b, estimate, predict must answer and create nothing in the working folder (no stray .ipython/, matplotlib files, temporary or lock files: the harness hashes $OUTSIDE)
# expect-rc: 0
# expect: cwd ok
S="$PROJECT/scenarios/examples/small-volume.yaml"; cp "$PROJECT/scenarios/examples/my-runs.csv" "$W/runs.csv"
cd "$OUTSIDE/notes" || exit 9
before=$(ls -A | sort | md5sum)
bad=0
for c in "validate" "specs trainium2" "claims" "model llama-3.1-8b" "estimate $S" "predict $W/runs.csv"; do
  timeout 55 "$TR" $c > "$W/o.txt" 2>&1 || { echo "CHECK FAILED: $c"; tail -2 "$W/o.txt"; bad=1; }
done
[ "$(ls -A | sort | md5sum)" = "$before" ] || { echo "CHECK FAILED: working folder changed"; ls -A; bad=1; }
cd "$W"
[ $bad = 0 ] && echo "cwd ok"
exit $bad
