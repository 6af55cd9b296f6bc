# what: model --candidates at its edges: 3,000 copies of trn2 (a list pasted from a script), then 3,000 copies followed by one unknown family (nosuch-b1019): each answers (duplicates once) or is refused naming the problem once (as estimate -y '{candidates: [trn2 x51]}' says "lists 'trn2' twice" in one line), output under 5,000 bytes, within 30 s; no traceback
# expect-rc: 0
# expect: repeated candidates ok
# expect: unknown candidate refused
L=$(for i in $(seq 3000); do printf 'trn2 '; done)
bad=0
timeout 55 "$TR" model llama-3.1-8b --candidates trn2 > ref.txt 2>&1
s=$(date +%s); timeout 55 "$TR" model llama-3.1-8b --candidates $L > o1.txt 2>&1; r=$?; e=$(( $(date +%s) - s ))
if [ $e -le 30 ] && ! grep -q Traceback o1.txt && { { [ $r = 0 ] && [ $(wc -l < o1.txt) -le $(( $(wc -l < ref.txt) + 3 )) ]; } || { [ $r != 0 ] && grep -q candidates o1.txt && [ $(wc -c < o1.txt) -lt 5000 ]; }; }; then echo "repeated candidates ok (rc=$r, ${e}s, $(wc -l < o1.txt) lines; ref $(wc -l < ref.txt))"; else echo "repeated: rc=$r ${e}s $(wc -l < o1.txt) lines"; head -c 600 o1.txt; bad=1; fi
timeout 55 "$TR" model llama-3.1-8b --candidates $L nosuch-b1019 > o2.txt 2>&1; r=$?
if [ $r != 0 ] && grep -q -e nosuch-b1019 -e "lists 'trn2' twice" o2.txt && ! grep -q Traceback o2.txt && [ $(wc -c < o2.txt) -lt 5000 ]; then echo "unknown candidate refused"; else echo "unknown: rc=$r $(wc -c < o2.txt) bytes"; head -c 600 o2.txt; bad=1; fi
exit $bad
