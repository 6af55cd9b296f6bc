# what: scenario: training workload with training_chips 100 for candidates [trn2.48xlarge] (100 chips is not a whole number of 16-chip instances): rounded up and said, or refused naming training_chips
# expect-rc: 0
# expect: trn2.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p workload training -p model llama-3.1-8b -p training_chips 100 -y "{candidates: [trn2.48xlarge, p5.48xlarge]}" > o.txt; rc=$?; cat o.txt; [ $rc = 0 ] || exit $rc
grep -q -i -E "112|7 instance|round|whole" o.txt || { echo "100 chips priced as if 6.25 instances could be rented" >&2; exit 3; }
