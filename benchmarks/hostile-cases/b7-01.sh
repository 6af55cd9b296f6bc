# what: a FIFO named matplotlibrc (no writer) in the working folder, where matplotlib looks for a config first: model llama-3.1-8b must not hang and must print the same answer as from a clean folder
# expect-rc: 0
# expect: same answer
mkdir ref; (cd ref && timeout 40 "$TR" model llama-3.1-8b > ../ref.txt 2>/dev/null) || { echo "reference failed"; exit 9; }
mkfifo matplotlibrc
timeout 40 "$TR" model llama-3.1-8b > got.txt 2> err.txt; rc=$?
echo "rc=$rc"; head -3 err.txt
[ $rc = 0 ] && cmp -s ref.txt got.txt && echo "same answer"
exit $rc
