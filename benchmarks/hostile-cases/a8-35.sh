# what: a scenario file that is one flow-mapping line ({scenario: big, kkk...k: 1}) whose second key is 200,000 characters (under the 256 KB file cap): refused naming the file quickly (the -y form of a 5,000-character key is refused in 3 s)
# expect-rc: 1
# expect: s.yaml
"$PY" -c "open('s.yaml','w').write('{scenario: big, ' + 'k'*200000 + ': 1}\n')"
timeout 55 "$TR" estimate s.yaml
