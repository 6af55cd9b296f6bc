# what: a rebuild (--no-pdf, --rerun) over a good report with TMPDIR a full 2 MB tmpfs (private mount namespace, filled to the last byte): a whole report or one clear line naming the temporary folder / no space, the last good report kept; no process left
# expect-rc: 0
# expect: consistent
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
timeout 40 "$TR" build s.yaml --no-pdf --out out --figures fig --jobs 1 > good.txt 2>&1 || { cat good.txt; exit 9; }
cp out/small-volume/report.html good.html
unshare -m --propagation private bash -c '
  mkdir t; mount -t tmpfs -o size=2m tmpfs t; dd if=/dev/zero of=t/fill bs=64k 2>/dev/null; sync
  TMPDIR="$W/t" timeout 55 "$TR" build s.yaml --no-pdf --out out --figures fig --jobs 1 --rerun -p title "b7-24 rebuild" > re.txt 2>&1; echo $? > rc.txt
  ls -A t; umount t'
rc=$(cat rc.txt); echo "rc=$rc"; tail -4 re.txt | cut -c1-300
if [ "$rc" = 0 ]; then grep -q "b7-24 rebuild" out/small-volume/report.html && echo consistent
elif [ "$rc" = 1 ] && cmp -s good.html out/small-volume/report.html && [ $(grep -c . re.txt) -le 8 ]; then echo consistent; fi
