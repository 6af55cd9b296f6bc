# what: a scenario file whose name holds a non-UTF-8 byte (s\xe9-bad.yaml, Latin-1 é) with tokens_per_day: -5, run by estimate under LANG=C.UTF-8 and under LC_ALL=C: a one-line error naming the file (bytes escaped) and tokens_per_day, no UnicodeEncodeError
# expect-rc: 1
# expect: -bad.yaml
# expect: tokens_per_day
F=$'s\xe9-bad.yaml'; printf 'tokens_per_day: -5\n' > "$F"
LANG=C.UTF-8 timeout 40 "$TR" estimate "$F" > o1.txt 2>&1; r1=$?
LC_ALL=C LANG=C timeout 40 "$TR" estimate "$F" > o2.txt 2>&1; r2=$?
cat -v o1.txt o2.txt | head -8
grep -q UnicodeEncodeError o1.txt o2.txt && echo "UNICODE ERROR"
[ $r1 = $r2 ] || echo "rc differ: $r1 $r2"
exit $r2
