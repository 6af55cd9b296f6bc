# what: umask 0 (nothing masked, a shared-group setup) for new CSV exports by claims --csv c.csv, specs trainium2 --csv s.csv: round 61's rule gives 0666 less the umask = 0666 exactly (not 0600 from mkstemp, not 0777), and each file equals a run under umask 022
# expect-rc: 0
# expect: modes ok
export TRAINIUM_REPORT_NO_CACHE=1
SV="$PROJECT/scenarios/examples/small-volume.yaml"
mkdir r; ( umask 022; cd r; timeout 55 "$TR" claims --csv c.csv; timeout 55 "$TR" specs trainium2 --csv s.csv ) > /dev/null 2>&1
umask 0
timeout 55 "$TR" claims --csv c.csv > /dev/null 2>&1; timeout 55 "$TR" specs trainium2 --csv s.csv > /dev/null 2>&1
bad=0
for f in c.csv s.csv; do m=$(stat -c %a $f 2>/dev/null); echo "$f $m"; [ "$m" = 666 ] || { echo "CHECK FAILED: $f mode $m"; bad=1; }; cmp -s $f r/$f || { echo "CHECK FAILED: $f differs"; bad=1; }; done
[ $bad = 0 ] && echo "modes ok"
exit $bad
