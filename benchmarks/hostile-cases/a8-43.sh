# what: scenario title holding a Latin-1 byte (0xE9, 'caf\xe9' saved by a Windows editor) in the file: refused naming the file and that it is not UTF-8
# expect-rc: 1
# expect: s.yaml
# expect: UTF-8
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" -c "
b=open('s.yaml','rb').read().replace(b'title: AWS', b'title: caf\xe9 AWS', 1); open('s.yaml','wb').write(b)"
timeout 55 "$TR" estimate s.yaml
