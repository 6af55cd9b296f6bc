# what: dual_running_share 1.5 with -p (scenario comment: the share of the traffic mirrored; more than all of it is nonsense): refused naming dual_running_share
# expect-rc: 1
# expect: dual_running_share
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p dual_running_share 1.5
