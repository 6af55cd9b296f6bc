# what: model command on the 8B's config.json with hidden_size 4096.0 (a float, as a script that divides writes it): refused naming cfg.json and hidden_size, or read as 4096 with the 8B's 8.03 B parameters; never another size or a traceback
# expect-rc: 0
# expect: check ok
cat > cfg.json <<'J'
{"_name_or_path": "my-model", "architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 4096.0, "intermediate_size": 14336, "num_attention_heads": 32, "num_hidden_layers": 32, "head_dim": 128, "tie_word_embeddings": false, "num_key_value_heads": 8, "vocab_size": 128256}
J
timeout 55 "$TR" model cfg.json --candidates trn2.48xlarge > out.txt 2>&1; rc=$?
cut -c1-300 out.txt
if [ $rc -ne 0 ] && grep -q cfg.json out.txt && grep -q hidden_size out.txt; then echo "check ok (refused)";
elif [ $rc -eq 0 ] && grep -q '8.03 B total' out.txt; then echo "check ok (read)"; else echo "CHECK FAILED: rc $rc"; fi
