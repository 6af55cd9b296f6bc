# what: dual_running_share 1.01 with -y (scenario comment: the share of the traffic mirrored on AWS silicon, a share of at most 1): refused naming dual_running_share
# expect-rc: 1
# expect: dual_running_share
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{dual_running_share: 1.01}'
