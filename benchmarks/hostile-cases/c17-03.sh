# what: model command on a LlamaForCausalLM config.json of Gemma-7B dims (Gemma itself is refused as unknown; 28 layers, hidden 3072, 16 heads of head_dim 256 = 4096-wide attention, wider than hidden; 16 KV heads, FFN 24576, vocab 256000, tied embeddings): legal (heads x head_dim need not equal hidden); total must be the hand count 8.54 B
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cat > cfg.json <<'J'
{"architectures":["LlamaForCausalLM"],"model_type":"llama","hidden_size":3072,"intermediate_size":24576,"num_attention_heads":16,"num_key_value_heads":16,"head_dim":256,"num_hidden_layers":28,"vocab_size":256000,"tie_word_embeddings":true,"torch_dtype":"bfloat16"}
J
timeout 55 "$TR" model cfg.json > out.txt 2>&1; echo "rc=$?"; cat out.txt
"$PY" - <<'P'
import re
try:
    t=open("out.txt").read()
    h,f,H,kv,hd,L,V=3072,24576,16,16,256,28,256000
    layer=h*H*hd*2+2*h*kv*hd+3*h*f+2*h
    tot=L*layer+V*h+h
    got=float(re.search(r"([\d.]+) B total",t).group(1))*1e9
    assert abs(got-tot)/tot<0.005,(got,tot)
    kvb=L*2*kv*hd*2
    k=re.search(r"KV cache ([\d.]+) kB per token",t); assert k and abs(float(k.group(1))*1e3-kvb)/kvb<0.01,(k and k.group(1),kvb)
    print("check ok",got,tot)
except Exception as e: print("CHECK FAILED:",repr(e))
P
