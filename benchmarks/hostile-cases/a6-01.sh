# what: scenario file with an explicit YAML tag on a non-boolean (attention_flops: !!bool maybe): PyYAML's bool constructor raises KeyError
# expect-rc: 1
# expect: s.yaml
# expect: line 2
printf 'scenario: s\nattention_flops: !!bool maybe\n' > s.yaml
"$TR" estimate s.yaml
