# what: utilisation mode 1.5 (-y {utilisation: {low: 0.5, mode: 1.5, high: 2.0}}: systems loaded to 150%, a percentage slip): load cannot exceed 1 (scenario comment: highest average load per rented system); refused naming utilisation
# expect-rc: 1
# expect: utilisation
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{utilisation: {low: 0.5, mode: 1.5, high: 2.0}}'
