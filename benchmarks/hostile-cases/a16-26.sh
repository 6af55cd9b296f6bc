# what: efficiency_overrides keyed by a system that is no candidate (p4d.24xlarge while candidates are the default list) with -y: the override would silently do nothing; refused or warned naming p4d.24xlarge (like a quote keyed to no candidate)
# expect: p4d.24xlarge
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{efficiency_overrides: {p4d.24xlarge: {bandwidth_efficiency: 0.7}}}'
