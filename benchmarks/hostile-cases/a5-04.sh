# what: quote for inf2.xlarge (one chip) of 0.03 USD/h: under a tenth of every price listed for it (0.328 ri effective, 0.4777 reserved, 0.7582 on demand), given with -p on estimate --csv; no CSV may be written
# expect-rc: 1
# expect: price_overrides
# expect: inf2.xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p candidates '[inf2.xlarge, p5]' -p price_overrides '{inf2.xlarge: 0.03}' --csv e.csv
rc=$?
[ -e e.csv ] && echo "e.csv written although the scenario was refused"
exit $rc
