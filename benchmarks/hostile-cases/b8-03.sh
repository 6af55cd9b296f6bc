# what: the project cache unusable (.cache a regular file, so libhome keeps its private folder in TMPDIR, README/libhome docstring) and TMPDIR holding a folder trainium-report-18446744073709551616-x (a pid one past 2^64, as a shared /tmp can hold): validate and model must work (same answers), never crash while pruning TMPDIR
# expect-rc: 0
# expect: validate ok
# expect: model same
# expect-not: OverflowError
mkdir t; timeout 50 "$TR" model llama-3.1-8b > m-ref.txt 2>&1 || exit 9
C="$PROJECT/.cache"; B="$PROJECT/.cache.b8-03-$$"
mv "$C" "$B"; trap 'rm -rf "$C"; mv "$B" "$C"' EXIT
printf 'junk, not a folder\n' > "$C"
mkdir "t/trainium-report-18446744073709551616-x"
TMPDIR=$PWD/t timeout 50 "$TR" validate > v.txt 2>&1; rv=$?; head -12 v.txt
[ $rv = 0 ] && grep -q '^OK' v.txt && echo "validate ok"
TMPDIR=$PWD/t timeout 50 "$TR" model llama-3.1-8b > m.txt 2>&1; rm_=$?; tail -3 m.txt
[ $rm_ = 0 ] && diff <(grep -v '^note:' m-ref.txt) <(grep -v '^note:' m.txt) > /dev/null && echo "model same"
exit $((rv|rm_))
