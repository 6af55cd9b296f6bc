# what: specs --csv onto /proc/version (an existing kernel file that cannot be written): the reason given must be true (not "No such file or directory")
# expect-rc: 1
# expect: /proc/version
"$TR" specs trainium2 --csv /proc/version > log.txt 2>&1; rc=$?
tail -1 log.txt
grep -q 'No such file' log.txt && { echo "misleading reason: /proc/version exists"; rc=3; }
exit $rc
