# what: matplotlibrc in the working folder a symlink to /dev/zero (an endless device, no newline ever), under ulimit -v 3,000,000 KB: validate must not hang or read without limit; the OK line as from a clean folder
# expect-rc: 0
# expect: OK: 55 entities
ln -s /dev/zero matplotlibrc
( ulimit -v 3000000; timeout 50 "$TR" validate > got.txt 2> err.txt ); rc=$?
echo "rc=$rc"; head -c 400 err.txt; cat got.txt
exit $rc
