# what: efficiency.csv: the first NVIDIA training mfu (line 2, 0.43 fraction) written '43%' (a percent sign in a number field)
# expect-rc: 1
# expect: efficiency.csv
# expect: 43%
# expect: value
cp -r "$PROJECT/data" d
sed -i '2s/,mfu,bf16,0.43,fraction,/,mfu,bf16,43%,fraction,/' d/efficiency.csv
grep -c '43%' d/efficiency.csv
timeout 55 "$TR" validate d
