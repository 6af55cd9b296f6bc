# what: the --out folder of a --no-pdf build renamed away and replaced by a symlink to the bystander folder $OUTSIDE 6 s into the build (out -> $OUTSIDE): nothing may be written into $OUTSIDE; the build publishes into a folder of its own or fails naming out
# expect-rc: 0
# expect: outside untouched
ls -lAR "$OUTSIDE" > before.txt
timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --no-pdf --out out --figures figs --quiet > o.txt 2>&1 & T=$!
sleep 6; [ -d out ] && mv out out.moved; ln -s "$OUTSIDE" out
wait $T; rc=$?; echo "rc=$rc"; tail -4 o.txt
ls -lAR "$OUTSIDE" > after.txt
diff before.txt after.txt && echo "outside untouched"
exit 0
