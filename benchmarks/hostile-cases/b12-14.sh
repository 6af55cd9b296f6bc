# what: model llama-3.1-8b --candidates '' (an empty system id from an unset shell variable) and --candidates=-trn2 (an id with a leading dash): each refused non-zero naming the candidate (--candidates, or the value as not a known system/family), on stderr (the shape may be printed before it), no traceback; never the default list fitted with code 0
# expect-rc: 0
# expect: odd candidates refused
bad=0
for a in "--candidates=" "--candidates=-trn2"; do
  timeout 55 "$TR" model llama-3.1-8b "$a" > o.txt 2>&1; r=$?
  echo "[$a] rc=$r: $(head -3 o.txt | cut -c1-200 | tr '\n' '|')"
  [ $r != 0 ] || bad=1
  grep -q -e '--candidates' o.txt || bad=1
  grep -q Traceback o.txt && bad=1
done
[ $bad = 0 ] && echo "odd candidates refused"
exit $bad
