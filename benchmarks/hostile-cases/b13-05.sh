# what: an existing export c.csv owned by another user and group (uid/gid 4321, mode 0664: a shared folder where root reruns a colleague's export) rewritten by claims --csv c.csv run as root: the file keeps its owner and group as well as its mode (as a plain open() rewrite, and as the round-63 rule "keeps that file's mode" intends: the colleague must still own and be able to write their file), content the whole new audit
# expect-rc: 0
# expect: owner ok
umask 022
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
echo old > c.csv; chown 4321:4321 c.csv; chmod 664 c.csv
timeout 55 "$TR" claims --csv c.csv > o.txt 2>&1; rc=$?
st=$(stat -c '%u:%g %a' c.csv); echo "rc=$rc c.csv $st"
bad=0
[ $rc = 0 ] && cmp -s c.csv ref.csv || { echo "CHECK FAILED: content"; bad=1; }
[ "$st" = "4321:4321 664" ] || { echo "CHECK FAILED: owner/mode now $st"; bad=1; }
[ $bad = 0 ] && echo "owner ok"
exit $bad
