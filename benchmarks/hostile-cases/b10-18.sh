# what: a title of 120,000 characters on the command line (-p title "xxx...", just under Linux's 128 KB limit of one argument) and -y '{title: ...}' of the same: estimate either answers (the title is only text) or refuses naming title; never a traceback or a hang; output not flooded past 200 KB
# expect-rc: 0
# expect: -p long title ok
# expect: -y long title ok
S="$PROJECT/scenarios/examples/small-volume.yaml"; T=$(head -c 120000 /dev/zero | tr '\0' 'x')
bad=0
timeout 55 "$TR" estimate "$S" -p title "$T" > o1.txt 2>&1; r=$?
if ! grep -q Traceback o1.txt && [ $(wc -c < o1.txt) -lt 200000 ] && { [ $r = 0 ] || grep -q title o1.txt; }; then echo "-p long title ok (rc=$r, $(wc -c < o1.txt) bytes)"; else echo "-p: rc=$r"; head -c 400 o1.txt; bad=1; fi
timeout 55 "$TR" estimate "$S" -y "{title: $T}" > o2.txt 2>&1; r=$?
if ! grep -q Traceback o2.txt && [ $(wc -c < o2.txt) -lt 200000 ] && { [ $r = 0 ] || grep -q title o2.txt; }; then echo "-y long title ok (rc=$r, $(wc -c < o2.txt) bytes)"; else echo "-y: rc=$r"; head -c 400 o2.txt; bad=1; fi
exit $bad
