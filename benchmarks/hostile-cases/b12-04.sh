# what: the user's existing export c.csv is private (chmod 600: it holds their quotes) and claims --csv c.csv rewrites it under the usual umask 022: a plain open() keeps an existing file's mode (inputs.write_file says it makes files "as a plain open() would"), so c.csv must stay 0600, not become world-readable 0644 (a leak); the content is the whole audit
# expect-rc: 0
# expect: mode kept
umask 022
echo "my private quote: 12.34 USD/h" > c.csv; chmod 600 c.csv
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
timeout 55 "$TR" claims --csv c.csv > o.txt 2>&1; r=$?
m=$(stat -c %a c.csv); echo "rc=$r mode=$m"
bad=0; [ $r = 0 ] || bad=1
cmp -s c.csv ref.csv || { echo "content differs"; bad=1; }
[ "$m" = 600 ] || { echo "private export widened to $m"; bad=1; }
[ $bad = 0 ] && echo "mode kept"
exit $bad
