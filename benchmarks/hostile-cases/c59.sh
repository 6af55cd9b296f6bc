# what: scenario whose model: is a config path ending in .json that is a folder
# expect-rc: 1
# expect: cfg.json
mkdir cfg.json
printf 'scenario: c59\nmodel: cfg.json\n' > s.yaml
"$TR" estimate s.yaml
