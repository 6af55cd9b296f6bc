# what: -y given YAML that is not a mapping (a list "[1, 2]", a bare word "tokens_per_day", null "~") and bytes that are not UTF-8: each refused naming -y (the help: "scenario values as a YAML mapping"), code non-zero, no traceback
# expect-rc: 0
# expect: '[1, 2]' refused
# expect: 'tokens_per_day' refused
# expect: '~' refused
# expect: bad bytes refused
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
for y in "[1, 2]" "tokens_per_day" "~"; do
  timeout 55 "$TR" estimate s.yaml -y "$y" > o.txt 2>&1; rc=$?
  if [ $rc != 0 ] && grep -q -- '-y' o.txt && ! grep -q Traceback o.txt; then echo "'$y' refused"; else echo "'$y': rc=$rc"; tail -3 o.txt; fi
done
timeout 55 "$TR" estimate s.yaml -y $'{title: "a\xff\xfeb"}' > o.txt 2>&1; rc=$?
if [ $rc != 0 ] && grep -q -- '-y' o.txt && ! grep -q Traceback o.txt; then echo "bad bytes refused"; else echo "bad bytes: rc=$rc"; tail -3 o.txt; fi
