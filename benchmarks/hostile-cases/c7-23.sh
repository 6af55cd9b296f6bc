# what: the scenario's model config.json saved with a valid new version (_name_or_path "Qwen3 30B-A3B alpha" -> "Qwen3 30B-A3B omega", same shape and size) 8 s into a --rerun build (--no-pdf): the build fails naming cfg.json, or builds from one version (report.html never names both)
# expect-rc: 0
# expect: ACCEPTABLE
sed 's/"_name_or_path": "[^"]*"/"_name_or_path": "Qwen3 30B-A3B alpha"/' "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" > cfg.json
grep -q alpha cfg.json || exit 9
printf 'scenario: c7cfgswap\nmodel: cfg.json\ntokens_per_day: 1.0e+8\ncandidates: [inf2, trn2, p5]\n' > s.yaml
timeout 55 "$TR" build s.yaml --out "$W/out" --figures "$W/fig" --no-pdf --quiet --rerun > log.txt 2>&1 & pid=$!
sleep 8; sed 's/alpha/omega/' cfg.json > cfg.new && mv cfg.new cfg.json
wait $pid; rc=$?
cat log.txt | tail -8; echo "rc=$rc"
if [ $rc = 0 ]; then
  a=$(grep -c "alpha" out/c7cfgswap/report.html); o=$(grep -c "omega" out/c7cfgswap/report.html); echo "alpha=$a omega=$o"
  { [ $a = 0 ] || [ $o = 0 ]; } && echo ACCEPTABLE
elif grep -q "cfg.json" log.txt && [ ! -e out/c7cfgswap/report.html ]; then echo ACCEPTABLE; fi
