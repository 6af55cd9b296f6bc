# what: usd_per_engineer_week .inf with -y (an infinite engineer cost: every NPV becomes inf or nan): refused naming usd_per_engineer_week
# expect-rc: 1
# expect: usd_per_engineer_week
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{usd_per_engineer_week: .inf}'
