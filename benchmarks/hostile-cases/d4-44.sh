# what: -y with a duplicate key inside the flow mapping ('{seed: 1, seed: 2}'): which seed?
# expect-rc: 1
# expect: seed
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{seed: 1, seed: 2}'
