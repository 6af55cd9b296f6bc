# what: model command on the example Llama 3.1 8B config.json with tie_word_embeddings written as the string "false" (a truthy string: read as true it would drop the 525 M output table): refused naming cfg.json and tie_word_embeddings, or read as false giving the untied 8.03 B; never 7.50 B
# expect-rc: 0
# expect: check ok
"$PY" - <<'EOF'
import json, os
c = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
c["tie_word_embeddings"] = "false"
json.dump(c, open("cfg.json", "w"), indent=1)
EOF
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge > out.txt 2>&1; rc=$?; cat out.txt
if grep -q Traceback out.txt; then echo "CHECK FAILED: traceback"
elif [ $rc = 1 ] && grep -q cfg.json out.txt && grep -q tie_word_embeddings out.txt; then echo "check ok (refused)"
elif [ $rc = 0 ] && grep -q "8.03 B total" out.txt; then echo "check ok (untied)"
else echo "CHECK FAILED: rc $rc"; fi
