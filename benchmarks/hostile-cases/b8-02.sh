# what: a folder .cache/run-²-x (a superscript two where the pid goes: str.isdigit() says yes, int() says no; the issue's own example of a digit that is not one) in the project cache: validate, claims and model must work as without it (libhome prunes only folders of gone processes; a name it cannot read is not its own)
# expect-rc: 0
# expect: validate ok
# expect: claims same
# expect: model same
# expect-not: ValueError
timeout 50 "$TR" claims > c-ref.txt 2>&1 || exit 9
timeout 50 "$TR" model llama-3.1-8b > m-ref.txt 2>&1 || exit 9
D="$PROJECT/.cache/run-²-b802$$"; mkdir -p "$D"; trap 'rm -rf "$D"' EXIT
timeout 50 "$TR" validate > v.txt 2>&1; rv=$?; head -12 v.txt
[ $rv = 0 ] && grep -q '^OK' v.txt && echo "validate ok"
timeout 50 "$TR" claims > c.txt 2>&1; rc=$?; [ $rc = 0 ] && cmp -s c-ref.txt c.txt && echo "claims same"
timeout 50 "$TR" model llama-3.1-8b > m.txt 2>&1; rm_=$?; [ $rm_ = 0 ] && cmp -s m-ref.txt m.txt && echo "model same"
exit $((rv|rc|rm_))
