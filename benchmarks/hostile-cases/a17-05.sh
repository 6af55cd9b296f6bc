# what: seed -1 with -p (numpy refuses negative seeds: the Monte Carlo run would crash later): refused up front naming seed
# expect-rc: 1
# expect: seed
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p seed -1
