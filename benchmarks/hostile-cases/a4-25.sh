# what: -y scenario INDEX.html.TMP (the build's temporary index file's name, in other case) on estimate
# expect-rc: 1
# expect: scenario
# expect: INDEX.html.TMP
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{scenario: INDEX.html.TMP}'
