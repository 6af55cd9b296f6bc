# what: a file-size limit of zero (ulimit -f 0) while the project's own font list is missing (.cache/matplotlib/fontlist-*.json removed, MPLCONFIGDIR unset, so this run builds it and copies it back by rename, README/libhome): model llama-3.1-8b (stdout a pipe) answers as without the limit (or says in one line the file could not be written); no zero-byte or partial font list left in .cache/matplotlib, and the next run answers the same with no complaint about fonts
# expect-rc: 0
# expect: fsize zero ok
timeout 55 "$TR" model llama-3.1-8b > ref.txt 2>/dev/null
rm -f "$PROJECT"/.cache/matplotlib/fontlist-*.json
( ulimit -f 0; env -u MPLCONFIGDIR timeout 55 "$TR" model llama-3.1-8b 2>&1; echo "rc=$?" ) | cat > o.txt
tail -3 o.txt
r=$(tail -1 o.txt)
bad=0
grep -q Traceback o.txt && bad=1
if [ "$r" = "rc=0" ]; then head -n -1 o.txt | grep -v -i -e font -e matplotlib -e '^note' -e warning > got.txt; cmp -s got.txt ref.txt || { echo "answer differs"; diff got.txt ref.txt | head; bad=1; }; else [ $(wc -l < o.txt) -le 3 ] || bad=1; fi
ls -la "$PROJECT/.cache/matplotlib/" | grep -i font
for f in "$PROJECT"/.cache/matplotlib/fontlist-*.json; do [ -e "$f" ] || continue; "$PY" -c 'import json,sys; json.load(open(sys.argv[1]))' "$f" 2>/dev/null || { echo "broken font list left: $f"; bad=1; }; done
env -u MPLCONFIGDIR timeout 55 "$TR" model llama-3.1-8b > n.txt 2> n.err; rn=$?
[ $rn = 0 ] && cmp -s n.txt ref.txt || { echo "next run differs rc=$rn"; bad=1; }
grep -i -q -e font -e Traceback n.err && { echo "next run complains: $(head -2 n.err)"; bad=1; }
[ $bad = 0 ] && echo "fsize zero ok"
exit $bad
