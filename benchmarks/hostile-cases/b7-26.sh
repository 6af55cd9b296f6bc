# what: Ctrl-Z for 33 s (SIGTSTP to the whole process group of a --rerun --no-pdf --jobs 2 build, kernels included: a user who stops the job and comes back after the kernels' 30 s stop limit), then fg (SIGCONT): the build completes (time stopped as a whole is no kernel fault), or fails naming the stop; no process left
# expect-rc: 0
# expect: built
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
set -m
timeout 58 "$TR" build s.yaml --no-pdf --out out --figures fig --jobs 2 --rerun -p title "b7-26" > re.txt 2>&1 & P=$!
sleep 4; G=$(ps -o pgid= -p $P | tr -d ' ')
kill -TSTP -- -$G; sleep 33; kill -CONT -- -$G
wait $P; rc=$?
echo "rc=$rc"; tail -5 re.txt | cut -c1-300
[ $rc = 0 ] && grep -q "b7-26" out/small-volume/report.html && echo "built"
