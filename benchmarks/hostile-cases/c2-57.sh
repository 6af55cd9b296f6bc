# what: vLLM bench JSON whose model_id holds a terminal escape and a line break ("...Instruct\u001b[2J\nOK all good"): the message must show it escaped, on one line
# expect-rc: 1
# expect: run.json
# expect: model_id
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
sed 's#"model_id": "meta-llama/Llama-3.1-8B-Instruct"#"model_id": "meta-llama/Llama-3.1-8B-Instruct\\u001b[2J\\nOK all good"#' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q 'u001b' run.json || exit 99
sed -i 's/my-vllm-run.json/run.json/' s.yaml
"$TR" estimate s.yaml > o.txt 2>&1; rc=$?
cat -v o.txt
grep -q $'\x1b' o.txt && { echo "raw escape byte printed"; exit 3; }
grep -q '^OK all good' o.txt && { echo "line break printed raw"; exit 3; }
exit $rc
