# what: libhome's prune (README: a private folder is "removed at exit, or by the next command once its process is gone"): .cache/run-<pid of a live sleep>-b1110 must be kept while that process lives, .cache/run-<pid of a finished process>-b1110 (a real folder, this user's) removed by the next claims; neither followed anywhere else
# expect-rc: 0
# expect: prune right
sleep 120 & live=$!
bash -c 'exit 0' & dead=$!; wait $dead
C="$PROJECT/.cache"; mkdir -p "$C"
mkdir "$C/run-$live-b1110" "$C/run-$dead-b1110"
echo keep > "$C/run-$live-b1110/note.txt"; echo gone > "$C/run-$dead-b1110/note.txt"
timeout 55 "$TR" claims > o.txt 2>&1; r=$?
bad=0
[ $r = 0 ] || { echo "claims rc=$r"; tail -3 o.txt; bad=1; }
[ -f "$C/run-$live-b1110/note.txt" ] || { echo "LIVE process's folder removed"; bad=1; }
kill -0 $dead 2>/dev/null && echo "(pid $dead reused; skipped)" || { [ -e "$C/run-$dead-b1110" ] && { echo "dead process's folder kept"; bad=1; }; }
kill $live; wait $live 2>/dev/null
rm -rf "$C/run-$live-b1110" "$C/run-$dead-b1110"
grep -q Traceback o.txt && bad=1
[ $bad = 0 ] && echo "prune right"
exit $bad
