# what: vLLM bench JSON with date in an odd format ("17/08/2026 00:00"), otherwise valid: a correct result (date is optional) or an error naming date
# expect-rc: 1
# expect: field 'date'
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
sed 's#"date": "20260817-000000"#"date": "17/08/2026 00:00"#' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q 17/08 run.json || exit 99
sed -i 's/my-vllm-run.json/run.json/' s.yaml
"$TR" estimate s.yaml
