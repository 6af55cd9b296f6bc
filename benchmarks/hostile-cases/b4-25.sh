# what: --out on a 14 MB tmpfs holding a good report, then filled to the last byte by another file, then a build of the same --out with -p tokens_per_day 3e9: a clear "no space" error naming the folder, the last good report whole and unchanged, nothing temporary left
# expect-rc: 0
# expect: space
# expect: /out
# expect: report kept
mkdir out; mount -t tmpfs -o size=14m tmpfs out 2>/dev/null || { echo "cannot mount"; exit 9; }
trap 'cd "$W"; umount -l "$W/out" 2>/dev/null' EXIT
timeout 50 "$TR" build --no-pdf --quiet --out "$W/out" --figures "$W/fig" > o0.txt 2>&1 || { tail -5 o0.txt; exit 9; }
h0=$(cd out && find default -type f -exec sha256sum {} + | sort | sha256sum); ls -A out > before.txt
dd if=/dev/zero of=out/filler bs=64k > /dev/null 2>&1; df -k out | tail -1
timeout 55 "$TR" build --no-pdf --quiet --out "$W/out" --figures "$W/fig" -p tokens_per_day 3e9 > o.txt 2>&1; rc=$?
echo "second build rc=$rc"; tail -4 o.txt
bad=0
[ $rc != 0 ] || { echo "BUILD SAID OK ON A FULL DISK"; bad=1; }
grep -q '/out' o.txt || { echo 'THE ERROR DOES NOT NAME THE FOLDER'; bad=1; }
h1=$(cd out && find default -type f -exec sha256sum {} + | sort | sha256sum)
[ "$h0" = "$h1" ] && echo "report kept" || { echo "REPORT CHANGED"; bad=1; }
rm -f out/filler; ls -A out > after.txt; diff before.txt after.txt > /dev/null || { echo "LEFT IN out/:"; diff before.txt after.txt; bad=1; }
exit $bad
