# what: MPLCONFIGDIR a regular file, IPYTHONDIR /dev/null, XDG_CACHE_HOME and XDG_CONFIG_HOME unreadable junk paths: validate, claims, estimate, model must work (or name the variable)
# expect-rc: 0
# expect: env ok
echo junk > notadir; cp "$PROJECT/scenarios/default.yaml" s.yaml
bad=0
for c in "validate" "claims" "estimate s.yaml" "model llama-3.1-70b"; do
  MPLCONFIGDIR="$W/notadir" IPYTHONDIR=/dev/null XDG_CACHE_HOME="$W/notadir/x" XDG_CONFIG_HOME=/proc/1/nonexistent timeout 40 "$TR" $c > o.txt 2>&1; rc=$?
  echo "$c rc=$rc: $(tail -1 o.txt | cut -c1-140)"
  grep -q Traceback o.txt && bad=1
  [ $rc != 0 ] && ! grep -qE 'MPLCONFIGDIR|IPYTHONDIR|XDG' o.txt && bad=1
done
[ "$(cat notadir)" = junk ] || bad=1
[ $bad = 0 ] && echo "env ok"; exit $bad
