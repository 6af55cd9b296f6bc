# what: model command on the example 8B config.json with head_dim null (JSON null; transformers then takes hidden_size / num_attention_heads = 128): either refused naming cfg.json and head_dim, or the 8B's own result (8.03 B, KV 131.1 kB per token)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
sed 's/"head_dim": 128/"head_dim": null/' "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" > cfg.json
timeout 55 "$TR" model cfg.json > out.txt 2>&1; rc=$?; cat out.txt
if [ $rc = 0 ]; then grep -q '8.03 B total' out.txt && grep -q '131.1 kB per token' out.txt && echo "check ok (accepted)" || echo "CHECK FAILED: wrong result"
elif [ $rc = 1 ] && grep -q cfg.json out.txt && grep -q head_dim out.txt; then echo "check ok (refused)"; else echo "CHECK FAILED: rc $rc"; fi
