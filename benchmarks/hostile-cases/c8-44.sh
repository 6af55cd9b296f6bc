# what: scenario model: a config.json given through a path with a trailing "/." ("cfg.json/." on a regular file: ENOTDIR): refused naming the key model or the path, no traceback
# expect-rc: nonzero
# expect: cfg.json
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
cat > s.yaml <<'Y'
scenario: dotted-path
model: cfg.json/.
candidates: [p5.4xlarge]
regions: [us-east-1]
Y
timeout 55 "$TR" estimate s.yaml
