# what: MATPLOTLIBRC naming a folder whose matplotlibrc is a FIFO with no writer (matplotlib reads DIR/matplotlibrc): specs trainium2 must not hang; the same table as without
# expect-rc: 0
# expect: same answer
timeout 40 "$TR" specs trainium2 > ref.txt 2>/dev/null || { echo "reference failed"; exit 9; }
mkdir mpl; mkfifo mpl/matplotlibrc
MATPLOTLIBRC="$W/mpl" timeout 40 "$TR" specs trainium2 > got.txt 2> err.txt; rc=$?
echo "rc=$rc"; head -3 err.txt
[ $rc = 0 ] && cmp -s ref.txt got.txt && echo "same answer"
exit $rc
