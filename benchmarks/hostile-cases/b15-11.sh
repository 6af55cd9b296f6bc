# what: model llama-3.1-8b with --candidates given twice (--candidates trn2.48xlarge --candidates p5.48xlarge: a script appending a flag) and with --data-dir twice (--data-dir nosuch --data-dir "$PROJECT/data"): each either refused non-zero naming the repeated flag (the project refuses single-value flags given twice) or answered exactly as the last flag alone; never an answer mixing both, no traceback
# expect-rc: 0
# expect: repeat ok
bad=0
chk() { # flag ref out rc
  if [ $4 = 0 ]; then cmp -s $2 $3 || { echo "CHECK FAILED: repeated $1 answered differently from the last flag alone"; bad=1; }
  else grep -q -- "$1" $3 || { echo "CHECK FAILED: repeated $1 refused without naming it"; bad=1; }; [ $(wc -l < $3) -le 8 ] || { echo "CHECK FAILED: long refusal"; bad=1; }; fi; }
timeout 55 "$TR" model llama-3.1-8b --candidates p5.48xlarge > a.txt 2>&1
timeout 55 "$TR" model llama-3.1-8b --candidates trn2.48xlarge --candidates p5.48xlarge > b.txt 2>&1; rb=$?
echo "rb=$rb: $(tail -1 b.txt)"; chk --candidates a.txt b.txt $rb
timeout 55 "$TR" model llama-3.1-8b --data-dir "$PROJECT/data" > c.txt 2>&1
timeout 55 "$TR" model llama-3.1-8b --data-dir nosuch --data-dir "$PROJECT/data" > d.txt 2>&1; rd=$?
echo "rd=$rd: $(tail -1 d.txt)"; chk --data-dir c.txt d.txt $rd
grep -q Traceback *.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "repeat ok"
exit $bad
