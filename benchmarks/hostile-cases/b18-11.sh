# what: -y at its edges for estimate small-volume: -y '' (empty: YAML null), -y '~', -y '[]' (a list, not the mapping the help asks for), -y '42': each either answers exactly as without -y (null/empty adds nothing) or is refused non-zero in a short message naming -y/--yaml; a list or a scalar is never silently accepted as something else; no traceback
# expect-rc: 0
# expect: y edges ok
SV="$PROJECT/scenarios/examples/small-volume.yaml"
timeout 55 "$TR" estimate "$SV" > ref.txt 2>&1
bad=0; n=0
for y in '' '~' '[]' '42'; do
  n=$((n+1)); timeout 55 "$TR" estimate "$SV" -y "$y" > o$n.txt 2>&1; rc=$?
  echo "-y '$y' rc=$rc: $(tail -1 o$n.txt | cut -c1-150)"
  if [ $rc = 0 ]; then
    case "$y" in '['*|42) echo "CHECK FAILED: -y '$y' (not a mapping) accepted"; bad=1;; esac
    cmp -s o$n.txt ref.txt || { echo "CHECK FAILED: -y '$y' changed the answer"; bad=1; }
  else grep -qE -- '-y|--yaml|YAML|yaml' o$n.txt && [ $(wc -l < o$n.txt) -le 4 ] || { echo "CHECK FAILED: -y '$y' refusal unclear"; bad=1; }; fi
  grep -q Traceback o$n.txt && { echo "CHECK FAILED: traceback"; bad=1; }
done
[ $bad = 0 ] && echo "y edges ok"; exit $bad
