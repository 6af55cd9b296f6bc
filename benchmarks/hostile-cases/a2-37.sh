# what: build (--no-pdf) with a trn2.48xlarge quote dated 2026-03-01 and price_max_age_days 3650: the headline and report must name the quote and its date (not the build day)
# expect-rc: 0
# expect: your quote dated 2026-03-01
printf 'scenario: q\nprice_overrides: {trn2.48xlarge: 24.0}\nquote_date: 2026-03-01\nprice_max_age_days: 3650\n' > s.yaml
"$TR" build s.yaml --out "$W/out" --figures "$W/fig" --no-pdf --quiet || exit $?
cat out/q/headline.txt; echo
grep -c '2026-03-01' out/q/report.html
