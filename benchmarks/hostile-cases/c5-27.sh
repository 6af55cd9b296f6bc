# what: inline model_shape whose name is a YAML 5,000-deep nested list ([[[[...]]]]) instead of a text
# expect-rc: 1
# expect: s.yaml
# expect: nested
"$PY" - <<'E'
open("s.yaml", "w").write("scenario: c527\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\nmodel_shape: {name: "
                          + "[" * 5000 + "]" * 5000 + ", layers: 32, hidden_size: 4096, ffn_size: 14336, "
                          "attention_heads: 32, kv_heads: 8, vocab_size: 128256}\n")
E
"$TR" estimate s.yaml
