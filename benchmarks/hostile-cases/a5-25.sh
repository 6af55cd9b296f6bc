# what: two quotes in one mapping: a plausible one (trn2.48xlarge 24) and a per-GPU slip (p5en.48xlarge 7.9125 = 63.30/8): refused naming the slipped key only
# expect-rc: 1
# expect: p5en.48xlarge
# expect: price_overrides
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides:.*/price_overrides: {trn2.48xlarge: 24.0, p5en.48xlarge: 7.9125}/' s.yaml
"$TR" estimate s.yaml > o.txt 2>&1; rc=$?
cat o.txt
grep -q "'trn2.48xlarge'" o.txt && { echo "the plausible trn2.48xlarge quote was named as a problem"; exit 4; }
exit $rc
