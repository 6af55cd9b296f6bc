# what: claims with stdout on /dev/full (disk full on stdout)
# expect-rc: nonzero
# expect-not: Exception ignored
"$TR" claims > /dev/full 2> err.txt; rc=$?
head -5 err.txt; echo "stderr lines: $(wc -l < err.txt)"
exit $rc
