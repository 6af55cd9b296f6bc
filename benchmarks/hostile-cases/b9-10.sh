# what: build --jobs at its edges (0, -3, 2.5, abc, "" and 1e3 as text): each refused at once (within 15 s) naming --jobs, no build started, no --out folder made
# expect-rc: 0
# expect: jobs '0' refused
# expect: jobs '-3' refused
# expect: jobs '2.5' refused
# expect: jobs 'abc' refused
# expect: jobs '' refused
# expect: jobs '1e3' refused
i=0
for j in 0 -3 2.5 abc "" 1e3; do
  i=$((i+1)); s=$(date +%s)
  timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --no-pdf --jobs="$j" --out "o$i" --figures "f$i" --quiet > "b$i.txt" 2>&1; rc=$?; t=$(( $(date +%s) - s ))
  if [ $rc != 0 ] && grep -q -- '--jobs' "b$i.txt" && [ ! -e "o$i" ] && [ $t -lt 15 ]; then echo "jobs '$j' refused"; else echo "jobs '$j': rc=$rc t=${t}s out=$([ -e o$i ] && echo made)"; tail -2 "b$i.txt"; fi
done
