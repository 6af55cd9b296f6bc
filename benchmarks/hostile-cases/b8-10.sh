# what: a build started under nohup (SIGHUP ignored: the standard way to keep a job running after logout) gets SIGHUP every 0.5 s, as when the terminal closes (the shell hangs up its jobs): the build must go on and publish (nohup's contract; the build treats SIGHUP as "a closed terminal", which is what nohup says to ignore); a small --no-pdf build, its runs kept in .cache from earlier builds
# expect-rc: 0
# expect: small-volume: ok
# expect: built after hangup
# expect-not: build stopped
timeout 55 nohup "$TR" build --no-pdf --jobs 2 --quiet --out out --figures fig "$PROJECT/scenarios/examples/small-volume.yaml" > b.txt 2>&1 &
P=$!
while kill -0 $P 2>/dev/null; do sleep 0.5; pkill -HUP -P $P; done
wait $P; rc=$?; cat b.txt | tail -4; echo "rc=$rc"
[ $rc = 0 ] && [ -f out/small-volume/report.html ] && grep -q 'scenario(s) built; index' b.txt && echo "built after hangup"
exit $rc
