# what: validate on a data copy with an error (a negative usd_per_hour) while stderr and stdout are /dev/full: the exit code must still say failure (1), no hang
# expect-rc: 1
# expect: rc=1
cp -r "$PROJECT/data" d
sed -i '2s/,0\.228,/,-0.228,/' d/prices.csv
timeout 40 "$TR" validate d > /dev/full 2> /dev/full; rc=$?
echo "rc=$rc"
"$TR" validate d 2>&1 | grep -m1 usd_per_hour
exit $rc
