# what: estimate run from a working folder deleted under it (cwd gone), scenario given by absolute path: a result, or one line naming the working folder
# expect-rc: 0
# expect-not: FileNotFoundError
mkdir gone; cd gone; rmdir "$W/gone"
"$TR" estimate "$PROJECT/scenarios/default.yaml" > "$W/o.txt" 2>&1; rc=$?
cd "$W"; tail -n 3 o.txt
[ $rc = 0 ] && exit 0
[ $(wc -l < o.txt) -le 3 ] && grep -q "working folder" o.txt && exit 0
exit 1
