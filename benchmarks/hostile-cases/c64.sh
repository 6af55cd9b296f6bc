# what: measurements mapping with precision int4 (not a precision the report models)
# expect-rc: 1
# expect: measurements.precision
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml; cp "$PROJECT/scenarios/examples/my-vllm-run.json" .
sed -i 's/tp: 8}/tp: 8, precision: int4}/' s.yaml
grep -q int4 s.yaml || exit 99
"$TR" estimate s.yaml
