# what: LLMPerf summary saved with a UTF-8 BOM and CRLF line endings: a correct result
# expect-rc: 0
# expect: trn1.32xlarge
cp "$PROJECT/scenarios/examples/your-runs-llmperf.yaml" s.yaml; sed -i "s/my-llmperf-summary.json/run.json/" s.yaml
printf '\xef\xbb\xbf' > run.json; sed 's/$/\r/' "$PROJECT/scenarios/examples/my-llmperf-summary.json" >> run.json
"$TR" estimate s.yaml
