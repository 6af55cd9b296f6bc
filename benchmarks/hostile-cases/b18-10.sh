# what: model llama-3.1-8b --candidates with no value after it (nargs='*': a script's "$@" left empty) and as the last option before --data-dir (--candidates --data-dir "$PROJECT/data"; the attached empty form --candidates= was b12-14's): either the default candidates are used (help: "default: default.yaml's candidates") and the answer equals a run without the flag, or a short refusal naming --candidates; never a traceback or an empty "fits on nothing" answer
# expect-rc: 0
# expect: edge ok
timeout 55 "$TR" model llama-3.1-8b > ref.txt 2>&1
bad=0; n=0
for form in "--candidates" "--candidates --data-dir $PROJECT/data"; do
  n=$((n+1)); timeout 55 "$TR" model llama-3.1-8b $form > o$n.txt 2>&1; rc=$?
  echo "$form rc=$rc: $(tail -1 o$n.txt)"
  if [ $rc = 0 ]; then cmp -s o$n.txt ref.txt || { echo "CHECK FAILED: $form answered differently from the default"; diff ref.txt o$n.txt | head -4; bad=1; }
  else grep -q -- '--candidates' o$n.txt && [ $(wc -l < o$n.txt) -le 4 ] || { echo "CHECK FAILED: $form refusal does not name --candidates"; bad=1; }; fi
  grep -q Traceback o$n.txt && { echo "CHECK FAILED: traceback"; bad=1; }
done
[ $bad = 0 ] && echo "edge ok"; exit $bad
