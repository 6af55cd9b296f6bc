# what: estimate --csv onto an existing immutable file (chattr +i, unwritable for root too)
# expect-rc: 1
# expect: est.csv
# expect: cannot be written
echo old > est.csv
chattr +i est.csv 2>/dev/null || chmod 444 est.csv
trap 'chattr -i est.csv 2>/dev/null' EXIT
"$TR" estimate "$PROJECT/scenarios/default.yaml" --csv est.csv >/dev/null
