# what: price_overrides written as a YAML ordered map in the file (price_overrides: !!omap [{trn2.48xlarge: 24}], PyYAML builds a list of pairs): a mapping is due; refused naming the file and price_overrides, never a traceback
# expect-rc: 1
# expect: s.yaml
# expect: price_overrides
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides: {}/price_overrides: !!omap [{trn2.48xlarge: 24}]/; s/^quote_date: null/quote_date: 2026-11-20/' s.yaml
grep -q 'omap' s.yaml || echo "SETUP FAILED"
timeout 55 "$TR" estimate s.yaml
