# what: estimate --csv overwriting the scenario file it was given
# expect-rc: 1
# expect: s.yaml
# expect: input
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml --csv s.yaml >/dev/null; rc=$?
cmp -s s.yaml "$PROJECT/scenarios/default.yaml" || echo "s.yaml was overwritten"
exit $rc
