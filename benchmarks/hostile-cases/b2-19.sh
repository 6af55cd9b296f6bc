# what: a model config.json rewritten in place over and over (8 KV heads / 2 KV heads / empty) while model and estimate read it: a result of one version or an error naming cfg.json; never a traceback
# expect-rc: 0
# expect: consistent
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" a.json
sed 's/"num_key_value_heads": 8/"num_key_value_heads": 2/' a.json > b.json; : > empty.json
cp a.json cfg.json; printf 'model: cfg.json\ncandidates: [trn2.48xlarge, p5]\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate s.yaml --csv ra.csv > /dev/null 2>&1 || exit 9
cp b.json cfg.json; TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate s.yaml --csv rb.csv > /dev/null 2>&1 || exit 9
( end=$((SECONDS+25)); while [ $SECONDS -lt $end ]; do cat a.json > cfg.json; cat empty.json > cfg.json; cat b.json > cfg.json; sleep 0.003; done ) & Wr=$!
bad=0
for i in 1 2 3 4 5; do
  timeout 30 "$TR" model cfg.json > m$i.txt 2>&1; rm=$?
  grep -q Traceback m$i.txt && bad=1; [ $rm != 0 ] && ! grep -q cfg.json m$i.txt && { bad=1; echo "model $i: $(tail -1 m$i.txt)"; }
done
for i in 1 2 3 4; do
  TRAINIUM_REPORT_NO_CACHE=1 timeout 30 "$TR" estimate s.yaml --csv e$i.csv > e$i.txt 2>&1; re=$?
  echo "estimate $i rc=$re: $(tail -1 e$i.txt | cut -c1-160)"
  grep -q Traceback e$i.txt && bad=1
  if [ $re = 0 ]; then cmp -s ra.csv e$i.csv || cmp -s rb.csv e$i.csv || { echo "numbers of neither"; bad=1; }; else grep -q cfg.json e$i.txt || bad=1; fi
done
kill $Wr; wait $Wr 2>/dev/null
[ $bad = 0 ] && echo "consistent"; exit $bad
