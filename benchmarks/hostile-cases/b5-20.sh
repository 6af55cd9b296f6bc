# what: after a warm `model llama-3.1-8b --data-dir d` (cache on), models.csv's llama-3.1-8b layers changed 32 -> 48 (same size, old mtime restored): model must show the new layer count and parameters (equal to a cache-off run)
# expect-rc: 0
# expect: model sees edit
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b5-20-'"$$"'/' d/prices.csv
timeout 40 "$TR" model llama-3.1-8b --data-dir d > m0.txt 2>&1 || exit 9
cp -p d/models.csv ref.csv
sed -i 's/^llama-3.1-8b,Llama 3.1 8B,8000000000,32,/llama-3.1-8b,Llama 3.1 8B,8000000000,48,/' d/models.csv
touch -r ref.csv d/models.csv
cmp -s d/models.csv ref.csv && { echo "edit did not apply"; exit 9; }
timeout 40 "$TR" model llama-3.1-8b --data-dir d > m1.txt 2>&1; rc=$?
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" model llama-3.1-8b --data-dir d > m2.txt 2>&1
head -4 m1.txt
if [ $rc = 0 ]; then cmp -s m1.txt m2.txt && ! cmp -s m1.txt m0.txt && echo "model sees edit" || { echo "STALE model output"; diff m1.txt m2.txt | head; exit 1; }
else cmp -s m1.txt m2.txt && echo "model sees edit (both refuse alike)" || exit 1; fi
