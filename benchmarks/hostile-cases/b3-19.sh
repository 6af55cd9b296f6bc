# what: a scenario's model config.json swapped for a symlink to /dev/zero 0.8 s into a cold estimate (and before a second one): no hang, a result from the bytes read or one line naming cfg.json
# expect-rc: 1
# expect: cfg.json
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
cp "$PROJECT/scenarios/default.yaml" s.yaml; sed -i 's/^model: .*/model: cfg.json/' s.yaml
export TRAINIUM_REPORT_NO_CACHE=1
timeout 40 "$TR" estimate s.yaml > o1.txt 2>&1 & P=$!
sleep 0.8; rm cfg.json; ln -s /dev/zero cfg.json
wait $P; r1=$?; [ $r1 = 124 ] && echo "first HUNG"
tail -1 o1.txt
timeout 40 "$TR" estimate s.yaml > o2.txt 2>&1; rc=$?
[ $rc = 124 ] && echo "second HUNG"
tail -2 o2.txt
exit $rc
