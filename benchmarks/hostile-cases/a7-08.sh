# what: training scenario at precision bf16 with efficiency_overrides {trn2.48xlarge: {training_mfu_fp8: 0.5}} (the FP8 MFU, which a bf16 run never reads): refused or warned naming training_mfu_fp8, as a serving key in a training scenario is; never silently unused
# expect-rc: 0
# expect: training_mfu_fp8
cp "$PROJECT/scenarios/default.yaml" s.yaml
out=$(timeout 55 "$TR" estimate s.yaml -p workload training -y '{candidates: [trn2.48xlarge, p5.48xlarge], price_overrides: {trn2.48xlarge: 24}, efficiency_overrides: {trn2.48xlarge: {training_mfu_fp8: 0.5}}}' 2>&1); rc=$?
echo "$out" | cut -c1-200
[ $rc -le 1 ] || exit $rc
