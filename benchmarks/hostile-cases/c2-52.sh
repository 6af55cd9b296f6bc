# what: scenario in a folder named with spaces, quotes and unicode ("my runs 'ü' & co") whose model: is a config.json beside it: a correct result
# expect-rc: 0
# expect: Llama 3.1 8B
# expect: USD/1M
d="my runs 'ü' & co"; mkdir "$d"
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" "$d/config.json"
printf 'scenario: c2-52\nmodel: config.json\ntokens_per_day: 1.0e+8\n' > "$d/s.yaml"
"$TR" estimate "$d/s.yaml"
