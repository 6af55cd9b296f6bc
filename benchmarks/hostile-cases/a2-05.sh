# what: specs --csv whose parent folder is a symlink to the bystander folder $OUTSIDE (a new file would land outside the work folder)
# expect-rc: 1
# expect: link
ln -s "$OUTSIDE" via
"$TR" specs trainium2 --csv via/new-specs.csv; rc=$?
[ -e "$OUTSIDE/new-specs.csv" ] && { echo "wrote into OUTSIDE"; rm -f "$OUTSIDE/new-specs.csv"; }
exit $rc
