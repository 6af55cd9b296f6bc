# what: training with train_tokens 1e18 on p5.48xlarge (256 GPUs: 5.09e7 days, ~139,000 years, beyond any horizon): the estimate must at least warn naming train_tokens (horizon_months over 50 years is refused as a slip)
# expect-rc: 0
# expect: train_tokens
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p workload training -p train_tokens 1e18 -y '{candidates: [p5.48xlarge]}' 2>&1 | grep -v '^Training '
exit ${PIPESTATUS[0]}
