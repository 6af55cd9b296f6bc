# what: estimate --csv whose target is the scenario's own model config.json (a file it reads)
# expect-rc: nonzero
# expect: config.json
# expect: not written
mkdir cfg && cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg/config.json
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's|^model: .*|model: cfg/config.json|' s.yaml
cp cfg/config.json before.json
"$TR" estimate s.yaml --csv cfg/config.json > /dev/null; rc=$?
cmp -s before.json cfg/config.json || { echo "config.json was overwritten"; exit 9; }
exit $rc
