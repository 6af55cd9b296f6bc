# what: -p with an empty key (-p '' 5), a dotted key (-p price_overrides.trn2.48xlarge 30) and a key with a trailing space (-p 'tokens_per_day ' 2e9): each refused naming the key (unknown scenario key), never silently ignored
# expect-rc: 0
# expect: key '' refused
# expect: key 'price_overrides.trn2.48xlarge' refused
# expect: key 'tokens_per_day ' refused
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
for k in "" "price_overrides.trn2.48xlarge" "tokens_per_day "; do
  timeout 55 "$TR" estimate s.yaml -p "$k" 30 > o.txt 2>&1; rc=$?
  if [ $rc != 0 ] && { [ -z "$k" ] || grep -qF -- "${k% }" o.txt; } && ! grep -q Traceback o.txt; then echo "key '$k' refused"; else echo "key '$k': rc=$rc"; tail -3 o.txt; fi
done
