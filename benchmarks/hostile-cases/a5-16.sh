# what: quote keyed by a homoglyph of the candidate ("trn2.48xlаrge" with a Cyrillic а): a near-miss that would silently do nothing
# expect-rc: 1
# expect: price_overrides
# expect: s.yaml
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides:.*/price_overrides: {"trn2.48xl\xd0\xb0rge": 24.0}/' s.yaml
grep -n '^price_overrides' s.yaml
"$TR" estimate s.yaml
