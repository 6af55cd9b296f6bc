# what: every direct child of a PDF build (its section workers, where WeasyPrint lays out each section) stopped with SIGSTOP 6 s in and never continued: the build must not hang past 60 s; it ends naming the stopped step, no process left (--rerun: the runs happen even where an earlier case kept identical ones in the project cache, which published in under 6 s)
# expect-rc: nonzero
# expect: was stopped
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
timeout 58 "$TR" build s.yaml --rerun --out out --figures fig --jobs 1 > re.txt 2>&1 & P=$!
sleep 6
B=$(pgrep -f "trainium-report build s.yaml" -P $P | head -1); [ -n "$B" ] || B=$P
for c in $(pgrep -P $B); do echo "stop $c $(ps -o args= -p $c | cut -c1-80)"; kill -STOP $c; done
wait $P; rc=$?
echo "rc=$rc"; tail -5 re.txt | cut -c1-300
for c in $(pgrep -P $B 2>/dev/null); do kill -CONT $c; done
[ $rc = 124 ] && { echo "HUNG: killed by timeout 58"; exit 0; }
exit $rc
