# what: sources.csv with its header line repeated as line 2 (two exports pasted: a row whose source_id is 'source_id', tier 'tier', url 'url')
# expect-rc: 1
# expect: sources.csv
# expect: line 2
cp -r "$PROJECT/data" d
{ head -1 "$PROJECT/data/sources.csv"; cat "$PROJECT/data/sources.csv"; } > d/sources.csv
timeout 55 "$TR" validate d
