# what: prices.csv: the p5.48xlarge us-east-1 on-demand price of 2026-08-26 (line 80) entered per second (55.04 / 3600 = 0.015289 USD 'per hour'): validate must refuse it as a unit slip, naming prices.csv, line 80 and usd_per_hour
# expect-rc: 1
# expect: prices.csv
# expect: 80
# expect: usd_per_hour
cp -r "$PROJECT/data" d
sed -i '80s/,system,55.04,2026-08-26,/,system,0.015289,2026-08-26,/' d/prices.csv
grep -c 0.015289 d/prices.csv
timeout 55 "$TR" validate d
