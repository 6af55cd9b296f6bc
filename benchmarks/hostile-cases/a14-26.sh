# what: training deadline_days 0 (-p deadline_days 0, "no deadline" meant; the scenario comment says null is no deadline): no run finishes in 0 days; refused naming deadline_days (or every option excluded naming deadline_days), never a verdict on a 0-day deadline met
# expect-rc: 1
# expect: deadline_days
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p workload training -p deadline_days 0
