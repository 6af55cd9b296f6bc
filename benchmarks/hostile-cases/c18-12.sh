# what: predict --csv out.csv where out.csv is a dangling symlink pointing into $OUTSIDE (a file that does not exist yet there; issue 22: writes through symlinks): refused naming out.csv, nothing created in $OUTSIDE
# expect-rc: nonzero
# expect: out.csv
# expect: not created
ln -s "$OUTSIDE/c18-12-new.csv" out.csv
timeout 55 "$TR" predict "$PROJECT/scenarios/examples/my-runs.csv" --csv out.csv; rc=$?
if [ -e "$OUTSIDE/c18-12-new.csv" ]; then echo "CHECK FAILED: written through the link"; rm -f "$OUTSIDE/c18-12-new.csv"; else echo "not created"; fi
exit $rc
