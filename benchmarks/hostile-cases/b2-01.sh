# what: stdout a pipe closed early (claims | head -1, specs trainium2 | head -c 40, estimate | head -2): SIGPIPE/BrokenPipe must not print a traceback or "Exception ignored"
# expect-rc: 0
# expect: pipe ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" claims 2>e1.txt | head -1 >/dev/null
"$TR" specs trainium2 2>e2.txt | head -c 40 >/dev/null
"$TR" estimate s.yaml 2>e3.txt | head -2 >/dev/null
cat e1.txt e2.txt e3.txt
if grep -qiE 'Traceback|Exception ignored|BrokenPipe' e1.txt e2.txt e3.txt; then echo "noise on stderr"; exit 1; fi
echo "pipe ok"
