# what: prices.csv followed by 45,000,000 blank lines (45 MB, under the 50,000,000-byte file limit; blank lines are skipped before the 20,000-row limit counts): validate must answer within the time limit, OK or refused naming prices.csv
# expect-rc: 0
# expect: ANSWERED
cp -r "$PROJECT/data" d
"$PY" -c "open('d/prices.csv','a').write('\n'*45_000_000)"
out=$(timeout 55 "$TR" validate d 2>&1); rc=$?
printf '%s\n' "$out" | tail -3
{ [ $rc = 0 ] && printf '%s' "$out" | grep -q '^OK'; } || { [ $rc = 1 ] && printf '%s' "$out" | grep -q 'prices.csv'; } && echo ANSWERED
