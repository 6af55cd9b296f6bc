# what: validate "" (the data folder argument empty, as "$DATA" unset gives) and estimate "" (an empty scenario path): each refused non-zero in at most three lines naming the empty path (or the missing file), not the working folder read as a dataset nor the default scenario used; no traceback
# expect-rc: 0
# expect: empty paths refused
bad=0
for c in validate estimate; do
  timeout 55 "$TR" $c "" > o.txt 2>&1; r=$?
  echo "[$c] rc=$r: $(head -3 o.txt | cut -c1-200 | tr '\n' '|')"
  [ $r != 0 ] && [ $(wc -l < o.txt) -le 3 ] || bad=1
  grep -q -i -e "''" -e 'empty' -e 'datapackage' -e 'no such' -e 'not a' -e 'folder' -e 'scenario' o.txt || bad=1
  grep -q Traceback o.txt && bad=1
done
[ $bad = 0 ] && echo "empty paths refused"
exit $bad
