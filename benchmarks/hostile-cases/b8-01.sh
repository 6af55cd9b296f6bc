# what: a folder .cache/run-99999999999999999999999-x in the project cache (named like libhome's private folder, but its pid does not fit a C long; a sync tool or a user's copy can leave any name there): the next command prunes only folders of gone processes (libhome docstring) and must ignore or remove this one, never crash: model llama-3.1-8b prints the same answer as without it
# expect-rc: 0
# expect: same answer
# expect-not: OverflowError
timeout 50 "$TR" model llama-3.1-8b > ref.txt 2>&1 || { cat ref.txt; exit 9; }
D="$PROJECT/.cache/run-99999999999999999999999-b801$$"; mkdir -p "$D"; trap 'rm -rf "$D"' EXIT
timeout 50 "$TR" model llama-3.1-8b > got.txt 2>&1; rc=$?
echo "rc=$rc"; head -15 got.txt
[ $rc = 0 ] && cmp -s ref.txt got.txt && echo "same answer"
exit $rc
