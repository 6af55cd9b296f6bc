# what: SIGKILL to model llama-3.1-8b at 0.4, 0.9 and 1.5 s, each with the same fresh MPLCONFIGDIR the user set (matplotlib builds its font list there; libhome copies it back by rename): afterwards every fontlist-*.json there is whole JSON, and a final model run answers as with a clean folder, with no warning about the font list
# expect-rc: 0
# expect: font list whole
timeout 55 "$TR" model llama-3.1-8b > ref.txt 2>/dev/null
mkdir m
for t in 0.4 0.9 1.5; do
  MPLCONFIGDIR="$W/m" timeout 55 "$TR" model llama-3.1-8b > /dev/null 2>&1 & P=$!
  sleep $t; T=$(pgrep -P $P | head -1); kill -KILL ${T:-$P} 2>/dev/null; wait $P 2>/dev/null
done
bad=0
for f in m/fontlist-*.json; do [ -e "$f" ] || continue; "$PY" -c 'import json,sys; json.load(open(sys.argv[1]))' "$f" 2>/dev/null || { echo "broken: $f"; bad=1; }; done
MPLCONFIGDIR="$W/m" timeout 55 "$TR" model llama-3.1-8b > f.txt 2> f.err; r=$?
echo "rc=$r"; head -3 f.err | cut -c1-200; ls -a m
[ $r = 0 ] && cmp -s f.txt ref.txt || { echo "answer differs"; bad=1; }
grep -i -q -e 'font' -e Traceback f.err && { echo "complaint on stderr"; bad=1; }
[ $bad = 0 ] && echo "font list whole"
exit $bad
