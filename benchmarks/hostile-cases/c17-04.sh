# what: model command on the example 8B config.json with rope_theta 1e999 (a JSON number past any float: Python reads it as inf) in a key the project ignores: no traceback; either refused naming cfg.json and rope_theta, or the 8B's correct result (8.03 B)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
sed 's/"rope_theta": 500000.0/"rope_theta": 1e999/' "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" > cfg.json
grep -q 1e999 cfg.json || echo "CHECK FAILED: setup"
timeout 55 "$TR" model cfg.json > out.txt 2>&1; rc=$?; cat out.txt
if [ $rc = 0 ]; then grep -q '8.03 B total' out.txt && echo "check ok (accepted, 8.03 B)" || echo "CHECK FAILED: wrong result"
elif [ $rc = 1 ] && grep -q cfg.json out.txt && grep -q rope_theta out.txt; then echo "check ok (refused)"; else echo "CHECK FAILED: rc $rc without naming cfg.json and rope_theta"; fi
