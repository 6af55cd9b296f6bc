# what: no usable temporary folder anywhere (private mount namespace: /tmp and /var/tmp read-only tmpfs mounts, TMPDIR=/nonexistent, the working folder read-only): model llama-3.1-8b and estimate of an absolute scenario path work (neither needs a temporary file) or say in one line that no temporary folder is usable (naming TMPDIR); never a traceback
# expect-rc: 0
# expect: acceptable x2
mkdir ro
unshare -m --propagation private bash -c '
exec 3>"$W/m.txt" 4>"$W/e.txt" 5>"$W/rcs.txt"
mount -t tmpfs -o ro tmpfs ro || exit 7
cd ro || exit 7
mount -t tmpfs -o ro tmpfs /tmp && mount -t tmpfs -o ro tmpfs /var/tmp || exit 7
TMPDIR=/nonexistent timeout 50 "$TR" model llama-3.1-8b >&3 2>&3; echo "m $?" >&5
TMPDIR=/nonexistent timeout 50 "$TR" estimate "$PROJECT/scenarios/default.yaml" >&4 2>&4; echo "e $?" >&5
'
ok=0
for f in m e; do
  rc=$(awk -v f=$f '$1==f{print $2}' rcs.txt); echo "== $f rc=$rc"; tail -3 $f.txt
  if [ "$rc" = 0 ]; then ok=$((ok+1))
  elif [ -n "$rc" ] && [ "$(wc -l < $f.txt)" -le 2 ] && grep -qi 'TMPDIR\|temporary' $f.txt; then ok=$((ok+1)); fi
done
[ $ok = 2 ] && echo "acceptable x2"
exit 0
