# what: entities.csv: trn2.3xlarge's chips slipped 1 to 8 (its Capacity Block price of 2.235 USD/h, listed only in sa-east-1 and ap-southeast-4, then buys 8 Trainium2s, 8x below trn2.48xlarge's 2.235 per chip-hour); availability gains trn2 in sa-east-1 as its prices say; estimate in sa-east-1 on Capacity Blocks must refuse, not price a 70B at 0.10 USD/M
# expect-rc: 1
# expect: trn2.3xlarge
# expect: chips
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/entities.csv"; t=open(p,newline="",encoding="utf-8").read()
old='trn2.3xlarge,trn2.3xlarge,instance,AWS,Trainium,2,trainium2,1,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'trn2.3xlarge,trn2.3xlarge,instance,AWS,Trainium,2,trainium2,8,',1))
PY
"$PY" - <<'PY'
p="d/availability.csv"; t=open(p,newline="",encoding="utf-8").read()
assert t.endswith("\n")
open(p,"w",newline="",encoding="utf-8").write(t+'trn2,aws,sa-east-1,2026-07-22,2026-11-30,aws-cb-pricing-scrape-b3a54ae,Capacity Blocks region (as prices.csv lists)'+"\n")
PY
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p data_dir "$W/d" -y '{regions: [sa-east-1], price_basis: aws_capacity_block, candidates: [trn2]}'
