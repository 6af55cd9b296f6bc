# what: quote keyed "trn2.48xlarge@aws" (an instance with a provider suffix; matches no candidate, would silently do nothing)
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge@aws
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{price_overrides: {"trn2.48xlarge@aws": 24}}'
