# what: a config.json of an absurd dense model (10,000 layers, hidden 1,000,000, 8,000 heads, FFN 4,000,000, vocab 1,048,576: 160 million B parameters) as the scenario's model: model prints its sizes (no overflow, no NaN), estimate says no candidate can hold it, naming memory_headroom, code 1
# expect-rc: 1
# expect: MODEL-OK
# expect: 160,002,117.15 B total
# expect: no candidate could be estimated
# expect: memory_headroom
# expect-not: nan
cat > huge.json <<'J'
{"architectures": ["LlamaForCausalLM"], "model_type": "llama", "_name_or_path": "acme/huge", "hidden_size": 1000000, "intermediate_size": 4000000, "num_attention_heads": 8000, "num_key_value_heads": 8000, "num_hidden_layers": 10000, "vocab_size": 1048576, "tie_word_embeddings": false}
J
timeout 55 "$TR" model huge.json && echo MODEL-OK
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^model: llama-3.1-70b.*/model: huge.json/' s.yaml
timeout 55 "$TR" estimate s.yaml
