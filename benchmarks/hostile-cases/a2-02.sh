# what: estimate --csv naming a new folder path with a trailing slash (newdir/), which does not exist
# expect-rc: 1
# expect: newdir
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml --csv newdir/; rc=$?
[ -e newdir ] && echo "newdir was created"
exit $rc
