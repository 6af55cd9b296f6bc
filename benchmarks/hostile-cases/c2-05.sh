# what: scenario model: a config.json that is an empty (0-byte) file
# expect-rc: 1
# expect: cfg.json
# expect: model
cp "$PROJECT/scenarios/default.yaml" s.yaml
: > cfg.json
sed -i 's/^model: llama-3.1-70b /model: cfg.json /' s.yaml
grep -q '^model: cfg.json' s.yaml || exit 99
"$TR" estimate s.yaml
