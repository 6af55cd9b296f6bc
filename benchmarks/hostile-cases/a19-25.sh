# what: regions listing us-west-2 twice and nothing else ([us-west-2, us-west-2]) with p5.48xlarge on aws_on_demand: a repeated region is a slip; refused naming regions and the repeated region (a clear refusal; a result priced in us-west-2 would also do, but the project refuses repeats)
# expect-rc: 1
# expect: regions
# expect: us-west-2
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{regions: [us-west-2, us-west-2], candidates: [p5.48xlarge], price_basis: aws_on_demand}'
