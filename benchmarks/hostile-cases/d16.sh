# what: the chip id trainium2 renamed to trainium-2 consistently in every CSV: the trn3 calibration fallback is data (entities.csv fit_from, renamed with the rest), so the folder is consistent: validate passes and a trn3 UltraServer is still estimated, on trainium-2's efficiencies, saying so (round 52 expected a refusal when the fallback was a constant in the code; rewritten 2026-12-06)
# expect-rc: 0
# expect: transferred from trainium-2
cp -r "$PROJECT/data" d
for f in d/*.csv; do sed -i 's/\btrainium2\b/trainium-2/g' "$f"; done
grep -q 'trainium-2' d/entities.csv || { echo "setup: nothing renamed"; exit 3; }
"$TR" validate d || exit $?
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{data_dir: d, candidates: [trn3-ultraserver-gen2, p5.48xlarge], price_overrides: {trn3-ultraserver-gen2: 2000}, quote_date: 2026-12-01}' --csv e.csv >/dev/null || exit $?
grep -o 'transferred from trainium-2' e.csv | head -1
