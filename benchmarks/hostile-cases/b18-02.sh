# what: claims --csv t/c.csv where t is a sticky world-writable folder (chmod 1777, like /tmp) and c.csv the user's older export owned by another user (uid/gid 4321, mode 0640): fs.protected_regular may refuse O_CREAT over it, but the project writes a new temporary file and renames it; rounds 63/64 say the replaced file keeps its mode and (root may set it) its owner and group: rc 0, c.csv equal to a fresh export, 0640, 4321:4321
# expect-rc: 0
# expect: kept ok
export TRAINIUM_REPORT_NO_CACHE=1; umask 022
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
mkdir t; chmod 1777 t; echo old > t/c.csv; chown 4321:4321 t/c.csv; chmod 0640 t/c.csv
timeout 55 "$TR" claims --csv t/c.csv > o.txt 2>&1; rc=$?
echo "rc=$rc"; tail -2 o.txt; stat -c '%a %u:%g' t/c.csv; ls -A t
[ $rc = 0 ] || exit 1
cmp -s t/c.csv ref.csv || { echo "CHECK FAILED: not the whole audit"; exit 1; }
[ "$(stat -c '%a %u:%g' t/c.csv)" = "640 4321:4321" ] || { echo "CHECK FAILED: mode/owner changed"; exit 1; }
[ -z "$(ls -A t | grep -v '^c.csv$')" ] || { echo "CHECK FAILED: leftovers in t"; exit 1; }
echo "kept ok"
