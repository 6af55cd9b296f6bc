# what: commands run from a working folder deleted under them (cwd removed): validate, claims and estimate of an absolute scenario path work, or fail in one line naming the working folder
# expect-rc: 0
# expect: cwd ok
cp "$PROJECT/scenarios/default.yaml" "$W/s.yaml"; mkdir gone
bad=0
for c in "validate" "claims" "estimate $W/s.yaml" "model llama-3.1-8b"; do
  ( cd gone && rmdir "$W/gone" && timeout 40 "$TR" $c ) > o.txt 2>&1; rc=$?; mkdir -p gone
  echo "$c rc=$rc: $(tail -1 o.txt | cut -c1-150)"
  grep -q Traceback o.txt && bad=1
  [ $rc != 0 ] && { [ "$(wc -l < o.txt)" -le 3 ] && grep -qiE 'working (folder|directory)|cwd|current' o.txt || bad=1; }
done
[ $bad = 0 ] && echo "cwd ok"; exit $bad
