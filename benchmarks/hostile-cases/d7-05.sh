# what: --data-dir a folder whose name holds a line break, a $(touch pwned) and a quote ('da"ta\n$(touch pwned)'), with a p5.48xlarge us-east-1 on-demand price of 0 (line 80): specs must name prices.csv and usd_per_hour, run nothing, and print the name on one line (its line break escaped, as the project's printable() does for the CSV paths)
# expect-rc: 1
# expect: prices.csv
# expect: usd_per_hour
# expect-not: RAW-NEWLINE
dir=$'da"ta\n$(touch pwned)'
cp -r "$PROJECT/data" "$dir"
sed -i '80s/,system,55.04,2026-08-26,/,system,0,2026-08-26,/' "$dir/prices.csv"
grep -c ',system,0,2026-08-26,' "$dir/prices.csv"
timeout 55 "$TR" specs p5.48xlarge --data-dir "$dir" > out 2>&1; rc=$?
cat out
grep -q '^\$(touch pwned)' out && echo "RAW-NEWLINE: the folder name's line break printed as is, the message split over two lines"
[ -e pwned ] && echo "PWNED: a file was created"
exit $rc
