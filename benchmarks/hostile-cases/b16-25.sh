# what: four model llama-3.1-8b runs started together, all with the same fresh, empty MPLCONFIGDIR the user set (matplotlib builds its font list there at once in four processes; the project copies lists back by rename): each answers byte-for-byte as a lone run, code 0, no traceback, and a fifth run afterwards too
# expect-rc: 0
# expect: concurrent ok
timeout 55 "$TR" model llama-3.1-8b > ref.txt 2>&1
mkdir mpl
for k in 1 2 3 4; do MPLCONFIGDIR="$W/mpl" timeout 55 "$TR" model llama-3.1-8b > o$k.txt 2>&1 & done
wait
MPLCONFIGDIR="$W/mpl" timeout 55 "$TR" model llama-3.1-8b > o5.txt 2>&1
bad=0
for k in 1 2 3 4 5; do cmp -s ref.txt o$k.txt || { echo "CHECK FAILED: run $k differs"; diff ref.txt o$k.txt | head -4; bad=1; }; done
grep -q Traceback o*.txt && { echo "CHECK FAILED: traceback"; bad=1; }
ls -A mpl | grep -q '\.tmp' && { echo "CHECK FAILED: tmp left in MPLCONFIGDIR: $(ls -A mpl)"; bad=1; }
[ $bad = 0 ] && echo "concurrent ok"
exit $bad
