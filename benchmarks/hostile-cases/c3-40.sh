# what: inline model_shape given as a YAML list of key/value pairs instead of a mapping
# expect-rc: 1
# expect: s.yaml
# expect: model_shape
cat > s.yaml <<'Y'
scenario: c3-40
model_shape:
  - name: my-8b
  - layers: 32
  - hidden_size: 4096
Y
"$TR" estimate s.yaml
