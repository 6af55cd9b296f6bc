# what: scenario: YAML merge key (<<: *base) in price_range building on_demand from an anchored mapping: a correct result, the same as writing it out
# expect-rc: 0
# expect: trn2
# expect: p5
cat > s.yaml <<'Y'
efficiency_range: &base {low: 0.9, high: 1.1}
price_range:
  on_demand:
    <<: *base
    high: 1.2
Y
cat > t.yaml <<'Y'
efficiency_range: {low: 0.9, high: 1.1}
price_range:
  on_demand: {low: 0.9, high: 1.2}
Y
"$TR" estimate s.yaml > a.txt || exit $?
"$TR" estimate t.yaml > b.txt || exit $?
sed 1d a.txt > a2; sed 1d b.txt > b2
diff a2 b2 >&2 || { echo "merge key result differs" >&2; exit 3; }
cat a.txt
