# what: the scenario file deleted and replaced by an invalid one (tokens_per_day: -5) 0.5 s into a cold estimate: a result from the bytes first read (1e9) or an error naming s.yaml; a second estimate names s.yaml and tokens_per_day
# expect-rc: 1
# expect: s.yaml
# expect: tokens_per_day
cp "$PROJECT/scenarios/default.yaml" s.yaml
export TRAINIUM_REPORT_NO_CACHE=1
timeout 40 "$TR" estimate s.yaml > o1.txt 2>&1 & P=$!
sleep 0.5; sed 's/^tokens_per_day: .*/tokens_per_day: -5/' s.yaml > s.new; rm s.yaml; mv s.new s.yaml
wait $P; r1=$?; echo "first rc $r1"; tail -1 o1.txt
timeout 40 "$TR" estimate s.yaml > o2.txt 2>&1; rc=$?
tail -2 o2.txt
exit $rc
