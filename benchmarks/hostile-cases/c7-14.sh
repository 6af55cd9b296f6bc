# what: estimate of a scenario in sub/ with -p model cfg.json on the command line, cfg.json in the working folder (not beside the scenario): read from the working folder, or refused naming the key model and cfg.json (where it looked)
# expect-rc: 0
# expect: ACCEPTABLE
mkdir sub; cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json; echo "scenario: sub1" > sub/s.yaml
timeout 55 "$TR" estimate sub/s.yaml -p model cfg.json > out.txt 2>&1; rc=$?
cat out.txt
if [ $rc = 0 ] && grep -q "Llama 3.1 8B" out.txt; then echo ACCEPTABLE
elif [ $rc = 1 ] && grep -q "'model'" out.txt && grep -q "cfg.json" out.txt && grep -q "sub" out.txt; then echo ACCEPTABLE; fi
