# what: a scenario file with an mtime in 2099 (clock skew) estimated warm (cache on), then edited (tokens_per_day 2.0e+8 -> 9.0e+8, same size) and given its 2099 mtime back: estimate must show the new volume (equal to a cache-off run of the edited file)
# expect-rc: 0
# expect: sees the edit
printf 'model: llama-3.1-8b\ntokens_per_day: 2.0e+8\ntitle: b9-26 %s\n' "$$" > s.yaml; touch -d '2099-06-01 12:00' s.yaml
timeout 55 "$TR" estimate s.yaml --csv w1.csv > w1.txt 2>&1 || { cat w1.txt; exit 9; }
timeout 55 "$TR" estimate s.yaml --csv w2.csv > w2.txt 2>&1
touch -r s.yaml ref.stamp; sed -i 's/2.0e+8/9.0e+8/' s.yaml; touch -r ref.stamp s.yaml; stat -c '%y %s' s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate s.yaml --csv off.csv > off.txt 2>&1 || { cat off.txt; exit 9; }
timeout 55 "$TR" estimate s.yaml --csv got.csv > got.txt 2>&1; echo "rc=$?"
cmp -s w1.csv off.csv && echo "TEST BROKEN: the edit changes nothing"
cmp -s off.csv got.csv && echo "sees the edit" || { echo "STALE"; diff off.csv got.csv | head -4; }
