# what: build --no-pdf with -p attention_flops '!!bool maybe' (a tagged non-boolean on build's command line): refused before anything runs, naming the key
# expect-rc: 1
# expect: attention_flops
# expect: nothing was built
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" build s.yaml --no-pdf --out out --figures figs -p attention_flops '!!bool maybe'
