# what: after a warm estimate of a config.json scenario, the config edited (num_key_value_heads 8 -> 2, same size) and given back its old mtime: model and estimate must read the new shape
# expect-rc: 0
# expect: new shape seen
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
grep -q '"num_key_value_heads": 8' cfg.json || { grep key_value cfg.json; exit 9; }
printf 'model: cfg.json\ncandidates: [trn2.48xlarge, p5]\n' > s.yaml
"$TR" model cfg.json > m0.txt 2>&1 || exit 9
"$TR" estimate s.yaml --csv old.csv > /dev/null 2>&1 || exit 9
touch -d '2020-01-01 00:00' cfg.json; cp -p cfg.json keep.json
sed -i 's/"num_key_value_heads": 8/"num_key_value_heads": 2/' cfg.json; touch -r keep.json cfg.json
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1 || exit 9
"$TR" model cfg.json > m1.txt 2>&1; r1=$?
"$TR" estimate s.yaml --csv got.csv > got.txt 2>&1; rc=$?
grep -i kv m1.txt | head -2
cmp -s m0.txt m1.txt && { echo "model STALE"; exit 1; }
[ $rc = 0 ] && [ $r1 = 0 ] && cmp -s got.csv ref.csv && ! cmp -s old.csv got.csv && echo "new shape seen" || { echo "estimate STALE or failed"; exit 1; }
