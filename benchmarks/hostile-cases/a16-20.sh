# what: a Windows-1252 curly quote byte (0x93) in a comment on line 13 of the scenario file (saved from a Windows editor): not UTF-8; refused naming the file and the line (or byte), no traceback
# expect-rc: nonzero
# expect: s.yaml
# expect-not: UnicodeDecodeError
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i '13s/$/  \x93per day\x94/' s.yaml
timeout 55 "$TR" estimate s.yaml
