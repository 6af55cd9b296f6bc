# what: the project cache folder .cache replaced by a regular file (a user's "> .cache" slip; make clean's folder gone) for claims and model llama-3.1-8b (cache on): README cache.py says the cache can be turned off, so each either answers as the cache-off run does (perhaps with a note) or refuses in one line naming .cache; no traceback, no folder made elsewhere
# expect-rc: 0
# expect: cache file ok
C="$PROJECT/.cache"
mv "$C" "$W/cache.saved"
trap 'rm -rf "$C"; mv "$W/cache.saved" "$C"' EXIT
echo "not a folder" > "$C"
timeout 55 "$TR" claims > c1.txt 2>&1; r1=$?
timeout 55 "$TR" model llama-3.1-8b > m1.txt 2>&1; r2=$?
rm -f "$C"; mv "$W/cache.saved" "$C"; trap - EXIT
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" claims > c0.txt 2>&1
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" model llama-3.1-8b > m0.txt 2>&1
echo "rc $r1 $r2"; tail -2 c1.txt m1.txt
bad=0
if [ $r1 = 0 ]; then diff <(grep -v -i 'cache' c1.txt) <(grep -v -i cache c0.txt) > /dev/null || { echo "CHECK FAILED: claims answer differs"; bad=1; }; else grep -q '\.cache' c1.txt || { echo "CHECK FAILED: claims refusal does not name .cache"; bad=1; }; fi
if [ $r2 = 0 ]; then diff <(grep -v -i 'cache' m1.txt) <(grep -v -i cache m0.txt) > /dev/null || { echo "CHECK FAILED: model answer differs"; bad=1; }; else grep -q '\.cache' m1.txt || { echo "CHECK FAILED: model refusal does not name .cache"; bad=1; }; fi
cat c1.txt m1.txt | grep -q Traceback && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "cache file ok"
exit $bad
