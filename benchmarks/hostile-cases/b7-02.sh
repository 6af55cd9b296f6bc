# what: MATPLOTLIBRC naming a FIFO with no writer (a config path a user's dotfiles export): claims must not hang and must print the same verdicts as without it (or one line naming MATPLOTLIBRC)
# expect-rc: 0
# expect: same answer
timeout 40 "$TR" claims > ref.txt 2>/dev/null || { echo "reference failed"; exit 9; }
mkfifo rc.fifo
MATPLOTLIBRC="$W/rc.fifo" timeout 40 "$TR" claims > got.txt 2> err.txt; rc=$?
echo "rc=$rc"; head -3 err.txt
[ $rc = 0 ] && cmp -s ref.txt got.txt && echo "same answer"
exit $rc
