# what: build of two scenario files where the second has an unknown key (qoute_date): nothing may be built, the message names the second file and the key
# expect-rc: 1
# expect: s2.yaml
# expect: qoute_date
printf 'scenario: one\n' > s1.yaml
printf 'scenario: two\nprice_overrides: {trn2.48xlarge: 24.0}\nqoute_date: 2026-11-01\n' > s2.yaml
"$TR" build s1.yaml s2.yaml --out "$W/out" --figures "$W/fig" --no-pdf --quiet; rc=$?
[ -e out/one/report.html ] && echo "one was built anyway"
exit $rc
