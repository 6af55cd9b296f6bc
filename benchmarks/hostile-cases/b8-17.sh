# what: folders in the project cache named like libhome's private folders with pids in other scripts' digits: run-٣٣٣٣٣-x (Arabic-Indic 33333, above pid_max: gone), run-０-y (full-width zero) and run-0-z (pid 0, which os.kill reads as "my process group"): commands must work as without them, and must never prune the folder of a live process
# expect-rc: 0
# expect: model same
# expect: validate ok
timeout 50 "$TR" model llama-3.1-8b > ref.txt 2>&1 || exit 9
C="$PROJECT/.cache"; mkdir -p "$C/run-٣٣٣٣٣-b817$$" "$C/run-０-b817$$" "$C/run-0-b817$$"
trap 'rm -rf "$C/run-٣٣٣٣٣-b817$$" "$C/run-０-b817$$" "$C/run-0-b817$$"' EXIT
timeout 50 "$TR" model llama-3.1-8b > got.txt 2>&1; r1=$?; head -3 got.txt
timeout 50 "$TR" validate > v.txt 2>&1; r2=$?; head -3 v.txt
[ $r1 = 0 ] && cmp -s ref.txt got.txt && echo "model same"
[ $r2 = 0 ] && grep -q '^OK' v.txt && echo "validate ok"
exit $((r1|r2))
