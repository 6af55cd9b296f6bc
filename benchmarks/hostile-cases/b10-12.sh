# what: the file mode of the CSV exports under the user's umask (022, then 077): specs --csv, predict --csv and estimate --csv create files as any Unix tool would (0644 under umask 022, 0600 under 077; a temporary file renamed into place keeps mkstemp's 0600 and hides a shared export from colleagues)
# expect-rc: 0
# expect: umask 022 modes ok
# expect: umask 077 modes ok
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv; S="$PROJECT/scenarios/examples/small-volume.yaml"
bad=0
for u in 022 077; do
  mkdir "u$u"; want=$(printf '%o' $(( 0666 & ~0$u )))
  ( umask $u; timeout 55 "$TR" specs trainium2 --csv "u$u/s.csv" > /dev/null 2>&1; timeout 55 "$TR" predict runs.csv --csv "u$u/p.csv" > /dev/null 2>&1
    [ $u = 022 ] && timeout 55 "$TR" estimate "$S" --csv "u$u/e.csv" > /dev/null 2>&1; true )
  m=$(stat -c '%n=%a' "u$u"/*.csv | tr '\n' ' '); echo "umask $u (want $want): $m"
  if stat -c %a "u$u"/*.csv | grep -qv "^$want\$"; then bad=1; else echo "umask $u modes ok"; fi
done
exit $bad
