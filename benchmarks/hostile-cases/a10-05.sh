# what: dual_running_share 1.0001 with -y (scenario comment: the share of the traffic mirrored; FIELDS: a share): just over 1; refused naming dual_running_share
# expect-rc: 1
# expect: dual_running_share
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{dual_running_share: 1.0001}'
