# what: scenario whose model: names a config.json that is a symlink to a bystander file outside the scenario's folder
# expect-rc: 1
# expect: cfg.json
f=$(find "$OUTSIDE" -type f | head -1); [ -n "$f" ] || exit 99; ln -s "$f" cfg.json
printf 'scenario: c58\nmodel: cfg.json\n' > s.yaml
"$TR" estimate s.yaml
